import { API, FILES_FIELD, GeneralErrorCode } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { AppError } from '../../platform/errors'
import { mount } from '../../platform/mount'
import { registerMultipart } from '../../platform/multipart'
import { contentDisposition } from './files.names'
import { parseRange } from './files.range'
import type { FilesService } from './files.service'

/** Uploaded content is never run by the browser: no scripts, no plugins, no same-origin access. */
const DOWNLOAD_CSP = "default-src 'none'; sandbox"

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

    // The answer is the stored bytes, streamed (never read whole into memory).
    mount(app, API.files.download, async (req, reply) => {
      const served = await files.read(currentUser(req), req.params.id)
      const { file, size } = served
      const etag = `"${file.sha256}"`
      reply
        .header('content-type', file.mime)
        .header('content-disposition', contentDisposition(file.name, file.mime))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .header('cache-control', 'private, no-cache')
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
      if (req.headers['if-none-match'] === etag) return reply.code(304).send()
      const ifRange = req.headers['if-range']
      const range = ifRange && ifRange !== etag ? 'full' : parseRange(req.headers.range, size)
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send()
      // Fastify pipes the stream with backpressure and destroys it (closing the file) if the
      // client hangs up; a stream gets no content-length of its own, so it is set here.
      if (range === 'full') return reply.header('content-length', size).send(await served.open())
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(await served.open(range))
    })

    mount(app, API.files.remove, async (req, reply) => {
      await files.remove(currentUser(req), req.params.id)
      return reply.code(204).send(null)
    })
  }
