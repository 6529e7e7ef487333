import {
  ErrorBody,
  UserSearchList,
  UserSearchQuery,
  UsersStatusAnswer,
  UsersStatusBody,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { CHAT_BASE } from './dialogs.routes'
import type { ChatUsersService } from './users.service'

const tags = ['chat']
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }

/** SPEC 7 "Chat": `GET /users/search`, `POST /users/status`. */
export const chatUserRoutes =
  (users: ChatUsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${CHAT_BASE}/users/search`,
      { schema: { tags, querystring: UserSearchQuery, response: { 200: UserSearchList, ...errors } } },
      async (req) => users.search(currentUser(req).id, req.query),
    )
    app.post(
      `${CHAT_BASE}/users/status`,
      { schema: { tags, body: UsersStatusBody, response: { 200: UsersStatusAnswer, ...errors } } },
      async (req) => users.statuses(currentUser(req).id, req.body.users),
    )
  }
