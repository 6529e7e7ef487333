import {
  Dialog,
  DialogActionAnswer,
  DialogAdminBody,
  DialogCreate,
  DialogCreated,
  DialogIdParams,
  DialogInfoQuery,
  DialogInvite,
  DialogList,
  DialogListQuery,
  DialogMemberParams,
  DialogUpdate,
} from '../chat'
import { CHAT_BASE } from './paths'
import { errors, type HttpMethod, route } from './route'

const D = `${CHAT_BASE}/dialogs` as const
const tags = ['chat']
const refusals = errors(400, 401, 403, 404)
/** An action's answer: the dialog's id. */
const acted = { 200: DialogActionAnswer, ...refusals }

/** One action on the dialog `:id`. */
const action = <const M extends HttpMethod, const P extends string>(method: M, path: P) =>
  route({ method, path, tags, params: DialogIdParams, responses: acted })

/** SPEC 7 "Chat": dialogs, their members' flags and the group admins' actions. */
export const dialogRoutes = {
  /** A page of the reader's dialogs and their total of unread messages. */
  list: route({
    method: 'GET',
    path: D,
    tags,
    query: DialogListQuery,
    responses: { 200: DialogList, ...refusals },
  }),
  /** One dialog as the reader sees it. */
  info: route({
    method: 'GET',
    path: `${D}/info/:id`,
    tags,
    params: DialogIdParams,
    query: DialogInfoQuery,
    responses: { 200: Dialog, ...refusals },
  }),
  /** A personal chat (the existing one if any) or a group. */
  create: route({
    method: 'POST',
    path: `${D}/create`,
    tags,
    body: DialogCreate,
    responses: { 200: DialogCreated, ...refusals },
  }),
  pin: action('POST', `${D}/pin/:id`),
  unpin: action('POST', `${D}/unpin/:id`),
  enableNotifications: action('POST', `${D}/enable-notifications/:id`),
  disableNotifications: action('POST', `${D}/disable-notifications/:id`),
  block: action('POST', `${D}/block/:id`),
  unblock: action('POST', `${D}/unblock/:id`),
  /** A personal chat leaves the reader's list (their history cleared). */
  hide: action('DELETE', `${D}/:id`),
  /** The reader's history of the dialog is cleared. */
  clear: action('DELETE', `${D}/clear/:id`),
  /** A group is deleted for everyone (admins). */
  deleteGroup: action('DELETE', `${D}/chat/:id`),
  leave: action('PATCH', `${D}/leave/:id`),
  /** Group admins: name, image, members. */
  update: route({ ...action('PATCH', `${D}/:id`), body: DialogUpdate }),
  /** Group admins: adds one member. */
  invite: route({
    method: 'POST',
    path: `${D}/invite`,
    tags,
    body: DialogInvite,
    responses: acted,
  }),
  /** Group admins: removes one member. */
  removeMember: route({
    method: 'DELETE',
    path: `${D}/chat/:chatId/member/:memberId`,
    tags,
    params: DialogMemberParams,
    responses: acted,
  }),
  /** Roles (SPEC 6): an admin makes another member admin, or takes it back. */
  makeAdmin: route({ ...action('POST', `${D}/make-admin/:id`), body: DialogAdminBody }),
  removeAdmin: route({ ...action('PATCH', `${D}/remove-admin/:id`), body: DialogAdminBody }),
} as const
