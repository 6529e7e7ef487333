import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import type { DialogsService } from './dialogs.service'

const routes = API.dialogs
/** The routes that act on the dialog `:id` alone. */
type ActionName =
  | 'pin'
  | 'unpin'
  | 'enableNotifications'
  | 'disableNotifications'
  | 'block'
  | 'unblock'
  | 'hide'
  | 'clear'
  | 'deleteGroup'
  | 'leave'
const done = (dialog: number) => ({ dialog })

/** SPEC 7 "Chat": dialogs, their members' flags and the group admins' actions. */
export const dialogRoutes =
  (dialogs: DialogsService): FastifyPluginAsyncZod =>
  async (app) => {
    mount(app, routes.list, async (req) => dialogs.list(currentUser(req).id, req.query))
    mount(app, routes.info, async (req) => dialogs.info(currentUser(req).id, req.params.id))
    mount(app, routes.create, async (req) =>
      dialogs.create(currentUser(req).id, req.body, requestLocale(req)),
    )
    const action = (name: ActionName, run: (userId: number, id: number) => Promise<void>) =>
      mount(app, routes[name], async (req) => {
        await run(currentUser(req).id, req.params.id)
        return done(req.params.id)
      })
    action('pin', (user, id) => dialogs.setPinned(user, id, true))
    action('unpin', (user, id) => dialogs.setPinned(user, id, false))
    action('enableNotifications', (user, id) => dialogs.setNotificationsDisabled(user, id, false))
    action('disableNotifications', (user, id) => dialogs.setNotificationsDisabled(user, id, true))
    action('block', (user, id) => dialogs.setBlocked(user, id, true))
    action('unblock', (user, id) => dialogs.setBlocked(user, id, false))
    action('hide', (user, id) => dialogs.hide(user, id))
    action('clear', (user, id) => dialogs.clear(user, id))
    action('deleteGroup', (user, id) => dialogs.roles.deleteGroup(user, id))
    action('leave', (user, id) => dialogs.roles.leave(user, id))
    mount(app, routes.update, async (req) => {
      await dialogs.groups.update(currentUser(req).id, req.params.id, req.body, requestLocale(req))
      return done(req.params.id)
    })
    mount(app, routes.invite, async (req) => {
      await dialogs.groups.invite(currentUser(req).id, req.body.dialogId, req.body.user)
      return done(req.body.dialogId)
    })
    mount(app, routes.removeMember, async (req) => {
      await dialogs.roles.removeMember(currentUser(req).id, req.params.chatId, req.params.memberId)
      return done(req.params.chatId)
    })
    mount(app, routes.makeAdmin, async (req) => {
      await dialogs.roles.setAdmin(currentUser(req).id, req.params.id, req.body.userId, true)
      return done(req.params.id)
    })
    mount(app, routes.removeAdmin, async (req) => {
      await dialogs.roles.setAdmin(currentUser(req).id, req.params.id, req.body.userId, false)
      return done(req.params.id)
    })
  }
