import { UserSearchList, UserSearchQuery, UsersStatusAnswer, UsersStatusBody } from '../chat'
import { CHAT_BASE } from './paths'
import { errors, route } from './route'

const tags = ['chat']
const refusals = errors(400, 401, 404)

/** SPEC 5, 7 "Chat": people to write to, and whether they are online. */
export const chatUserRoutes = {
  /** People by name or nickname, never the reader; with `dialogId`, not the dialog's members either. */
  search: route({
    method: 'GET',
    path: `${CHAT_BASE}/users/search`,
    tags,
    query: UserSearchQuery,
    responses: { 200: UserSearchList, ...refusals },
  }),
  statuses: route({
    method: 'POST',
    path: `${CHAT_BASE}/users/status`,
    tags,
    body: UsersStatusBody,
    responses: { 200: UsersStatusAnswer, ...refusals },
  }),
} as const
