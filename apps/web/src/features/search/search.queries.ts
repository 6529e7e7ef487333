import { PAGE_SIZE, SEARCH_LIMITS, type SearchCriteria } from '@nauka/contracts'
import {
  keepPreviousData,
  skipToken,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '../../api/api'
import { type LastSearch, lastSearchOf, nextPageOf } from './model'
import { searchKeys } from './search.keys'
import { paramsFromCriteria, requestOf } from './searchParams'

/** Results a search answers are fresh for a minute: Back to a search shows it without a wait. */
const RESULTS_STALE_MS = 60_000
/** Fewer letters than this suggest too much to help. */
export const SUGGEST_MIN_CHARS = 2

/**
 * SPEC 7: a search, 10 results a page (SPEC 9), the next page while `hasMore`. Each answer is
 * also kept as the last search, which the offline cache writes down.
 */
export const useSearchResults = (criteria: SearchCriteria, enabled: boolean) => {
  const client = useQueryClient()
  const query = paramsFromCriteria(criteria).toString()
  const results = useInfiniteQuery({
    queryKey: searchKeys.results(query),
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.search.paged({ query: { ...requestOf(criteria, pageParam), pageSize: PAGE_SIZE.search }, signal }),
    getNextPageParam: nextPageOf,
    staleTime: RESULTS_STALE_MS,
    // A narrower search keeps the facets and results on screen until its own answer comes, so
    // the filter just picked stays where it was (no flash of a skeleton).
    placeholderData: keepPreviousData,
  })
  const { data, dataUpdatedAt, isPlaceholderData } = results
  useEffect(() => {
    if (!data || isPlaceholderData) return
    client.setQueryData<LastSearch>(searchKeys.last, lastSearchOf(query, data.pages, dataUpdatedAt))
  }, [client, query, data, dataUpdatedAt, isPlaceholderData])
  return results
}

/** The kept last search, restored from the offline cache after a reload. */
export const useLastSearch = () =>
  useQuery<LastSearch>({ queryKey: searchKeys.last, queryFn: skipToken }).data

/** What the box offers while the user types (the caller debounces `q`). */
export const useSuggestions = (q: string) => {
  const term = q.trim().slice(0, SEARCH_LIMITS.suggestQueryMax)
  return useQuery({
    queryKey: searchKeys.suggest(term),
    enabled: term.length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: RESULTS_STALE_MS,
    queryFn: ({ signal }) => api.search.suggest({ query: { q: term }, signal }),
  })
}
