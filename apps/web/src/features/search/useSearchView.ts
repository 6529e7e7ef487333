import type { SearchCriteria, SearchPage } from '@nauka/contracts'
import { useDeviceStore } from '../device/device.store'
import { hitsOf } from './model'
import type { ResultsView } from './SearchResults'
import { useLastSearch, useSearchResults } from './search.queries'

/**
 * The results to show: the search's pages online; offline, those still in memory or else the
 * kept last search (SPEC 3 "offline results"), with the time they were loaded.
 */
export const useSearchView = (
  criteria: SearchCriteria,
  enabled: boolean,
): { view: ResultsView; first: SearchPage | undefined } => {
  const online = useDeviceStore((s) => s.online)
  const results = useSearchResults(criteria, enabled)
  const last = useLastSearch()
  const offlinePages = !online && !results.data ? last?.pages : undefined
  const pages = results.data?.pages ?? offlinePages ?? []
  const savedAt = online ? null : results.data ? results.dataUpdatedAt : (last?.savedAt ?? null)
  return {
    first: pages[0],
    view: {
      hits: hitsOf(pages),
      loading: online && enabled && results.isPending,
      refreshing: results.isPlaceholderData,
      loadingMore: results.isFetchingNextPage,
      hasMore: online && results.hasNextPage,
      error: online ? results.error : null,
      loadMore: () => void results.fetchNextPage(),
      retry: () => void results.refetch(),
      savedAt,
      unavailable: !online && pages.length === 0,
    },
  }
}
