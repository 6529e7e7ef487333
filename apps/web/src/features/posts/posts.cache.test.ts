import type { FeedPage, PostPage } from '@nauka/contracts'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { feedItemOf, postOf } from '../../test/posts'
import {
  changeInFeed,
  changeInOwn,
  changePostEverywhere,
  likeToggled,
  nextReaction,
  restore,
} from './posts.cache'

const pagesOf = <T>(pages: T[]) => ({ pages, pageParams: pages.map(() => undefined) })

describe('post cache changes', () => {
  it('likes and takes the like back, adjusting the count', () => {
    const post = postOf(1, { meta: { view_count: 0, comment_count: 0, reaction_count: 4 } })
    const liked = likeToggled(post)
    expect(liked.myReaction).toBe('91:1')
    expect(liked.meta.reaction_count).toBe(5)
    expect(nextReaction(liked)).toBe('')
    const unliked = likeToggled(liked)
    expect(unliked.myReaction).toBeNull()
    expect(unliked.meta.reaction_count).toBe(4)
    expect(nextReaction(unliked)).toBe('91:1')
  })

  it('changes a post in the feed and drops a deleted one', () => {
    const feed = pagesOf<FeedPage>([
      { elements: [feedItemOf(postOf(1)), feedItemOf(postOf(2))], hasMore: false },
    ])
    const renamed = changeInFeed(feed, 2, (post) => ({ ...post, title: 'new' }))
    expect(renamed.pages[0]?.elements.map((item) => item.body.title)).toEqual(['Post 1', 'new'])
    expect(changeInFeed(feed, 1, () => null).pages[0]?.elements.map((item) => item.body.id)).toEqual([2])
  })

  it('drops a deleted post from the own publications and their count', () => {
    const own = pagesOf<PostPage>([{ count: 2, elements: [postOf(1), postOf(2)], hasMore: false }])
    const after = changeInOwn(own, 1, () => null)
    expect(after.pages[0]?.elements.map((post) => post.id)).toEqual([2])
    expect(after.pages[0]?.count).toBe(1)
  })

  it("changes every cached copy at once (a group's posts too), and puts them back", () => {
    const client = new QueryClient()
    const keys = {
      detail: (id: number) => ['posts', 'detail', id],
      feed: ['feed', 'list'],
      own: [
        ['posts', 'own'],
        ['posts', 'group'],
      ],
    }
    client.setQueryData(['posts', 'detail', 1], postOf(1))
    client.setQueryData(
      ['feed', 'list', 17],
      pagesOf<FeedPage>([{ elements: [feedItemOf(postOf(1))], hasMore: false }]),
    )
    client.setQueryData(
      ['posts', 'own', 17],
      pagesOf<PostPage>([{ count: 1, elements: [postOf(1)], hasMore: false }]),
    )
    client.setQueryData(
      ['posts', 'group', 4],
      pagesOf<PostPage>([{ count: 1, elements: [postOf(1)], hasMore: false }]),
    )
    const before = changePostEverywhere(client, keys, 1, likeToggled)
    const liked = (data: unknown) => JSON.stringify(data).includes('"myReaction":"91:1"')
    expect(liked(client.getQueryData(['posts', 'detail', 1]))).toBe(true)
    expect(liked(client.getQueryData(['feed', 'list', 17]))).toBe(true)
    expect(liked(client.getQueryData(['posts', 'own', 17]))).toBe(true)
    expect(liked(client.getQueryData(['posts', 'group', 4]))).toBe(true)
    restore(client, before)
    expect(liked(client.getQueryData(['posts', 'group', 4]))).toBe(false)
    expect(liked(client.getQueryData(['feed', 'list', 17]))).toBe(false)
    expect(liked(client.getQueryData(['posts', 'detail', 1]))).toBe(false)
  })
})
