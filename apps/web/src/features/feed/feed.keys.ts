/**
 * Query keys of the feed. Kept apart from the hooks so the posts hooks can patch feed pages
 * without importing the feed's queries (and the persistence filter can name them).
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
