import {
  ChatMessage,
  DialogIdParams,
  ErrorBody,
  MessageIdParams,
  MessageList,
  MessageSearchQuery,
  MessagesQuery,
  MessageUpdate,
  ReadMarks,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import type { MessagesService } from './messages.service'

const tags = ['chat']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const BASE = '/api/chat/v1'

/**
 * SPEC 7 "Chat": messages of a dialog. Sending goes over the socket (`message` with an
 * acknowledgement); these read, search, edit, delete and mark. Non-members get 404 everywhere.
 */
export const messageRoutes =
  (messages: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BASE}/dialogs/:id`,
      {
        schema: {
          tags,
          params: DialogIdParams,
          querystring: MessagesQuery,
          response: { 200: MessageList, ...errors },
        },
      },
      async (req) => messages.list(currentUser(req).id, req.params.id, req.query),
    )
    app.get(
      `${BASE}/dialogs/search-messages/:id`,
      {
        schema: {
          tags,
          params: DialogIdParams,
          querystring: MessageSearchQuery,
          response: { 200: MessageList, ...errors },
        },
      },
      async (req) => messages.search(currentUser(req).id, req.params.id, req.query.searchField, req.query),
    )
    app.patch(
      `${BASE}/messages/update`,
      { schema: { tags, body: MessageUpdate, response: { 200: ChatMessage, ...errors } } },
      async (req) => messages.update(currentUser(req).id, requestLocale(req), req.body),
    )
    app.delete(
      `${BASE}/messages/:id`,
      { schema: { tags, params: MessageIdParams, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await messages.remove(currentUser(req).id, req.params.id)
        return reply.code(204).send(null)
      },
    )
    app.patch(
      `${BASE}/messages/read`,
      { schema: { tags, body: ReadMarks, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await messages.markRead(currentUser(req).id, req.body)
        return reply.code(204).send(null)
      },
    )
  }
