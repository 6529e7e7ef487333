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
  ErrorBody,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import type { DialogsService } from './dialogs.service'

/** SPEC 7 "Chat": the chat API's base path. */
export const CHAT_BASE = '/api/chat/v1'
const D = `${CHAT_BASE}/dialogs`
const tags = ['chat']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
const idAction = { tags, params: DialogIdParams, response: { 200: DialogActionAnswer, ...errors } }
const done = (dialog: number) => ({ dialog })

/** SPEC 7 "Chat": dialogs, their members' flags and the group admins' actions. */
export const dialogRoutes =
  (dialogs: DialogsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      D,
      { schema: { tags, querystring: DialogListQuery, response: { 200: DialogList, ...errors } } },
      async (req) => dialogs.list(currentUser(req).id, req.query),
    )
    app.get(
      `${D}/info/:id`,
      {
        schema: {
          tags,
          params: DialogIdParams,
          querystring: DialogInfoQuery,
          response: { 200: Dialog, ...errors },
        },
      },
      async (req) => dialogs.info(currentUser(req).id, req.params.id),
    )
    app.post(
      `${D}/create`,
      { schema: { tags, body: DialogCreate, response: { 200: DialogCreated, ...errors } } },
      async (req) => dialogs.create(currentUser(req).id, req.body, requestLocale(req)),
    )
    const flag = (path: string, run: (userId: number, id: number) => Promise<void>) =>
      app.post(`${D}/${path}/:id`, { schema: idAction }, async (req) => {
        await run(currentUser(req).id, req.params.id)
        return done(req.params.id)
      })
    flag('pin', (user, id) => dialogs.setPinned(user, id, true))
    flag('unpin', (user, id) => dialogs.setPinned(user, id, false))
    flag('enable-notifications', (user, id) => dialogs.setNotificationsDisabled(user, id, false))
    flag('disable-notifications', (user, id) => dialogs.setNotificationsDisabled(user, id, true))
    flag('block', (user, id) => dialogs.setBlocked(user, id, true))
    flag('unblock', (user, id) => dialogs.setBlocked(user, id, false))
    app.delete(`${D}/:id`, { schema: idAction }, async (req) => {
      await dialogs.hide(currentUser(req).id, req.params.id)
      return done(req.params.id)
    })
    app.delete(`${D}/clear/:id`, { schema: idAction }, async (req) => {
      await dialogs.clear(currentUser(req).id, req.params.id)
      return done(req.params.id)
    })
    app.delete(`${D}/chat/:id`, { schema: idAction }, async (req) => {
      await dialogs.roles.deleteGroup(currentUser(req).id, req.params.id)
      return done(req.params.id)
    })
    app.patch(`${D}/leave/:id`, { schema: idAction }, async (req) => {
      await dialogs.roles.leave(currentUser(req).id, req.params.id)
      return done(req.params.id)
    })
    app.patch(`${D}/:id`, { schema: { ...idAction, body: DialogUpdate } }, async (req) => {
      await dialogs.groups.update(currentUser(req).id, req.params.id, req.body, requestLocale(req))
      return done(req.params.id)
    })
    app.post(
      `${D}/invite`,
      { schema: { tags, body: DialogInvite, response: { 200: DialogActionAnswer, ...errors } } },
      async (req) => {
        await dialogs.groups.invite(currentUser(req).id, req.body.dialogId, req.body.user)
        return done(req.body.dialogId)
      },
    )
    app.delete(
      `${D}/chat/:chatId/member/:memberId`,
      { schema: { tags, params: DialogMemberParams, response: { 200: DialogActionAnswer, ...errors } } },
      async (req) => {
        await dialogs.roles.removeMember(currentUser(req).id, req.params.chatId, req.params.memberId)
        return done(req.params.chatId)
      },
    )
    app.post(`${D}/make-admin/:id`, { schema: { ...idAction, body: DialogAdminBody } }, async (req) => {
      await dialogs.roles.setAdmin(currentUser(req).id, req.params.id, req.body.userId, true)
      return done(req.params.id)
    })
    app.patch(`${D}/remove-admin/:id`, { schema: { ...idAction, body: DialogAdminBody } }, async (req) => {
      await dialogs.roles.setAdmin(currentUser(req).id, req.params.id, req.body.userId, false)
      return done(req.params.id)
    })
  }
