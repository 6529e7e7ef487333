import {
  ChatMessage,
  DialogIdParams,
  MessageIdParams,
  MessageList,
  MessageSearchQuery,
  MessagesQuery,
  MessageUpdate,
  ReadMarks,
} from '../chat'
import { CHAT_BASE } from './paths'
import { errors, route } from './route'

const tags = ['chat']
const refusals = errors(400, 401, 403, 404, 409)

/**
 * SPEC 7 "Chat": messages of a dialog. Sending goes over the socket (`message` with an
 * acknowledgement); these read, search, edit, delete and mark. Non-members get 404 everywhere.
 */
export const messageRoutes = {
  /** The page of messages older than `lastMessageId`, newest first. */
  list: route({
    method: 'GET',
    path: `${CHAT_BASE}/dialogs/:id`,
    tags,
    params: DialogIdParams,
    query: MessagesQuery,
    responses: { 200: MessageList, ...refusals },
  }),
  /** Messages of the dialog holding the text. */
  search: route({
    method: 'GET',
    path: `${CHAT_BASE}/dialogs/search-messages/:id`,
    tags,
    params: DialogIdParams,
    query: MessageSearchQuery,
    responses: { 200: MessageList, ...refusals },
  }),
  /** The author edits their message. */
  update: route({
    method: 'PATCH',
    path: `${CHAT_BASE}/messages/update`,
    tags,
    body: MessageUpdate,
    responses: { 200: ChatMessage, ...refusals },
  }),
  /** The author deletes their message. */
  remove: route({
    method: 'DELETE',
    path: `${CHAT_BASE}/messages/:id`,
    tags,
    params: MessageIdParams,
    responses: { 204: null, ...refusals },
  }),
  /** Read marks only move forward, for the selected dialog. */
  markRead: route({
    method: 'PATCH',
    path: `${CHAT_BASE}/messages/read`,
    tags,
    body: ReadMarks,
    responses: { 204: null, ...refusals },
  }),
} as const
