import { SEARCH_LIMITS, type SearchCriteria, type SearchRequest } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { findByRequestKey, insertSavedSearch, trimHistory, updateSavedSearch } from './saved-search.queries'
import { asksSomething, criteriaOf, requestKeyOf } from './saved-search.request'

/**
 * Puts a search the user ran into their history (the original's saved searches, not kept): the
 * same search again moves its row up with its new count instead of adding one, and only the newest
 * `SEARCH_LIMITS.historyMax` unkept searches stay. A search with nothing typed or filtered is not
 * recorded.
 */
export async function recordSearch(
  db: Db,
  userId: number,
  search: SearchRequest | SearchCriteria,
  resultCount: number,
): Promise<void> {
  const request = criteriaOf(search)
  if (!asksSomething(request)) return
  const requestKey = requestKeyOf(request)
  await db.transaction(async (tx) => {
    const added = await insertSavedSearch(tx, userId, { request, requestKey, resultCount, bookmarked: false })
    const known = added ? undefined : await findByRequestKey(tx, userId, requestKey)
    if (known) await updateSavedSearch(tx, known, { request, resultCount })
    await trimHistory(tx, userId, SEARCH_LIMITS.historyMax)
  })
}
