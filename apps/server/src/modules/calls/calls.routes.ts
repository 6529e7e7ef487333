import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { mount } from '../../platform/mount'
import type { CallsService } from './calls.service'

/**
 * SPEC 7 and the reference calls API over HTTP; starting, answering and leaving go over the socket
 * (calls.socket.ts). Members of the dialog only: others get the chat's 404.
 */
export const callsRoutes =
  (calls: CallsService): FastifyPluginAsyncZod =>
  async (app) => {
    const routes = API.calls
    mount(app, routes.invite, async (req) =>
      calls.invite(currentUser(req).id, req.params.dialogId, req.body.users),
    )
    mount(app, routes.ofDialog, async (req) => calls.ofDialog(currentUser(req).id, req.params.dialogId))
    mount(
      app,
      routes.participants,
      async (req) => (await calls.ofDialog(currentUser(req).id, req.params.dialogId)).participants,
    )
    mount(app, routes.stop, async (req) => calls.stop(currentUser(req).id, req.params.dialogId))
    mount(app, routes.decline, async (req) => calls.decline(currentUser(req).id, req.params.dialogId))
    mount(app, routes.state, async (req) =>
      calls.setState(currentUser(req).id, req.params.dialogId, req.body),
    )
    mount(app, routes.status, async (req) =>
      calls.setStatus(currentUser(req).id, req.params.dialogId, req.body),
    )
    mount(app, routes.permits, async (req) =>
      calls.setPermits(currentUser(req).id, req.params.dialogId, req.body),
    )
    mount(app, routes.iceServers, async (req) => calls.iceServers(currentUser(req).id))
  }
