import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { emailDigests } from '../../db/schema'

/** When each of the users was last sent a digest (absent: never). */
export async function findDigestTimes(db: Db, userIds: number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map()
  const rows = await db.select().from(emailDigests).where(inArray(emailDigests.userId, userIds))
  return new Map(rows.map((row) => [row.userId, row.lastSentAt]))
}

/**
 * Moves the user's last digest from `previous` (null: never sent) to `at`, only if nobody moved it
 * meanwhile: answers whether this caller got the digest to send.
 */
export async function claimDigest(db: Db, userId: number, previous: Date | null, at: Date): Promise<boolean> {
  const rows =
    previous === null
      ? await db
          .insert(emailDigests)
          .values({ userId, lastSentAt: at })
          .onConflictDoNothing()
          .returning({ userId: emailDigests.userId })
      : await db
          .update(emailDigests)
          .set({ lastSentAt: at })
          .where(and(eq(emailDigests.userId, userId), eq(emailDigests.lastSentAt, previous)))
          .returning({ userId: emailDigests.userId })
  return rows.length > 0
}

/** Gives a claimed digest back (its mail could not be sent), so the next run tries again. */
export async function releaseDigest(db: Db, userId: number, previous: Date | null, at: Date): Promise<void> {
  const claimed = and(eq(emailDigests.userId, userId), eq(emailDigests.lastSentAt, at))
  if (previous === null) await db.delete(emailDigests).where(claimed)
  else await db.update(emailDigests).set({ lastSentAt: previous }).where(claimed)
}
