import type { SavedSearchListQuery, SavedSearchResultsQuery } from '@nauka/contracts'
import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { savedSearches, savedSearchHits } from '../../db/schema'

export type SavedSearchRow = typeof savedSearches.$inferSelect
export type SavedSearchValues = Omit<
  typeof savedSearches.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>

/** A saved search with the number of its matches not yet seen. */
export type SavedSearchListed = SavedSearchRow & { newCount: number }

const unseen = sql<number>`(select count(*)::int from ${savedSearchHits}
  where ${savedSearchHits.savedSearchId} = ${savedSearches.id} and not ${savedSearchHits.seen})`

export async function findSavedSearch(db: Db, id: string): Promise<SavedSearchListed | undefined> {
  const [row] = await db
    .select({ row: savedSearches, newCount: unseen })
    .from(savedSearches)
    .where(eq(savedSearches.id, id))
  return row && { ...row.row, newCount: row.newCount }
}

/** The user's row of this search (by its canonical key), if they ran or kept it. */
export async function findByRequestKey(db: Db, userId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.requestKey, requestKey)))
    .orderBy(desc(savedSearches.updatedAt))
    .limit(1)
  return row
}

export async function listSavedSearches(
  db: Db,
  userId: number,
  query: SavedSearchListQuery,
): Promise<SavedSearchListed[]> {
  const mine = eq(savedSearches.userId, userId)
  const order =
    query.order === 'NEW_COUNT'
      ? [desc(unseen), desc(savedSearches.updatedAt), desc(savedSearches.id)]
      : [desc(savedSearches.updatedAt), desc(savedSearches.id)]
  const rows = await db
    .select({ row: savedSearches, newCount: unseen })
    .from(savedSearches)
    .where(query.mode === 'BOOKMARKED' ? and(mine, eq(savedSearches.bookmarked, true)) : mine)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return rows.map(({ row, newCount }) => ({ ...row, newCount }))
}

/**
 * The moment of a change to a user's searches: after their latest one, so the search changed last
 * lists first even when two changes fall in one millisecond.
 */
const nextMoment = (userId: number) =>
  sql<Date>`greatest(clock_timestamp(), (select max(${savedSearches.updatedAt}) + interval '1 millisecond'
    from ${savedSearches} where ${savedSearches.userId} = ${userId}))`

/**
 * Adds the user's row of a search, or answers undefined when they already have one for its key
 * (someone else's transaction added it meanwhile): the caller then changes that one.
 */
export async function insertSavedSearch(db: Db, userId: number, values: SavedSearchValues) {
  const [row] = await db
    .insert(savedSearches)
    .values({ userId, ...values, updatedAt: nextMoment(userId) })
    .onConflictDoNothing({ target: [savedSearches.userId, savedSearches.requestKey] })
    .returning()
  return row
}

/** Changes a user's search; it becomes their latest change. */
export async function updateSavedSearch(
  db: Db,
  saved: Pick<SavedSearchRow, 'id' | 'userId'>,
  values: Partial<SavedSearchValues>,
) {
  await db
    .update(savedSearches)
    .set({ ...values, updatedAt: nextMoment(saved.userId) })
    .where(eq(savedSearches.id, saved.id))
}

export async function deleteSavedSearch(db: Db, id: string) {
  await db.delete(savedSearches).where(eq(savedSearches.id, id))
}

/** Forgets the user's history: every search they did not keep. */
export async function deleteHistory(db: Db, userId: number) {
  await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.bookmarked, false)))
}

/** Drops the user's oldest unkept searches beyond the newest `keep`. */
export async function trimHistory(db: Db, userId: number, keep: number) {
  const history = and(eq(savedSearches.userId, userId), eq(savedSearches.bookmarked, false))
  const kept = db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(history)
    .orderBy(desc(savedSearches.updatedAt), desc(savedSearches.id))
    .limit(keep)
  await db.delete(savedSearches).where(and(history, notInArray(savedSearches.id, kept)))
}

/** The matches of a saved search, newest first; `NEW` only those not yet seen. */
export async function findHits(db: Db, savedSearchId: string, query: SavedSearchResultsQuery) {
  const of = eq(savedSearchHits.savedSearchId, savedSearchId)
  return db
    .select()
    .from(savedSearchHits)
    .where(query.mode === 'NEW' ? and(of, eq(savedSearchHits.seen, false)) : of)
    .orderBy(desc(savedSearchHits.foundAt), desc(savedSearchHits.publicationId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
}

export async function markHitsSeen(db: Db, savedSearchId: string) {
  await db
    .update(savedSearchHits)
    .set({ seen: true })
    .where(and(eq(savedSearchHits.savedSearchId, savedSearchId), eq(savedSearchHits.seen, false)))
}

/** Saved searches with "notify me" of users other than `exceptUserId`, a batch after `afterId`. */
export async function findNotifyingBatch(db: Db, exceptUserId: number, afterId: string | null, size: number) {
  return db
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.notify, true),
        sql`${savedSearches.userId} <> ${exceptUserId}`,
        afterId === null ? undefined : sql`${savedSearches.id} > ${afterId}`,
      ),
    )
    .orderBy(savedSearches.id)
    .limit(size)
}

/** Records matches; one already recorded (a retried job) stays as it was. Answers those added. */
export async function insertHits(db: Db, publicationId: string, savedSearchIds: string[]) {
  if (savedSearchIds.length === 0) return []
  const rows = await db
    .insert(savedSearchHits)
    .values(savedSearchIds.map((savedSearchId) => ({ savedSearchId, publicationId })))
    .onConflictDoNothing()
    .returning({ savedSearchId: savedSearchHits.savedSearchId })
  return rows.map((row) => row.savedSearchId)
}
