import { API, FILES_FIELD, GeneralErrorCode } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { AppError } from '../../platform/errors'
import { mount } from '../../platform/mount'
import { registerMultipart } from '../../platform/multipart'
import { sendFile } from './files.send'
import type { FilesService } from './files.service'

/** Upload (multipart, SPEC 5 limits), download (ranges, safe headers) and delete of attachments. */
export const filesRoutes =
  (files: FilesService): FastifyPluginAsyncZod =>
  async (app) => {
    // Per file up to the whole budget; one part more than allowed is read, so it can be named.
    await registerMultipart(app, { fileSize: files.limits.maxTotalBytes, files: files.limits.maxFiles + 1 })

    mount(app, API.files.upload, async (req, reply) => {
      const viewer = currentUser(req)
      if (!req.isMultipart()) throw new AppError(GeneralErrorCode.UnsupportedMediaType)
      const declared = Number(req.headers['content-length'])
      const answer = await files.upload(viewer, {
        field: FILES_FIELD,
        declaredBytes: Number.isFinite(declared) ? declared : null,
        parts: req.files(),
      })
      return reply.code(201).send(answer)
    })

    // Public: a visitor reads the files of open publications; `read` refuses every other file.
    mount(app, API.files.download, async (req, reply) =>
      sendFile(req, reply, await files.read(req.user, req.params.id)),
    )

    mount(app, API.files.remove, async (req, reply) => {
      await files.remove(currentUser(req), req.params.id)
      return reply.code(204).send(null)
    })
  }
