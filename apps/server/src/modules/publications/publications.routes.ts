import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import { contentDisposition } from '../files/files.names'
import { DOWNLOAD_CSP, sendFile } from '../files/files.send'
import type { PublicationsService } from './publications.service'

/** Published items (public routes: each answers per the item's access level, see the service). */
export const publicationsRoutes =
  (publications: PublicationsService): FastifyPluginAsyncZod =>
  async (app) => {
    mount(app, API.publications.read, async (req) => publications.read(req.user, req.params.id))

    mount(app, API.publications.content, async (req, reply) =>
      sendFile(req, reply, await publications.content(req.user, req.params.id)),
    )

    mount(app, API.publications.cover, async (req, reply) => {
      const cover = await publications.cover(req.user, req.params.id)
      reply
        .header('content-type', cover.contentType)
        .header('x-content-type-options', 'nosniff')
        // An author's image may be an SVG: opened on its own, it runs nothing.
        .header('content-security-policy', DOWNLOAD_CSP)
        .header('cache-control', cover.cacheControl)
        .header('etag', cover.etag)
      if (req.headers['if-none-match'] === cover.etag) return reply.code(304).send()
      return reply.header('content-length', cover.size).send(await cover.open())
    })

    mount(app, API.publications.byUref, async (req) => publications.byUref(req.user, req.params.uref))

    mount(app, API.publications.cite, async (req, reply) => {
      const citation = await publications.cite(req.user, req.params.id, req.query.format, requestLocale(req))
      return (
        reply
          .header('content-type', citation.contentType)
          // A citation is text, never shown inline: the names are those of any download (RFC 6266).
          .header('content-disposition', contentDisposition(citation.fileName, citation.contentType))
          .header('x-content-type-options', 'nosniff')
          .send(citation.body)
      )
    })

    mount(app, API.publications.fetch, async (req) => publications.fetch(req.user, req.body))
  }
