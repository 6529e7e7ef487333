import type { SavedSearch, SearchCriteria } from '@nauka/contracts'
import type { SavedSearchListed } from './saved-search.queries'

/** A saved search row → the wire shape of the original's `SavedSearch`. */
export function presentSavedSearch(row: SavedSearchListed): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    request: row.request as SearchCriteria,
    bookmarked: row.bookmarked,
    notify: row.notify,
    resultCnt: row.resultCount,
    newResultCount: row.newCount,
    createdAt: row.createdAt.toISOString(),
    udt: row.updatedAt.toISOString(),
  }
}
