import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { mount } from '../../platform/mount'
import type { ChatUsersService } from './users.service'

/** SPEC 5, 7 "Chat": people to write to, and whether they are online. */
export const chatUserRoutes =
  (users: ChatUsersService): FastifyPluginAsyncZod =>
  async (app) => {
    const routes = API.chatUsers
    mount(app, routes.search, async (req) => users.search(currentUser(req).id, req.query))
    mount(app, routes.statuses, async (req) => users.statuses(currentUser(req).id, req.body.users))
  }
