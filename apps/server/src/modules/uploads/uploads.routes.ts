import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import type { ExtractionReader } from './extraction.service'
import type { UploadItemsService } from './upload-items.service'
import type { UploadsService } from './uploads.service'

/** SPEC 7 "Uploads": the author's uploads, their items and files, and publishing them. */
export const uploadsRoutes =
  (
    uploads: UploadsService,
    items: UploadItemsService,
    extractions: ExtractionReader,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { uploads: route } = API
    mount(app, route.create, async (req, reply) =>
      reply.code(201).send(await uploads.create(currentUser(req), req.body, requestLocale(req))),
    )
    mount(app, route.read, async (req) => uploads.read(currentUser(req), req.params.id))
    mount(app, route.publish, async (req) =>
      uploads.publish(currentUser(req), req.params.id, requestLocale(req)),
    )
    mount(app, route.remove, async (req, reply) => {
      await uploads.remove(currentUser(req), req.params.id)
      return reply.code(204).send(null)
    })
    mount(app, route.find, async (req) => uploads.find(currentUser(req), req.body, requestLocale(req)))
    mount(app, route.updateItem, async (req) => items.update(currentUser(req), req.body, requestLocale(req)))
    mount(app, route.readItem, async (req) => items.read(currentUser(req), req.params.id))
    mount(app, route.addItemFiles, async (req) =>
      items.addFiles(currentUser(req), req.params.id, req.body.files, requestLocale(req)),
    )
    mount(app, route.removeItemFile, async (req) => items.removeFile(currentUser(req), req.params.id))
    mount(app, route.extractMetadata, async (req) => extractions.read(currentUser(req), req.params.file_id))
  }
