import { NotificationKind } from '@nauka/contracts'

/** Who might hear about a new comment, and what keeps each of them from hearing. */
export interface CommentAudience {
  commenterId: number
  postAuthorId: number
  /** The author of the comment answered; null for a comment on the post itself. */
  parentAuthorId: number | null
  /** Users who switched the comment notifications of this post off. */
  muted: ReadonlySet<number>
  /** Users who blocked the commenter, or whom the commenter blocked. */
  blocked: ReadonlySet<number>
  /** Users who may not read the post any more (a block either way with its author). */
  unreadable: ReadonlySet<number>
}

type AudienceMembers = Pick<CommentAudience, 'commenterId' | 'postAuthorId' | 'parentAuthorId'>

export interface CommentRecipient {
  userId: number
  kind: NotificationKind
}

/** The users a new comment may concern, before their settings and blocks are known. */
export const commentCandidates = (audience: AudienceMembers): number[] =>
  [...new Set([audience.postAuthorId, audience.parentAuthorId])].filter(
    (id): id is number => id !== null && id !== audience.commenterId,
  )

/**
 * SPEC 1, 2: toasts for post comments. The post's author hears of every new comment on it, and the
 * author of the comment answered hears of the reply, each at most once (the post's author replied
 * to hears it as the post's author). Nobody hears of their own comment, of a post they switched off
 * (`comment_status` false) or may no longer read, or of a user they blocked or who blocked them.
 */
export function commentRecipients(audience: CommentAudience): CommentRecipient[] {
  const { commenterId, postAuthorId, parentAuthorId, muted, blocked, unreadable } = audience
  const hears = (userId: number) =>
    userId !== commenterId && !muted.has(userId) && !blocked.has(userId) && !unreadable.has(userId)
  const recipients: CommentRecipient[] = []
  if (hears(postAuthorId)) recipients.push({ userId: postAuthorId, kind: NotificationKind.PostComment })
  if (parentAuthorId !== null && parentAuthorId !== postAuthorId && hears(parentAuthorId))
    recipients.push({ userId: parentAuthorId, kind: NotificationKind.CommentReply })
  return recipients
}
