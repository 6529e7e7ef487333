import {
  type CommentNotification,
  Dictionary,
  type FollowerNotification,
  type Locale,
  NotificationKind,
  refId,
} from '@nauka/contracts'
import { interfaceLocale, personName } from '../../shared/names'

/** The i18n key and values of a comment toast (SPEC 2 Toasts): who commented, on which post. */
export const commentToastText = (
  event: Pick<CommentNotification, 'kind' | 'authorName' | 'authorNameEn' | 'postTitle'>,
  fallbackName: string,
  locale: Locale = interfaceLocale(),
): { key: string; values: { name: string; title: string } } => ({
  key:
    event.kind === NotificationKind.CommentReply
      ? 'notifications.comment.reply'
      : 'notifications.comment.post',
  values: {
    name: personName({ fullName: event.authorName, fullNameEn: event.authorNameEn }, locale) ?? fallbackName,
    title: event.postTitle,
  },
})

/** One toast per comment, however often the event arrives (several tabs, a reconnection). */
export const commentToastKey = (event: Pick<CommentNotification, 'commentId'>): string =>
  `comment-${event.commentId}`

/** The follower of a follower toast, or null when the reference names no user. */
export const followerIdOf = (event: Pick<FollowerNotification, 'rAuthor'>): number | null =>
  refId(event.rAuthor, Dictionary.user)

/** One toast per follow, however often the event arrives (several tabs, a reconnection). */
export const followerToastKey = (event: Pick<FollowerNotification, 'rAuthor' | 'date'>): string =>
  `follower-${event.rAuthor}-${event.date}`
