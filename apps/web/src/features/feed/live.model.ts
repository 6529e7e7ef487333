import {
  Dictionary,
  type FeedItem,
  type FeedPage,
  FeedTopic,
  formatRef,
  type SocialServerEvent,
  StatsTopic,
} from '@nauka/contracts'
import type { InfiniteData } from '@tanstack/react-query'
import { applyPostStats, applyPostUpdate } from '../posts/post-page/model'
import { withPostOnTop } from '../posts/posts.cache'

/**
 * Pure rules of the live feed: the socket's events applied to the cached feed pages. Counters and
 * edits change listed posts in place; a deleted post leaves; a new post waits aside (the list does
 * not move under the reader's eyes) until the reader asks to see the new posts.
 */

type FeedData = InfiniteData<FeedPage, unknown>

export type LiveFeed = {
  /** The cached pages (undefined until the first page has loaded). */
  data: FeedData | undefined
  /** New posts not shown yet, newest first. */
  pending: readonly FeedItem[]
}

const listedIds = (data: FeedData | undefined): Set<number> =>
  new Set(data?.pages.flatMap((page) => page.elements.map((item) => item.body.id)))

/** Each item of the pages and the pending posts through `change`; null drops it. Untouched pages stay the same objects. */
const changeItem = (
  state: LiveFeed,
  postId: number,
  change: (item: FeedItem) => FeedItem | null,
): LiveFeed => {
  const apply = (items: readonly FeedItem[]) =>
    items.flatMap((item) => {
      if (item.body.id !== postId) return [item]
      const next = change(item)
      return next ? [next] : []
    })
  const has = (items: readonly FeedItem[]) => items.some((item) => item.body.id === postId)
  // Most events are about posts other lists show: the state stays the same object then.
  if (!listedIds(state.data).has(postId) && !has(state.pending)) return state
  return {
    data: state.data && {
      ...state.data,
      pages: state.data.pages.map((page) =>
        has(page.elements) ? { ...page, elements: apply(page.elements) } : page,
      ),
    },
    pending: has(state.pending) ? apply(state.pending) : state.pending,
  }
}

/**
 * One socket event applied. `readerId` is the signed-in reader: their own new post goes on top at
 * once (they have just published it, there is nothing to wait for).
 */
export const applyFeedEvent = (
  state: LiveFeed,
  event: SocialServerEvent,
  readerId: number | null = null,
): LiveFeed => {
  switch (event.topic) {
    case FeedTopic.NewPost: {
      if (readerId !== null && event.item.body.rAuthor === formatRef(Dictionary.user, readerId)) {
        const data = withPostOnTop(state.data, event.item)
        return data === state.data ? state : { ...state, data }
      }
      const known =
        listedIds(state.data).has(event.postId) || state.pending.some((i) => i.body.id === event.postId)
      return known ? state : { ...state, pending: [event.item, ...state.pending] }
    }
    case StatsTopic.PostStats:
      return changeItem(state, event.postId, (item) => ({ ...item, body: applyPostStats(item.body, event) }))
    case StatsTopic.PostUpdate:
      return changeItem(state, event.postId, (item) => {
        // SPEC 4: an active status carries the changes, any other is a delete.
        const body = applyPostUpdate(item.body, event)
        return body === 'deleted' ? null : { ...item, body }
      })
    default:
      // A comment's statistics: the feed shows no comments.
      return state
  }
}

/** The new posts the feed does not list yet (a reload may have brought some in meanwhile), newest first. */
export const unlisted = (state: LiveFeed): FeedItem[] => {
  const listed = listedIds(state.data)
  return state.pending.filter((item) => !listed.has(item.body.id))
}

/** How many new posts wait to be shown. */
export const newPostCount = (state: LiveFeed): number => unlisted(state).length

/**
 * The new posts go on top of the first page, nothing is read again: the next page's cursor
 * (the last page's last item) does not change.
 */
export const showNewPosts = (state: LiveFeed): LiveFeed => {
  const [first, ...rest] = state.data?.pages ?? []
  if (!state.data || !first) return state
  return {
    data: {
      ...state.data,
      pages: [{ ...first, elements: [...unlisted(state), ...first.elements] }, ...rest],
    },
    pending: [],
  }
}

/** Which post statistics rooms to join and leave so that exactly `wanted` are joined. */
export const roomChanges = (
  joined: ReadonlySet<number>,
  wanted: readonly number[],
): { join: number[]; leave: number[] } => {
  const next = new Set(wanted)
  return {
    join: [...next].filter((id) => !joined.has(id)),
    leave: [...joined].filter((id) => !next.has(id)),
  }
}

/** The ids in runs of at most `size` (a `subStats` event names at most 100 posts). */
export const chunked = <T>(ids: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, (i + 1) * size))
