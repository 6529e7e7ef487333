import { z } from 'zod'
import { CommentStatusBody, NotificationObjectParams } from '../notifications'
import { errors, route } from './route'

const tags = ['notifications']

/** SPEC 7 "Posts and comments": the reader's comment-notification switch of a post. */
export const notificationsRoutes = {
  /** Whether the reader is told about new comments on an object; answers the new value. */
  commentStatus: route({
    method: 'PUT',
    path: '/api/core/notification/r_object/:uref/comment_status',
    tags,
    params: NotificationObjectParams,
    body: CommentStatusBody,
    responses: { 200: z.boolean(), ...errors(400, 401, 403, 404) },
  }),
} as const
