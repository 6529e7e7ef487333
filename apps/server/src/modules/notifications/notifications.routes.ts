import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { mount } from '../../platform/mount'
import type { NotificationsService } from './notifications.service'

/** SPEC 7 "Posts and comments": the reader's comment-notification switch of a post. */
export const notificationRoutes =
  (notifications: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    mount(app, API.notifications.commentStatus, async (req) =>
      notifications.setCommentStatus(currentUser(req).id, req.params.uref, req.body.value),
    )
  }
