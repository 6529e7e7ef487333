import { type ChannelSubscription, type ChannelSubscriptionChanges, PAGE_SIZE } from '@nauka/contracts'
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useAuthStore } from '../auth/auth.store'
import { feedKeys } from '../posts/feed.keys'
import { fetchChannels, fetchFeedPage, fetchWritableFeeds, saveChannels } from './feed.api'
import { nextFeedCursor } from './model'

type FeedCursor = { since: string; sinceId: number } | null

/**
 * SPEC 3, 7, 9: the reader's news feed, 20 a page, newest first, the next page while `hasMore`.
 * Shared by the hook and the first load, which asks for the first page before the page's code is in.
 */
export const feedQueryOptions = (myId: number) =>
  infiniteQueryOptions({
    queryKey: feedKeys.list(myId),
    // null, not undefined: the kept copy is JSON, which has no undefined (offline restore).
    initialPageParam: null as FeedCursor,
    queryFn: ({ pageParam, signal }) =>
      fetchFeedPage(myId, { pageSize: PAGE_SIZE.feed, ...(pageParam ?? {}) }, signal),
    getNextPageParam: nextFeedCursor,
    // The page that the first load has just fetched is not fetched again as the feed mounts.
    staleTime: 10_000,
  })

export const useFeed = () => {
  const myId = useAuthStore((s) => s.userId)
  return useInfiniteQuery({ ...feedQueryOptions(myId ?? 0), enabled: myId !== null })
}

/** SPEC 7: the reader's channel subscriptions. */
export const useChannels = (enabled = true) => {
  const myId = useAuthStore((s) => s.userId)
  return useQuery({
    queryKey: feedKeys.channels(myId ?? 0),
    enabled: enabled && myId !== null,
    queryFn: ({ signal }) => fetchChannels(myId ?? 0, signal),
  })
}

/** SPEC 7: saves switched channels; the list takes the answer and the feed is read again. */
export const useSaveChannels = () => {
  const client = useQueryClient()
  const myId = useAuthStore((s) => s.userId)
  return useMutation({
    mutationFn: (changes: ChannelSubscriptionChanges) => saveChannels(myId ?? 0, changes),
    onSuccess: async (channels: ChannelSubscription[]) => {
      client.setQueryData(feedKeys.channels(myId ?? 0), channels)
      await client.resetQueries({ queryKey: feedKeys.list(myId ?? 0) })
    },
  })
}

/** SPEC 7: the feeds the reader may publish to; rarely changes during a visit. */
export const useWritableFeeds = (enabled = true) =>
  useQuery({
    queryKey: [...feedKeys.all, 'writable'],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => fetchWritableFeeds(signal),
  })
