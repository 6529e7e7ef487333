import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import { viewerOf } from './profile.policy'
import type { ProfileRecordsService } from './profile-records.service'

/** SPEC 7: addresses, authors, author identifiers and the organization lookup. */
export const profileRecordRoutes =
  (records: ProfileRecordsService): FastifyPluginAsyncZod =>
  async (app) => {
    const r = API.profileRecords
    mount(app, r.addAddress, async (req) => records.addAddress(viewerOf(req), req.body, requestLocale(req)))
    mount(app, r.changeAddress, async (req) =>
      records.changeAddress(viewerOf(req), req.params.id, req.body, requestLocale(req)),
    )
    mount(app, r.removeAddress, async (req, reply) => {
      await records.removeAddress(viewerOf(req), req.params.id)
      return reply.code(204).send(null)
    })

    mount(app, r.authors, async (req) => records.authorsOf(viewerOf(req), req.query.user_id))
    mount(app, r.addAuthor, async (req, reply) =>
      reply.code(201).send(await records.addAuthor(viewerOf(req), req.query.user_id, req.body)),
    )
    mount(app, r.findAuthors, async (req) => records.findAuthors(req.query))
    mount(app, r.changeAuthor, async (req) => records.changeAuthor(viewerOf(req), req.params.id, req.body))
    mount(app, r.removeAuthor, async (req, reply) => {
      await records.removeAuthor(viewerOf(req), req.params.id)
      return reply.code(204).send(null)
    })

    mount(app, r.addIdentifier, async (req, reply) =>
      reply.code(201).send(await records.addIdentifier(viewerOf(req), req.body, requestLocale(req))),
    )
    mount(app, r.changeIdentifier, async (req) =>
      records.changeIdentifier(viewerOf(req), req.params.id, req.body, requestLocale(req)),
    )
    mount(app, r.removeIdentifier, async (req, reply) => {
      await records.removeIdentifier(viewerOf(req), req.params.id)
      return reply.code(204).send(null)
    })

    mount(app, r.findOrganizations, async (req) => records.findOrganizations(req.query))
  }
