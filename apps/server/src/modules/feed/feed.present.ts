import type { FeedItem, Post } from '@nauka/contracts'

/** A feed item's id names the post it carries (the web app keys its list rows by it). */
export const feedItemId = (postId: number): string => `post:${postId}`

/** SPEC 3 news message: the post as `body`, the channel that brought it as `source`. */
export function presentFeedItem(post: Post, source: string): FeedItem {
  return { id: feedItemId(post.id), source, pubDate: post.publicationDate, body: post }
}
