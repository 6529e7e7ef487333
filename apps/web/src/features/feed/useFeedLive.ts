import type { FeedItem, FeedPage } from '@nauka/contracts'
import { type InfiniteData, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useSocketEvent } from '../../api/SocketProvider'
import { useAuthStore } from '../auth/auth.store'
import { feedKeys } from '../posts/feed.keys'
import { applyFeedEvent, type LiveFeed, newPostCount, showNewPosts, unlisted } from './live.model'
import { useFeedRooms } from './useFeedRooms'

type FeedData = InfiniteData<FeedPage, unknown>

/**
 * SPEC 3 Real-time in the reader's feed: counters, edits and deletes of the listed posts change
 * them in place; new posts wait aside, counted, until `show` puts them on top. Nothing is read
 * again from the server. Only while the feed is on screen (a feed opened later is read afresh).
 */
export const useFeedLive = (data: FeedData | undefined) => {
  const client = useQueryClient()
  const myId = useAuthStore((s) => s.userId)
  const key = feedKeys.list(myId ?? 0)
  const [pending, setPending] = useState<readonly FeedItem[]>([])
  // The socket's events come faster than renders: each one starts from the last one's result.
  const latest = useRef(pending)

  const commit = (next: LiveFeed, before: FeedData | undefined) => {
    if (next.data !== before) client.setQueryData(key, next.data)
    if (next.pending !== latest.current) {
      latest.current = next.pending
      setPending(next.pending)
    }
  }

  useSocketEvent('social', (event) => {
    const before = client.getQueryData<FeedData>(key)
    commit(applyFeedEvent({ data: before, pending: latest.current }, event, myId), before)
  })

  const listed = (data?.pages ?? []).flatMap((page) => page.elements.map((item) => item.body.id))
  useFeedRooms([...pending.map((item) => item.body.id), ...listed])

  const waiting = { data, pending }
  return {
    /** How many new posts wait to be shown. */
    count: newPostCount(waiting),
    /** Puts the new posts on top of the feed; answers the first of them (to take the focus there). */
    show: (): number | null => {
      const before = client.getQueryData<FeedData>(key)
      const state = { data: before, pending: latest.current }
      const first = unlisted(state)[0]?.body.id ?? null
      commit(showNewPosts(state), before)
      return first
    },
  }
}
