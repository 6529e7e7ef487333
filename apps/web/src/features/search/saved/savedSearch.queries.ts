import {
  type SavedSearch,
  type SavedSearchCreateInput,
  SavedSearchListQuery,
  type SavedSearchPatch,
} from '@nauka/contracts'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/api'
import { hasNextPage } from './model'
import { type SavedSearchMode, savedSearchKeys } from './savedSearch.keys'

/** One page of either list; the answer is a bare array, so a full page means there may be more. */
export const SAVED_PAGE_SIZE = SavedSearchListQuery.shape.pageSize.parse(undefined)

/** The kept searches (BOOKMARKED) or the history with them (ALL), newest change first. */
export const useSavedSearchList = (mode: SavedSearchMode, enabled = true) =>
  useInfiniteQuery({
    queryKey: savedSearchKeys.list(mode),
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.savedSearch.list({ query: { mode, page: pageParam, pageSize: SAVED_PAGE_SIZE }, signal }),
    getNextPageParam: (last: SavedSearch[], pages) =>
      hasNextPage(last, SAVED_PAGE_SIZE) ? pages.length + 1 : undefined,
  })

/**
 * Every change of a saved search touches both lists (a kept one is also in the ALL list). The new
 * results on screen stay: read again after they count as seen, they would vanish while being read.
 */
const useInvalidateAll = () => {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: savedSearchKeys.lists })
}

export const useCreateSavedSearch = () => {
  const invalidate = useInvalidateAll()
  return useMutation({
    mutationFn: (body: SavedSearchCreateInput) => api.savedSearch.create({ body }),
    onSuccess: invalidate,
  })
}

export const useUpdateSavedSearch = () => {
  const invalidate = useInvalidateAll()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SavedSearchPatch }) =>
      api.savedSearch.update({ params: { id }, body: patch }),
    onSuccess: invalidate,
  })
}

export const useRemoveSavedSearch = () => {
  const invalidate = useInvalidateAll()
  return useMutation({
    mutationFn: (id: string) => api.savedSearch.remove({ params: { id } }),
    onSuccess: invalidate,
  })
}

/** Forgets the history; kept searches stay. */
export const useClearHistory = () => {
  const invalidate = useInvalidateAll()
  return useMutation({ mutationFn: () => api.savedSearch.clear(), onSuccess: invalidate })
}

/** The items published since, not yet seen, of one kept search. */
export const useNewResults = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: savedSearchKeys.newResults(id),
    enabled,
    // Seen once shown: opened again, the dialog asks afresh rather than showing the old ones first.
    gcTime: 0,
    queryFn: ({ signal }) =>
      api.savedSearch.results({ params: { id }, query: { mode: 'NEW', pageSize: SAVED_PAGE_SIZE }, signal }),
  })

/** Runs the search again on the server: its new results count as seen and its badge goes. */
export const useMarkSeen = () => {
  const invalidate = useInvalidateAll()
  return useMutation({
    mutationFn: (id: string) => api.savedSearch.refresh({ params: { id } }),
    onSuccess: invalidate,
  })
}
