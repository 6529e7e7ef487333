// What a notification is about, without the zod schemas of its payloads: the web app's shell
// reads these values on every page, and the schemas would bring zod to it.

export const NotificationKind = {
  /** Someone commented on your post. */
  PostComment: 'postComment',
  /** Someone replied to your comment. */
  CommentReply: 'commentReply',
  /** A new message in one of your chats (the `notify` flag of the chat `message` event). */
  ChatMessage: 'chatMessage',
  /** Someone started following you. */
  NewFollower: 'newFollower',
  /** Someone you follow published an item you may read (issue 14). */
  NewPublication: 'newPublication',
  /** A newly published item matches a search you saved with "notify me" (issue 15). */
  SavedSearchMatch: 'savedSearchMatch',
  /** An event you attend starts within a day (issue 18). */
  EventReminder: 'eventReminder',
  /** An event you attend or wait for was cancelled. */
  EventCancelled: 'eventCancelled',
  /** A place freed at an event: you moved up from its waiting list and now attend. */
  EventPromoted: 'eventPromoted',
} as const
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind]
