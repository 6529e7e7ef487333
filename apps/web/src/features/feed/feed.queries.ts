import { type ChannelSubscription, type ChannelSubscriptionChanges, PAGE_SIZE } from '@nauka/contracts'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAuthStore } from '../auth/auth.store'
import { fetchChannels, fetchFeedPage, fetchWritableFeeds, saveChannels } from './feed.api'
import { feedKeys } from './feed.keys'
import { nextFeedCursor } from './model'

type FeedCursor = { since: string; sinceId: number } | null

/** SPEC 3, 7, 9: the reader's news feed, 20 a page, newest first, the next page while `hasMore`. */
export const useFeed = () => {
  const myId = useAuthStore((s) => s.userId)
  return useInfiniteQuery({
    queryKey: feedKeys.list(myId ?? 0),
    enabled: myId !== null,
    // null, not undefined: the kept copy is JSON, which has no undefined (offline restore).
    initialPageParam: null as FeedCursor,
    queryFn: ({ pageParam, signal }) =>
      fetchFeedPage(myId ?? 0, { pageSize: PAGE_SIZE.feed, ...(pageParam ?? {}) }, signal),
    getNextPageParam: nextFeedCursor,
  })
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
