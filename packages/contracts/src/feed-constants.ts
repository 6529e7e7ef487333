import { Dictionary } from './dictionaries'
import type { FeedItem } from './feed'
import type { Post } from './posts'
import { formatRef } from './ref-format'

// The feed's channels and items as values, apart from feed.ts's schemas: the web app's first load
// builds them before any of those schemas is needed.

/**
 * SPEC 3, 7: the news feed. A reader's feed gathers channels they can switch on and off: each
 * researcher they follow (`"202:{id}"`, on by default), each science area (`"40:{n}"`, off by
 * default) and the platform news (`NEWS_CHANNEL`, on by default).
 */
export const NEWS_CHANNEL = 'news'

/** The channel of a followed researcher. */
export const userChannel = (userId: number): string => formatRef(Dictionary.user, userId)

/** A feed item's id names the post it carries. */
export const feedItemId = (postId: number): string => `post:${postId}`

/** A post as a feed lists it: `source` is the channel that brought it to this reader. */
export const toFeedItem = (post: Post, source: string): FeedItem => ({
  id: feedItemId(post.id),
  source,
  pubDate: post.publicationDate,
  body: post,
})
