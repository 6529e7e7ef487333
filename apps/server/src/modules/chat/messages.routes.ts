import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import type { MessagesService } from './messages.service'

/**
 * SPEC 7 "Chat": messages of a dialog. Sending goes over the socket (`message` with an
 * acknowledgement); these read, search, edit, delete and mark. Non-members get 404 everywhere.
 */
export const messageRoutes =
  (messages: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    const routes = API.messages
    mount(app, routes.list, async (req) => messages.list(currentUser(req).id, req.params.id, req.query))
    mount(app, routes.search, async (req) =>
      messages.search(currentUser(req).id, req.params.id, req.query.searchField, req.query),
    )
    mount(app, routes.update, async (req) =>
      messages.update(currentUser(req).id, requestLocale(req), req.body),
    )
    mount(app, routes.remove, async (req, reply) => {
      await messages.remove(currentUser(req).id, req.params.id)
      return reply.code(204).send(null)
    })
    mount(app, routes.markRead, async (req, reply) => {
      await messages.markRead(currentUser(req).id, req.body)
      return reply.code(204).send(null)
    })
  }
