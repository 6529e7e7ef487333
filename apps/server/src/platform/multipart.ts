import fastifyMultipart from '@fastify/multipart'
import { GeneralErrorCode } from '@nauka/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError, BadRequestError } from './errors'

/** Message keys for the ways a single-file upload goes wrong. */
export interface UploadMessages {
  notMultipart: string
  missing: string
  tooLarge: string
}

/**
 * Enables multipart bodies in one plugin context (the routes that take files), with limits that
 * hold while streaming: a larger file is cut off, never buffered whole.
 */
export async function registerMultipart(app: FastifyInstance, limits: { fileSize: number; files: number }) {
  await app.register(fastifyMultipart, {
    limits: { ...limits, fields: 10, fieldSize: 1024, parts: limits.files + 10, headerPairs: 100 },
  })
}

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT'])

/** Reads the one file of a multipart request from `field`, refusing a larger one with 413. */
export async function readSingleFile(
  req: FastifyRequest,
  options: { field: string; maxBytes: number; messages: UploadMessages },
): Promise<Buffer> {
  const { messages } = options
  if (!req.isMultipart())
    throw new AppError(GeneralErrorCode.UnsupportedMediaType, { messageKey: messages.notMultipart })
  try {
    const part = await req.file({ limits: { fileSize: options.maxBytes, files: 1 } })
    if (!part || part.fieldname !== options.field) throw new BadRequestError(messages.missing)
    const data = await part.toBuffer()
    if (data.length === 0) throw new BadRequestError(messages.missing)
    return data
  } catch (err) {
    if (err instanceof AppError) throw err
    const code = (err as { code?: string }).code
    if (code && TOO_LARGE.has(code))
      throw new AppError(GeneralErrorCode.PayloadTooLarge, { messageKey: messages.tooLarge })
    throw new BadRequestError(messages.missing)
  }
}
