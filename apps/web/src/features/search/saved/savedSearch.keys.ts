import type { SavedSearchNotification } from '@nauka/contracts'

// The cache keys and the toast key without the queries: the signed-in layout's saved-search toasts
// use them, and the queries bring the search contracts' schemas (zod) with them.

export type SavedSearchMode = 'ALL' | 'BOOKMARKED'

export const savedSearchKeys = {
  all: ['savedSearch'] as const,
  lists: ['savedSearch', 'list'] as const,
  list: (mode: SavedSearchMode) => ['savedSearch', 'list', mode] as const,
  newResults: (id: string) => ['savedSearch', 'newResults', id] as const,
}

/** One toast per saved search and item, however often the event comes. */
export const savedSearchToastKey = (
  event: Pick<SavedSearchNotification, 'savedSearchId' | 'publicationId'>,
): string => `saved-search-${event.savedSearchId}-${event.publicationId}`
