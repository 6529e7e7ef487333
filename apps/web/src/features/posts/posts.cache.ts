import { type FeedItem, type FeedPage, type Post, type PostPage, Reaction } from '@nauka/contracts'
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Pure changes of cached posts, and the one place that applies them to every cache holding a
 * post (its page, the feed, the own publications), so a like or an edit shows everywhere at once.
 */

/** What to do with a cached post: a new version, or null to drop it (deleted, hidden). */
export type PostChange = (post: Post) => Post | null

/** A like given or taken back by the reader, as the UI shows it before the server answers. */
export const likeToggled = (post: Post): Post => {
  const liked = post.myReaction === Reaction.Like
  return {
    ...post,
    myReaction: liked ? null : Reaction.Like,
    meta: { ...post.meta, reaction_count: Math.max(0, post.meta.reaction_count + (liked ? -1 : 1)) },
  }
}

/** The reaction to send for the like button: the inverse of the reader's current one. */
export const nextReaction = (post: Pick<Post, 'myReaction'>): typeof Reaction.Like | '' =>
  post.myReaction === Reaction.Like ? '' : Reaction.Like

type FeedData = InfiniteData<FeedPage, unknown>
type OwnData = InfiniteData<PostPage, unknown>

/** The feed's pages with one post changed; a dropped post leaves the feed. */
export const changeInFeed = (data: FeedData, postId: number, change: PostChange): FeedData => ({
  ...data,
  pages: data.pages.map((page) => ({
    ...page,
    elements: page.elements.flatMap((item) => {
      if (item.body.id !== postId) return [item]
      const body = change(item.body)
      return body ? [{ ...item, body }] : []
    }),
  })),
})

/** A post put on top of the feed's first page, unless the feed lists it already. */
export const withPostOnTop = (data: FeedData | undefined, item: FeedItem): FeedData | undefined => {
  const [first, ...rest] = data?.pages ?? []
  const listed = data?.pages.some((page) => page.elements.some((each) => each.body.id === item.body.id))
  if (!data || !first || listed) return data
  return { ...data, pages: [{ ...first, elements: [item, ...first.elements] }, ...rest] }
}

/** The own publications with one post changed; a dropped post leaves the list and its count. */
export const changeInOwn = (data: OwnData, postId: number, change: PostChange): OwnData => ({
  ...data,
  pages: data.pages.map((page) => {
    let dropped = 0
    const elements = page.elements.flatMap((post) => {
      if (post.id !== postId) return [post]
      const next = change(post)
      if (!next) dropped += 1
      return next ? [next] : []
    })
    return { ...page, elements, count: Math.max(0, page.count - dropped) }
  }),
})

/**
 * The keys a post lives under; named here, read by the query modules. `own` holds lists of posts
 * (pages of PostPage): the own publications, and a group's posts.
 */
export type PostCacheKeys = { detail: (postId: number) => QueryKey; feed: QueryKey; own: readonly QueryKey[] }

/**
 * Applies a change to every cached copy of a post. Returns what was there before, so an
 * optimistic change can be rolled back.
 */
export const changePostEverywhere = (
  client: QueryClient,
  keys: PostCacheKeys,
  postId: number,
  change: PostChange,
): Array<[QueryKey, unknown]> => {
  const before: Array<[QueryKey, unknown]> = [
    ...client.getQueriesData({ queryKey: keys.detail(postId) }),
    ...client.getQueriesData({ queryKey: keys.feed }),
    ...keys.own.flatMap((key) => client.getQueriesData({ queryKey: key })),
  ]
  client.setQueriesData<Post>({ queryKey: keys.detail(postId) }, (post) =>
    post ? (change(post) ?? post) : post,
  )
  client.setQueriesData<FeedData>({ queryKey: keys.feed }, (data) =>
    data?.pages ? changeInFeed(data, postId, change) : data,
  )
  for (const key of keys.own)
    client.setQueriesData<OwnData>({ queryKey: key }, (data) =>
      data?.pages ? changeInOwn(data, postId, change) : data,
    )
  return before
}

/** Puts back what `changePostEverywhere` replaced. */
export const restore = (client: QueryClient, before: Array<[QueryKey, unknown]>) => {
  for (const [key, data] of before) client.setQueryData(key, data)
}
