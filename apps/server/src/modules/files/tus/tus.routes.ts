import { API } from '@nauka/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../../platform/auth-guard'
import { mount } from '../../../platform/mount'
import type { TusCall, TusService } from './tus.service'
import { sendWebResponse, TUS_BYTES, type TusMethod, toWebRequest } from './tus.web'

/** The tus protocol's four calls (route table `API.tus`); tus.service.ts holds the rules. */
export const tusRoutes =
  (tus: TusService): FastifyPluginAsyncZod =>
  async (app) => {
    // The bytes stay unread here, in the raw request, for tus to stream into the store.
    app.addContentTypeParser(TUS_BYTES, (_req, _payload, done) => done(null))

    const forward = async (req: FastifyRequest, reply: FastifyReply, method: TusMethod, call: TusCall) =>
      sendWebResponse(reply, await tus.handle(currentUser(req), call, toWebRequest(req, method)))
    const upload = (id: string): TusCall => ({ kind: 'upload', id })

    mount(app, API.tus.create, (req, reply) => forward(req, reply, 'POST', { kind: 'create' }))
    // Fastify answers HEAD through this GET route, which is how tus asks for an upload's offset.
    mount(app, API.tus.status, (req, reply) => forward(req, reply, 'HEAD', upload(req.params.id)))
    mount(app, API.tus.append, (req, reply) => forward(req, reply, 'PATCH', upload(req.params.id)))
    mount(app, API.tus.cancel, (req, reply) => forward(req, reply, 'DELETE', upload(req.params.id)))
  }
