import { z } from 'zod'
import { FullNameEn } from './names'
import { NotificationKind } from './notification-constants'
import { text } from './primitives'

/** `{uref}` of `/notification/r_object/{uref}/…`: a reference such as `302:5`; the service checks which. */
export const NotificationObjectParams = z.object({ uref: text().min(1).max(64) })

/** SPEC 7: `PUT /notification/r_object/{uref}/comment_status` with `{value}`; answers the new value. */
export const CommentStatusBody = z.object({ value: z.boolean() })
export type CommentStatusBody = z.infer<typeof CommentStatusBody>

/** The payload of an `ntf` socket event. The web app shows it as a toast linking to the post. */
export const CommentNotification = z.object({
  kind: z.enum([NotificationKind.PostComment, NotificationKind.CommentReply]),
  postId: z.number().int(),
  postTitle: z.string(),
  commentId: z.number().int(),
  rAuthor: z.string(),
  authorName: z.string().nullable(),
  /** The author's name in English (see `FullNameEn`). */
  authorNameEn: FullNameEn,
  /** The start of the comment, at most 200 characters. */
  excerpt: z.string(),
  date: z.string(),
})
export type CommentNotification = z.infer<typeof CommentNotification>

/** The payload of an `ntf` socket event about a new follower. The web app links it to their profile. */
export const FollowerNotification = z.object({
  kind: z.literal(NotificationKind.NewFollower),
  /** The follower, `202:{id}`. */
  rAuthor: z.string(),
  authorName: z.string().nullable(),
  /** The follower's name in English (see `FullNameEn`). */
  authorNameEn: FullNameEn,
  date: z.string(),
})
export type FollowerNotification = z.infer<typeof FollowerNotification>

/** The payload of an `ntf` socket event about a new publication of a followed author; it links to its page. */
export const PublicationNotification = z.object({
  kind: z.literal(NotificationKind.NewPublication),
  /** The published item (its id, as `GET /publication/{id}` takes it). */
  publicationId: z.guid(),
  title: z.string(),
  /** The web route of its public page. */
  link: z.string(),
  /** The author who published it, `202:{id}`. */
  rAuthor: z.string(),
  authorName: z.string().nullable(),
  /** The author's name in English (see `FullNameEn`). */
  authorNameEn: FullNameEn,
  date: z.string(),
})
export type PublicationNotification = z.infer<typeof PublicationNotification>

/** The payload of an `ntf` socket event: a new item matches a saved search; it links to the item. */
export const SavedSearchNotification = z.object({
  kind: z.literal(NotificationKind.SavedSearchMatch),
  savedSearchId: z.guid(),
  /** The saved search's name, or its words when it has none. */
  searchName: z.string(),
  publicationId: z.guid(),
  title: z.string(),
  /** The web route of the item's public page. */
  link: z.string(),
  date: z.string(),
})
export type SavedSearchNotification = z.infer<typeof SavedSearchNotification>

/**
 * The payload of an `ntf` socket event about an event the user attends (issue 18): its reminder a
 * day before, its cancellation, or a move up from the waiting list. It links to the event's page.
 */
export const EventNotification = z.object({
  kind: z.enum([
    NotificationKind.EventReminder,
    NotificationKind.EventCancelled,
    NotificationKind.EventPromoted,
  ]),
  eventId: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  /** The zone it is held in (IANA), for its local time. */
  timeZone: z.string(),
  /** The web route of its page. */
  link: z.string(),
  date: z.string(),
})
export type EventNotification = z.infer<typeof EventNotification>
