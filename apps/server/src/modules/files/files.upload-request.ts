import { FILES_FIELD, GeneralErrorCode } from '@nauka/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../../platform/errors'
import { registerMultipart } from '../../platform/multipart'
import type { FilesService, UploadRequest } from './files.service'

/**
 * Multipart bodies in a plugin whose routes take uploads (`POST /files`, a listing's images), per
 * file up to the whole budget; one part more than allowed is read, so it can be named.
 */
export const registerUploads = (app: FastifyInstance, files: Pick<FilesService, 'limits'>) =>
  registerMultipart(app, { fileSize: files.limits.maxTotalBytes, files: files.limits.maxFiles + 1 })

/** The files a multipart request carries in the field `files`; 415 for another kind of body. */
export function uploadRequestOf(req: FastifyRequest): UploadRequest {
  if (!req.isMultipart()) throw new AppError(GeneralErrorCode.UnsupportedMediaType)
  const declared = Number(req.headers['content-length'])
  return {
    field: FILES_FIELD,
    declaredBytes: Number.isFinite(declared) ? declared : null,
    parts: req.files(),
  }
}
