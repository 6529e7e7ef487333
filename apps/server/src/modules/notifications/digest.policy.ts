/**
 * The news digest by e-mail (settings 132:25): once a week, the new posts of the reader's feed. Pure
 * rules of when it is due and what it holds; the service reads and sends.
 */

/** A digest covers a week. */
export const DIGEST_PERIOD_MS = 7 * 24 * 60 * 60 * 1000
/** A mail names at most this many posts, the newest; the feed holds the rest. */
export const DIGEST_MAX_POSTS = 10

/** Due for a user never sent one, and once a whole period has passed since the last. */
export const isDigestDue = (lastSentAt: Date | null, now: Date): boolean =>
  lastSentAt === null || now.getTime() - lastSentAt.getTime() >= DIGEST_PERIOD_MS

/** What a digest covers: the time since the last one, or the last period for the first one. */
export const digestSince = (lastSentAt: Date | null, now: Date): Date =>
  lastSentAt ?? new Date(now.getTime() - DIGEST_PERIOD_MS)

/** The posts a digest names: those published after `since`, newest first, at most `DIGEST_MAX_POSTS`. */
export const digestPosts = <T extends { publicationDate: string }>(
  newestFirst: readonly T[],
  since: Date,
): T[] =>
  newestFirst.filter((post) => Date.parse(post.publicationDate) > since.getTime()).slice(0, DIGEST_MAX_POSTS)
