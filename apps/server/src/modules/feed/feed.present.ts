import { type FeedItem, type Post, toFeedItem } from '@nauka/contracts'

/** SPEC 3 news message: the post as `body`, the channel that brought it as `source`. */
export function presentFeedItem(post: Post, source: string): FeedItem {
  return toFeedItem(post, source)
}
