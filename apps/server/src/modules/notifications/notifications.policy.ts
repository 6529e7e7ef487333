import { type CommentNotification, NotificationKind } from '@nauka/contracts'

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
  /** Users who switched off, in their settings, comments on their posts (132:21) or replies (132:22). */
  switchedOff: { comments: ReadonlySet<number>; replies: ReadonlySet<number> }
}

type AudienceMembers = Pick<CommentAudience, 'commenterId' | 'postAuthorId' | 'parentAuthorId'>

export interface CommentRecipient {
  userId: number
  kind: CommentNotification['kind']
}

/** The users a new comment may concern, before their settings and blocks are known. */
export const commentCandidates = (audience: AudienceMembers): number[] =>
  [...new Set([audience.postAuthorId, audience.parentAuthorId])].filter(
    (id): id is number => id !== null && id !== audience.commenterId,
  )

/**
 * SPEC 1, 2: toasts for post comments. The post's author hears of every new comment on it, and the
 * author of the comment answered hears of the reply, each at most once (the post's author replied
 * to hears it as the post's author, or as the author answered when they switched comments off but
 * not replies). Nobody hears of their own comment, of a post they switched off (`comment_status`
 * false) or may no longer read, of a user they blocked or who blocked them, or of a kind they
 * switched off in their settings.
 */
export function commentRecipients(audience: CommentAudience): CommentRecipient[] {
  const { commenterId, postAuthorId, parentAuthorId, muted, blocked, unreadable, switchedOff } = audience
  const hears = (userId: number) =>
    userId !== commenterId && !muted.has(userId) && !blocked.has(userId) && !unreadable.has(userId)
  const wantsReplies = (userId: number) => !switchedOff.replies.has(userId)
  const recipients: CommentRecipient[] = []
  if (hears(postAuthorId)) {
    if (!switchedOff.comments.has(postAuthorId))
      recipients.push({ userId: postAuthorId, kind: NotificationKind.PostComment })
    else if (parentAuthorId === postAuthorId && wantsReplies(postAuthorId))
      recipients.push({ userId: postAuthorId, kind: NotificationKind.CommentReply })
  }
  if (parentAuthorId !== null && parentAuthorId !== postAuthorId && hears(parentAuthorId))
    if (wantsReplies(parentAuthorId))
      recipients.push({ userId: parentAuthorId, kind: NotificationKind.CommentReply })
  return recipients
}
