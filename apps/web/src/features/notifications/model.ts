import { type CommentNotification, NotificationKind } from '@nauka/contracts'

/** The i18n key and values of a comment toast (SPEC 2 Toasts): who commented, on which post. */
export const commentToastText = (
  event: Pick<CommentNotification, 'kind' | 'authorName' | 'postTitle'>,
  fallbackName: string,
): { key: string; values: { name: string; title: string } } => ({
  key:
    event.kind === NotificationKind.CommentReply
      ? 'notifications.comment.reply'
      : 'notifications.comment.post',
  values: { name: event.authorName?.trim() || fallbackName, title: event.postTitle },
})

/** One toast per comment, however often the event arrives (several tabs, a reconnection). */
export const commentToastKey = (event: Pick<CommentNotification, 'commentId'>): string =>
  `comment-${event.commentId}`
