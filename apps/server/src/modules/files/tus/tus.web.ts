import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** The content type of the bytes a tus request carries (tus 1.0, PATCH and creation-with-upload). */
export const TUS_BYTES = 'application/offset+octet-stream'

/** The tus protocol's methods; a GET route answers its HEAD (tus.routes.ts). */
export type TusMethod = 'POST' | 'HEAD' | 'PATCH' | 'DELETE'

/** Headers of one connection, not of the request; a `Request` refuses some of them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect'])

const carriesBytes = (req: FastifyRequest) =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === TUS_BYTES

/**
 * The request as `@tus/server` takes it (a web `Request`), under `method`. Its bytes are the raw
 * request, streamed: the routes' content-type parser leaves them unread, and tus reads them with
 * backpressure, so a 2 GB upload is never held in memory.
 */
export function toWebRequest(req: FastifyRequest, method: TusMethod): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const url = new URL(req.url, 'http://tus.local')
  url.search = ''
  if ((method === 'PATCH' || method === 'POST') && carriesBytes(req))
    return new Request(url, {
      method,
      headers,
      body: Readable.toWeb(req.raw) as ReadableStream,
      duplex: 'half',
    })
  return new Request(url, { method, headers })
}

/** Sends tus's answer through Fastify, so our hooks (security headers) still see it. */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status)
  response.headers.forEach((value, name) => {
    // Same origin only: no CORS headers; Fastify counts the body itself.
    if (name.startsWith('access-control-') || name === 'content-length') return
    reply.header(name, value)
  })
  const body = await response.text()
  return reply.send(body === '' ? undefined : body)
}
