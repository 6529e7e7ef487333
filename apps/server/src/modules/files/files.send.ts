import type { FastifyReply, FastifyRequest } from 'fastify'
import { contentDisposition } from './files.names'
import { parseRange } from './files.range'
import type { ServedFile } from './files.service'

/** Uploaded content is never run by the browser: no scripts, no plugins, no same-origin access. */
export const DOWNLOAD_CSP = "default-src 'none'; sandbox"

/**
 * The headers that describe the file, taken back when its bytes cannot be opened (the safe-handling
 * ones stay: stricter than an error answer needs, never looser).
 */
const FILE_HEADER_NAMES = ['content-type', 'content-disposition', 'accept-ranges', 'etag']

/** The headers of every download of stored bytes: its name, safe handling, ranges accepted. */
export function downloadHeaders(reply: FastifyReply, name: string, mime: string): FastifyReply {
  return reply
    .header('content-type', mime)
    .header('content-disposition', contentDisposition(name, mime))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', DOWNLOAD_CSP)
    .header('cache-control', 'private, no-cache')
    .header('accept-ranges', 'bytes')
}

/**
 * The bytes: all of them, the one range asked (206), or 416. Fastify pipes the stream with
 * backpressure and destroys it (closing the file) if the client hangs up; a stream gets no
 * content-length of its own, so it is set here.
 */
export async function sendBytes(
  reply: FastifyReply,
  range: ReturnType<typeof parseRange>,
  size: number,
  open: ServedFile['open'],
) {
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send()
  // Opened before the headers that describe the bytes: bytes gone from under their row answer a
  // plain 404 error, not one dressed as the file.
  const bytes = await open(range === 'full' ? undefined : range).catch((error: unknown) => {
    for (const name of FILE_HEADER_NAMES) reply.removeHeader(name)
    throw error
  })
  if (range === 'full') return reply.header('content-length', size).send(bytes)
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(bytes)
}

/**
 * Answers with a stored file: its original name (RFC 6266, UTF-8), safe headers, `ETag`
 * revalidation, and a single `Range` (206, or 416). The bytes are streamed, never read whole into
 * memory, and opened only when the answer carries them.
 */
export async function sendFile(req: FastifyRequest, reply: FastifyReply, served: ServedFile) {
  const { file, size } = served
  const etag = `"${file.sha256}"`
  downloadHeaders(reply, file.name, file.mime).header('etag', etag)
  if (req.headers['if-none-match'] === etag) return reply.code(304).send()
  const ifRange = req.headers['if-range']
  const range = ifRange && ifRange !== etag ? 'full' : parseRange(req.headers.range, size)
  return sendBytes(reply, range, size, served.open)
}
