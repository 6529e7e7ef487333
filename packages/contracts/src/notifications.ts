import { z } from 'zod'

/** SPEC 7: `PUT /notification/r_object/{uref}/comment_status` with `{value}`; answers the new value. */
export const CommentStatusBody = z.object({ value: z.boolean() })
export type CommentStatusBody = z.infer<typeof CommentStatusBody>

export const NotificationKind = {
  /** Someone commented on your post. */
  PostComment: 'postComment',
  /** Someone replied to your comment. */
  CommentReply: 'commentReply',
} as const
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind]

/** The payload of an `ntf` socket event. The web app shows it as a toast linking to the post. */
export const CommentNotification = z.object({
  kind: z.enum([NotificationKind.PostComment, NotificationKind.CommentReply]),
  postId: z.number().int(),
  postTitle: z.string(),
  commentId: z.number().int(),
  rAuthor: z.string(),
  authorName: z.string().nullable(),
  /** The start of the comment, at most 200 characters. */
  excerpt: z.string(),
  date: z.string(),
})
export type CommentNotification = z.infer<typeof CommentNotification>
