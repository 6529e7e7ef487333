import { and, asc, desc, eq, inArray, isNull, ne, notExists, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { likeContaining } from '../../db/like'
import { dialogMembers, follows, profiles, users } from '../../db/schema'

export type PersonRow = typeof profiles.$inferSelect

/** Profiles of the users (names, nickname, avatar version), one query. */
export async function findPeople(db: Db, userIds: number[]): Promise<Map<number, PersonRow>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(profiles)
    .where(inArray(profiles.userId, [...new Set(userIds)]))
  return new Map(rows.map((row) => [row.userId, row]))
}

export interface PeopleSearch {
  viewerId: number
  /** Empty: the people the viewer follows (suggestions). */
  text: string
  /** Leaves out the active members of this dialog. */
  excludeDialogId?: number
  limit: number
  offset: number
}

/**
 * Ids of active users matching a name or nickname, never the viewer, never someone blocked either
 * way, and (with a dialog) none of its active members (SPEC 5).
 */
export async function searchPeopleIds(db: Db, search: PeopleSearch): Promise<number[]> {
  const conditions: (SQL | undefined)[] = [
    eq(users.disabled, false),
    ne(users.id, search.viewerId),
    notExists(
      db
        .select({ one: sql`1` })
        .from(follows)
        .where(
          and(
            eq(follows.blocked, true),
            or(
              and(eq(follows.followerId, search.viewerId), eq(follows.followeeId, users.id)),
              and(eq(follows.followerId, users.id), eq(follows.followeeId, search.viewerId)),
            ),
          ),
        ),
    ),
  ]
  if (search.excludeDialogId !== undefined)
    conditions.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(dialogMembers)
          .where(
            and(
              eq(dialogMembers.dialogId, search.excludeDialogId),
              eq(dialogMembers.userId, users.id),
              isNull(dialogMembers.leftAt),
            ),
          ),
      ),
    )
  if (search.text === '') return followedIds(db, search, conditions)
  const pattern = likeContaining(search.text)
  const name = sql`concat_ws(' ', ${profiles.firstName}, ${profiles.middleName}, ${profiles.lastName})`
  conditions.push(
    or(
      sql`${name} ilike ${pattern}`,
      sql`concat_ws(' ', ${profiles.lastName}, ${profiles.firstName}) ilike ${pattern}`,
      sql`concat_ws(' ', ${profiles.firstNameEn}, ${profiles.lastNameEn}) ilike ${pattern}`,
      sql`${profiles.nickname} ilike ${pattern}`,
    ),
  )
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${name})`), asc(users.id))
    .limit(search.limit)
    .offset(search.offset)
  return rows.map((row) => row.id)
}

async function followedIds(db: Db, search: PeopleSearch, conditions: (SQL | undefined)[]) {
  const rows = await db
    .select({ id: users.id })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(and(eq(follows.followerId, search.viewerId), eq(follows.subscribed, true), ...conditions))
    .orderBy(desc(follows.subscribedAt), desc(users.id))
    .limit(search.limit)
    .offset(search.offset)
  return rows.map((row) => row.id)
}
