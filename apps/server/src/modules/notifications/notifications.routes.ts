import { CommentStatusBody, ErrorBody, text } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../platform/auth-guard'
import type { NotificationsService } from './notifications.service'

const tags = ['notifications']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
/** `{uref}` is a reference such as `302:5`; the service checks which. */
const ObjectParams = z.object({ uref: text().min(1).max(64) })

/** SPEC 7 "Posts and comments": the reader's comment-notification switch of a post. */
export const notificationRoutes =
  (notifications: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/core/notification/r_object/:uref/comment_status',
      {
        schema: {
          tags,
          params: ObjectParams,
          body: CommentStatusBody,
          response: { 200: z.boolean(), ...errors },
        },
      },
      async (req) => notifications.setCommentStatus(currentUser(req).id, req.params.uref, req.body.value),
    )
  }
