import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { mount } from '../../platform/mount'
import { sendFile } from './files.send'
import type { FilesService } from './files.service'
import { registerUploads, uploadRequestOf } from './files.upload-request'

/** Upload (multipart, SPEC 5 limits), download (ranges, safe headers) and delete of attachments. */
export const filesRoutes =
  (files: FilesService): FastifyPluginAsyncZod =>
  async (app) => {
    await registerUploads(app, files)

    mount(app, API.files.upload, async (req, reply) =>
      reply.code(201).send(await files.upload(currentUser(req), uploadRequestOf(req))),
    )

    // Public: a visitor reads the files of open publications; `read` refuses every other file.
    mount(app, API.files.download, async (req, reply) =>
      sendFile(req, reply, await files.read(req.user, req.params.id)),
    )

    mount(app, API.files.remove, async (req, reply) => {
      await files.remove(currentUser(req), req.params.id)
      return reply.code(204).send(null)
    })
  }
