import type {
  Listing,
  ListingContact,
  ListingCreate,
  ListingReportCreate,
  ListingReportResolve,
  ListingUpdate,
} from '@nauka/contracts'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/api'
import { marketKeys } from './market.keys'
import { listQueryOf, type MarketFilters, nextPageOf, paramsFromFilters } from './model'

/** A list is fresh for half a minute: Back to it shows it without a wait. */
const LIST_STALE_MS = 30_000

/** The listings of the filters, 20 a page, the next page while the last says more. */
export const useListings = (filters: MarketFilters) =>
  useInfiniteQuery({
    queryKey: marketKeys.list(paramsFromFilters(filters).toString()),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.market.list({ query: listQueryOf(filters, pageParam), signal }),
    getNextPageParam: nextPageOf,
    staleTime: LIST_STALE_MS,
  })

export const useListing = (id: number | null) =>
  useQuery({
    queryKey: marketKeys.listing(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => api.market.get({ params: { id: id ?? 0 }, signal }),
  })

/** Puts a listing's new state on its page, and has every list read again. */
const useSettle = () => {
  const client = useQueryClient()
  return async (listing: Listing) => {
    client.setQueryData(marketKeys.listing(listing.id), listing)
    await client.invalidateQueries({ queryKey: marketKeys.lists })
  }
}

export const useCreateListing = () => {
  const settle = useSettle()
  return useMutation({
    mutationFn: (body: ListingCreate) => api.market.create({ body }),
    onSuccess: settle,
  })
}

export const useUpdateListing = (id: number) => {
  const settle = useSettle()
  return useMutation({
    mutationFn: (body: ListingUpdate) => api.market.update({ params: { id }, body }),
    onSuccess: settle,
  })
}

/** Opens the personal chat with the author, with a message about the listing in it. */
export const useContactAuthor = (id: number) =>
  useMutation({
    mutationFn: (body: ListingContact) => api.market.contact({ params: { id }, body }),
  })

export const useReportListing = (id: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ListingReportCreate) => api.market.report({ params: { id }, body }),
    onSuccess: () =>
      client.setQueryData<Listing>(marketKeys.listing(id), (old) => (old ? { ...old, reported: true } : old)),
  })
}

/** The platform moderators' reports: open ones, or resolved ones. */
export const useListingReports = (resolved: boolean) =>
  useInfiniteQuery({
    queryKey: marketKeys.reports(resolved),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.market.reports({ query: { resolved, page: pageParam }, signal }),
    getNextPageParam: nextPageOf,
  })

export const useResolveReport = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ListingReportResolve }) =>
      api.market.resolveReport({ params: { id }, body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: marketKeys.reportsAll })
      await client.invalidateQueries({ queryKey: marketKeys.lists })
    },
  })
}
