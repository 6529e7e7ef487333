import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { mount } from '../../platform/mount'
import { sendFile } from '../files/files.send'
import type { PublicationsService } from './publications.service'

/** Published items (public routes: each answers per the item's access level, see the service). */
export const publicationsRoutes =
  (publications: PublicationsService): FastifyPluginAsyncZod =>
  async (app) => {
    mount(app, API.publications.read, async (req) => publications.read(req.user, req.params.id))

    mount(app, API.publications.content, async (req, reply) =>
      sendFile(req, reply, await publications.content(req.user, req.params.id)),
    )

    mount(app, API.publications.byUref, async (req) => publications.byUref(req.user, req.params.uref))

    mount(app, API.publications.fetch, async (req) => publications.fetch(req.user, req.body))
  }
