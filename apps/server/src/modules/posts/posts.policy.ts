import { AttachmentMessage, FeedKind, LIMITS } from '@nauka/contracts'
import type { RequestUser } from '../../platform/auth-guard'
import { POST_ACTIVE } from './posts.queries'

type Viewer = Pick<RequestUser, 'id'> | null
type PostLike = { authorId: number; status: number; publicationId?: string | null; groupId?: number | null }

/** SPEC 6: only the author edits or deletes a post, and attaches or detaches its files. */
export const canEditPost = (viewer: Viewer, post: Pick<PostLike, 'authorId'>): boolean =>
  viewer !== null && viewer.id === post.authorId

/**
 * Any signed-in user reads an active post, unless the author and the reader blocked one another:
 * then the post is hidden from the reader, as if it did not exist. The author always reads their own.
 * A post announcing a publication is read only by those who may read the publication
 * (`announcedReadable`, the publications module's access rule), its author included: a deleted
 * publication takes its announcement with it, and a followers-only one reaches no one else.
 * A post in a group is read only by those who may read the group's posts (`groupReadable`, the
 * groups module's rule: a hidden group's posts are its members' only), its author included.
 */
export const canReadPost = (
  viewer: Viewer,
  post: PostLike,
  blockedBetween: boolean,
  announcedReadable = false,
  groupReadable = false,
): boolean => {
  if (viewer === null || post.status !== POST_ACTIVE) return false
  if (post.publicationId && !announcedReadable) return false
  if (post.groupId != null && !groupReadable) return false
  return viewer.id === post.authorId || !blockedBetween
}

/** The platform news channel is written by the configured news authors only. */
export const canPublishTo = (feed: FeedKind, isNewsAuthor: boolean): boolean =>
  feed === FeedKind.User || isNewsAuthor

/** A news author: one of the configured e-mails (compared without case), confirmed by its owner. */
export const isNewsAuthor = (
  user: Pick<RequestUser, 'email' | 'emailVerified'>,
  newsEmails: ReadonlySet<string>,
): boolean => user.emailVerified && user.email !== null && newsEmails.has(user.email.toLowerCase())

/**
 * SPEC 5: at most 10 files and 100 MB in total per post, counting the files already attached.
 * Answers the message key of the broken rule, or null when the files fit.
 */
export function attachmentRefusal(attachedSizes: number[], addedSizes: number[]): string | null {
  const all = [...attachedSizes, ...addedSizes]
  if (all.length > LIMITS.attachmentsMaxFiles) return AttachmentMessage.tooMany
  const total = all.reduce((sum, size) => sum + size, 0)
  return total > LIMITS.attachmentsMaxTotalBytes ? AttachmentMessage.tooLarge : null
}
