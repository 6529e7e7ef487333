/**
 * Query keys of the feed. The feed's pages hold posts, and a post's changes reach every cached
 * copy (posts.cache), so the keys live with the posts: the feed builds on posts, never the reverse
 * (and the persistence filter can name them).
 */
export const feedKeys = {
  all: ['feed'] as const,
  /** Every reader's feed (the prefix of `list`). */
  lists: ['feed', 'list'] as const,
  /** The reader's news feed (SPEC 3 Feed): persisted for offline reading. */
  list: (userId: number) => ['feed', 'list', userId] as const,
  /** The reader's channel subscriptions. */
  channels: (userId: number) => ['feed', 'channels', userId] as const,
}
