import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { actionTokens, oauthStates, sessions, userIdentities, users } from '../../db/schema'

export type UserRow = typeof users.$inferSelect
export type SessionRow = typeof sessions.$inferSelect
export type ActionTokenRow = typeof actionTokens.$inferSelect

export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

const userByEmailStatement = builtOnce((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare('find_user_by_email'),
)

/** The account of an e-mail address; every sign-in asks. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await userByEmailStatement(db).execute({ email: normalizeEmail(email) })
  return row
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** The ids among `ids` of accounts that exist and are not disabled. */
export async function findActiveUserIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.disabled, false)))
  return rows.map((row) => row.id)
}

export async function insertUser(
  db: Db,
  values: { email: string | null; passwordHash: string | null; lang: number; emailVerifiedAt?: Date | null },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email === null ? null : normalizeEmail(values.email) })
    .returning()
  if (!row) throw new Error('insert returned no user')
  return row
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id))
}

type NewSessionValues = Required<
  Pick<typeof sessions.$inferInsert, 'userId' | 'tokenHash' | 'persistent' | 'expiresAt' | 'userAgent' | 'ip'>
>

const insertSessionStatement = builtOnce((db) =>
  db
    .insert(sessions)
    .values({
      userId: sql.placeholder('userId'),
      tokenHash: sql.placeholder('tokenHash'),
      persistent: sql.placeholder('persistent'),
      expiresAt: sql.placeholder('expiresAt'),
      userAgent: sql.placeholder('userAgent'),
      ip: sql.placeholder('ip'),
    })
    .returning({ id: sessions.id })
    .prepare('insert_session'),
)

/** A new session's id; every sign-in inserts one. */
export async function insertSession(db: Db, values: NewSessionValues): Promise<{ id: number }> {
  const [row] = await insertSessionStatement(db).execute(values)
  if (!row) throw new Error('insert returned no session')
  return row
}

const liveSessionStatement = builtOnce((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('find_live_session'),
)

/** A live session and its user, by token hash; every signed-in request asks. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await liveSessionStatement(db).execute({ tokenHash, now })
  return row
}

export async function touchSession(db: Db, id: number, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id))
}

export async function revokeSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
}

/** Signs a user out everywhere, or everywhere but one session. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  exceptId?: number,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)]
  if (exceptId !== undefined) conditions.push(ne(sessions.id, exceptId))
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
}

export async function insertActionToken(db: Db, values: typeof actionTokens.$inferInsert): Promise<void> {
  await db.insert(actionTokens).values(values)
}

export async function findActionToken(db: Db, keyHash: string): Promise<ActionTokenRow | undefined> {
  const [row] = await db.select().from(actionTokens).where(eq(actionTokens.keyHash, keyHash))
  return row
}

export async function bindActionToken(
  db: Db,
  id: number,
  ids: { authSessionId: string; clientId: string; tabId: string },
): Promise<void> {
  await db.update(actionTokens).set(ids).where(eq(actionTokens.id, id))
}

/** Marks a token used; false when another request used it first. */
export async function useActionToken(db: Db, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(actionTokens)
    .set({ usedAt: now })
    .where(and(eq(actionTokens.id, id), isNull(actionTokens.usedAt)))
    .returning({ id: actionTokens.id })
  return used.length === 1
}

/** A newer link replaces older unused ones of the same kind. */
export async function retireActionTokens(db: Db, userId: number, kind: string, now: Date): Promise<void> {
  await db
    .update(actionTokens)
    .set({ usedAt: now })
    .where(and(eq(actionTokens.userId, userId), eq(actionTokens.kind, kind), isNull(actionTokens.usedAt)))
}

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
  return row
}

export async function insertIdentity(db: Db, values: typeof userIdentities.$inferInsert): Promise<void> {
  await db.insert(userIdentities).values(values).onConflictDoNothing()
}

export async function insertOauthState(db: Db, values: typeof oauthStates.$inferInsert): Promise<void> {
  await db.insert(oauthStates).values(values)
}

/** Reads and deletes a sign-in state: each may complete one callback only. */
export async function takeOauthState(db: Db, keyHash: string, now: Date) {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.keyHash, keyHash)).returning()
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now))
  return row && row.expiresAt > now ? row : undefined
}
