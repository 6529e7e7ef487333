import {
  type FeedItem,
  type FeedPage,
  FeedTopic,
  PostStatus,
  type SocialServerEvent,
  StatsTopic,
} from '@nauka/contracts'
import type { InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { feedItemOf, postOf } from '../../test/posts'
import { withPostOnTop } from '../posts/posts.cache'
import { applyFeedEvent, chunked, type LiveFeed, newPostCount, roomChanges, showNewPosts } from './live.model'

const item = (id: number): FeedItem => feedItemOf(postOf(id))
const pages = (...ids: number[][]): InfiniteData<FeedPage, unknown> => ({
  pages: ids.map((page, i) => ({ elements: page.map(item), hasMore: i < ids.length - 1 })),
  pageParams: ids.map((_, i) => (i === 0 ? null : { since: 'x', sinceId: i })),
})
const listed = (state: LiveFeed) => state.data?.pages.map((page) => page.elements.map((e) => e.body.id))
const newPost = (id: number): SocialServerEvent => ({ topic: FeedTopic.NewPost, postId: id, item: item(id) })

describe('the live feed', () => {
  it('keeps a new post aside until the reader asks for it, then shows it on top of the first page', () => {
    const start: LiveFeed = { data: pages([3, 2], [1]), pending: [] }
    const one = applyFeedEvent(start, newPost(4))
    const two = applyFeedEvent(one, newPost(5))
    // Nothing moves under the reader's eyes.
    expect(listed(two)).toEqual([[3, 2], [1]])
    expect(newPostCount(two)).toBe(2)

    const shown = showNewPosts(two)
    expect(listed(shown)).toEqual([[5, 4, 3, 2], [1]])
    expect(newPostCount(shown)).toBe(0)
    // The next page's cursor is untouched: no page is read again.
    expect(shown.data?.pageParams).toEqual(start.data?.pageParams)
  })

  it('puts the reader’s own new post on top at once (they just published it)', () => {
    const mine = feedItemOf(postOf(4, {}, 17))
    const start: LiveFeed = { data: pages([3, 2], [1]), pending: [] }
    const next = applyFeedEvent(start, { topic: FeedTopic.NewPost, postId: 4, item: mine }, 17)
    expect(listed(next)).toEqual([[4, 3, 2], [1]])
    expect(newPostCount(next)).toBe(0)
    // Already there (the publishing tab put it there): it stays once.
    expect(withPostOnTop(next.data, mine)).toBe(next.data)
    // Someone else's stays aside.
    expect(newPostCount(applyFeedEvent(start, newPost(5), 17))).toBe(1)
  })

  it('counts a new post once, and not at all when the feed lists it already', () => {
    const start: LiveFeed = { data: pages([3, 2]), pending: [] }
    expect(newPostCount(applyFeedEvent(start, newPost(3)))).toBe(0)
    const twice = applyFeedEvent(applyFeedEvent(start, newPost(4)), newPost(4))
    expect(newPostCount(twice)).toBe(1)
    // A reload of the feed meanwhile brought it in: it is no longer new.
    expect(newPostCount({ ...twice, data: pages([4, 3, 2]) })).toBe(0)
    expect(listed(showNewPosts({ ...twice, data: pages([4, 3, 2]) }))).toEqual([[4, 3, 2]])
  })

  it('changes the counters of a listed post in place', () => {
    const start: LiveFeed = { data: pages([3, 2], [1]), pending: [] }
    const meta = { view_count: 9, comment_count: 4, reaction_count: 7 }
    const next = applyFeedEvent(start, { topic: StatsTopic.PostStats, postId: 1, meta })
    expect(next.data?.pages[1]?.elements[0]?.body.meta).toEqual(meta)
    expect(next.data?.pages[0]).toBe(start.data?.pages[0])
    expect(listed(next)).toEqual([[3, 2], [1]])
  })

  it('shows an edit in place, keeping what is the reader’s own', () => {
    const start: LiveFeed = {
      data: {
        pages: [{ elements: [feedItemOf(postOf(2, { myReaction: '91:1' }))], hasMore: false }],
        pageParams: [null],
      },
      pending: [],
    }
    const next = applyFeedEvent(start, {
      topic: StatsTopic.PostUpdate,
      postId: 2,
      cStatus: PostStatus.Active,
      changes: {
        title: 'Edited',
        text: 'New text',
        cCommentStatus: '108:0',
        files: [],
        topics: [],
        editDate: '2030-01-01T00:00:00.000Z',
      },
    })
    const body = next.data?.pages[0]?.elements[0]?.body
    expect(body).toMatchObject({
      title: 'Edited',
      text: 'New text',
      cCommentStatus: '108:0',
      myReaction: '91:1',
    })
  })

  it('drops a deleted post from the pages and from the new posts', () => {
    const start = applyFeedEvent({ data: pages([3, 2]), pending: [] }, newPost(4))
    const deleted = (postId: number): SocialServerEvent => ({
      topic: StatsTopic.PostUpdate,
      postId,
      cStatus: PostStatus.Inactive,
      changes: null,
    })
    const next = applyFeedEvent(applyFeedEvent(start, deleted(2)), deleted(4))
    expect(listed(next)).toEqual([[3]])
    expect(newPostCount(next)).toBe(0)
  })

  it('stays the same state for a post it does not list (nothing to write back)', () => {
    const start: LiveFeed = { data: pages([3]), pending: [] }
    const meta = { view_count: 1, comment_count: 1, reaction_count: 1 }
    expect(applyFeedEvent(start, { topic: StatsTopic.PostStats, postId: 9, meta })).toBe(start)
  })

  it('ignores the statistics of comments', () => {
    const start: LiveFeed = { data: pages([3]), pending: [] }
    const event: SocialServerEvent = {
      topic: StatsTopic.CommentStats,
      postId: 3,
      commentId: 1,
      reaction_count: 2,
      childCount: 0,
    }
    expect(applyFeedEvent(start, event)).toBe(start)
  })

  it('keeps new posts that come before the feed has loaded', () => {
    const early = applyFeedEvent({ data: undefined, pending: [] }, newPost(4))
    expect(newPostCount({ ...early, data: pages([3]) })).toBe(1)
  })
})

describe('the rooms of the listed posts', () => {
  it('joins the rooms of posts newly listed and leaves those no longer listed', () => {
    expect(roomChanges(new Set([1, 2, 3]), [2, 3, 4, 5])).toEqual({ join: [4, 5], leave: [1] })
    expect(roomChanges(new Set(), [])).toEqual({ join: [], leave: [] })
  })

  it('asks for at most 100 rooms at a time (the socket event’s limit)', () => {
    const ids = Array.from({ length: 250 }, (_, i) => i + 1)
    expect(chunked(ids, 100).map((chunk) => chunk.length)).toEqual([100, 100, 50])
    expect(chunked([], 100)).toEqual([])
  })
})
