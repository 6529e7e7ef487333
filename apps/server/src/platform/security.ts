import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * The SPA needs inline styles (emotion), blob/data images, and sockets to its own origin; of inline
 * scripts only those the web app's shell holds, each allowed by its hash.
 */
const securityOptions = (scriptHashes: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Local development and self-hosting often run on plain http; HSTS belongs to the TLS proxy.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
})

/** A script element without `src`; one whose type is neither JavaScript nor a module is data, never run. */
const INLINE_SCRIPT = /<script((?:\s+(?!src\b)[\w-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g
const DATA_TYPE = /\btype="(?!module"|text\/javascript")/

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in a page: the web app's index.html starts
 * with one (apps/web/src/boot/boot.js). The hash is of the element's text exactly as sent.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !DATA_TYPE.test(attributes))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
}

/** The headers helmet sets for `options`, in its order: they depend on nothing of the request. */
export function helmetHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers: [string, string][] = []
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined)
  return headers
}

/**
 * Security headers on every answer. Computed once: @fastify/helmet rebuilt helmet and parsed the
 * policy again for each request (about 25 µs of a ~1 ms answer, issue 20). Set on the raw response,
 * as helmet did, so answers written past Fastify (tus uploads) carry them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = []): void {
  const headers = helmetHeaders(securityOptions(scriptHashes))
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
    done()
  })
}
