import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

/** The header a request's id comes in by (from a proxy that set one) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * An incoming id is kept only when it is a short plain token (a UUID, a proxy's hex id): it is
 * written into every log line of the request and echoed in a header, so anything that could forge a
 * log line or a header (newlines, quotes, control characters) or bloat them is replaced.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** The id of a request (issue 19): the incoming one when sane, otherwise a new UUID. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** Fastify's `genReqId`: the id its logger writes with every line of the request. */
export const genReqId = (req: IncomingMessage): string => requestIdOf(req.headers[REQUEST_ID_HEADER])

/**
 * Every answer names its request's id, so a user's report (or a proxy's log) leads to the server's
 * log lines of it; error answers carry it in their body too (error-handler.ts).
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id)
  })
}
