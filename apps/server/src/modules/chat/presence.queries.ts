import { and, eq, inArray, isNull, ne } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { dialogMembers, userPresence } from '../../db/schema'

/** When each of the users was last connected (absent: never). */
export async function findLastSeen(db: Db, userIds: number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(userPresence)
    .where(inArray(userPresence.userId, [...new Set(userIds)]))
  return new Map(rows.map((row) => [row.userId, row.lastSeenAt]))
}

export async function saveLastSeen(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .insert(userPresence)
    .values({ userId, lastSeenAt: at })
    .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: at } })
}

const other = alias(dialogMembers, 'other')

/** Everyone who shares an active dialog with the user: they see the user's presence. */
export async function findDialogPartnerIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: other.userId })
    .from(dialogMembers)
    .innerJoin(other, eq(other.dialogId, dialogMembers.dialogId))
    .where(
      and(
        eq(dialogMembers.userId, userId),
        isNull(dialogMembers.leftAt),
        isNull(other.leftAt),
        ne(other.userId, userId),
      ),
    )
  return rows.map((row) => row.id)
}
