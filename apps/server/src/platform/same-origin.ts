import { GeneralErrorCode } from '@nauka/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError, ForbiddenError } from './errors'

/** The request headers that tell where a browser request comes from. */
export interface OriginHeaders {
  origin?: string | string[]
  'sec-fetch-site'?: string | string[]
  authorization?: string | string[]
  host?: string | string[]
}

/**
 * `lenient`: a request with neither `Sec-Fetch-Site` nor `Origin` is not from a browser (curl, the
 * tests, a server) and passes. `strict`: the request must prove it is ours, because a browser sends
 * neither header on a top-level GET navigation (the GET sign-out).
 */
export type OriginProof = 'lenient' | 'strict'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `strict`: this route (even a GET) answers only requests that prove they come from our origin. */
    sameOrigin?: 'strict'
    /** Takes files: the only routes a multipart body may reach (every other one answers 415). */
    multipart?: boolean
  }
  interface FastifyInstance {
    /** Whether a request (or a socket handshake) comes from our own origin; see `isSameOrigin`. */
    isSameOrigin(headers: OriginHeaders, proof?: OriginProof): boolean
  }
}

const single = (value: string | string[] | undefined): string | undefined =>
  // A header sent twice is not something a browser does: it never matches.
  Array.isArray(value) ? value.join(',') : value

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/**
 * Whether a request may act with the browser's session cookie, after Go's
 * `http.CrossOriginProtection` and OWASP's CSRF advice:
 * - `Authorization: Bearer` passes: a browser attaches it cross-origin only after a CORS preflight,
 *   which this server never grants (the mobile web view signs in this way);
 * - `Sec-Fetch-Site` (every current browser, on trustworthy origins) decides when present:
 *   `same-origin`, or `none` (typed by the user, a bookmark), passes; `same-site` (another port of the
 *   same host) and `cross-site` fail;
 * - otherwise `Origin` must be the public origin (PUBLIC_URL), or name the host the request was sent
 *   to (a browser sets both; a plain-http address such as a LAN IP gets no `Sec-Fetch-Site`);
 * - with neither header the request is not from a browser: it passes unless `strict`.
 */
export function isSameOrigin(
  headers: OriginHeaders,
  publicOrigin: string,
  proof: OriginProof = 'lenient',
): boolean {
  if (single(headers.authorization)?.startsWith('Bearer ')) return true
  const site = single(headers['sec-fetch-site'])
  if (site !== undefined) return site === 'same-origin' || site === 'none'
  const origin = single(headers.origin)
  if (origin !== undefined) {
    if (origin === publicOrigin) return true
    const host = single(headers.host)
    return host !== undefined && hostOf(origin) === host.toLowerCase()
  }
  return proof === 'lenient'
}

/** The methods that must not change anything (RFC 9110 safe methods); every other one is checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const isMultipart = (req: FastifyRequest): boolean =>
  /^multipart\//i.test(req.headers['content-type']?.trimStart() ?? '')

/**
 * Refuses cross-site writes done with the session cookie (CSRF): every unsafe method on every route,
 * and GET routes marked `config: { sameOrigin: 'strict' }`, answer 403 unless `isSameOrigin`.
 * Bodies come only as JSON, or as multipart on the upload routes (`config: { multipart: true }`):
 * the forms a foreign page can send without a preflight (text/plain, urlencoded, multipart) are
 * refused with 415 everywhere else, even from our own origin.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin
  app.decorate('isSameOrigin', (headers: OriginHeaders, proof?: OriginProof) =>
    isSameOrigin(headers, publicOrigin, proof),
  )
  // Fastify parses text/plain by default; no route of ours takes it, and a form can send it.
  app.removeContentTypeParser('text/plain')
  app.addHook('onRequest', async (req) => {
    const strict = req.routeOptions.config.sameOrigin === 'strict'
    if (SAFE_METHODS.has(req.method) && !strict) return
    if (!isSameOrigin(req.headers, publicOrigin, strict ? 'strict' : 'lenient'))
      throw new ForbiddenError('request.crossSite')
    if (isMultipart(req) && req.routeOptions.config.multipart !== true)
      throw new AppError(GeneralErrorCode.UnsupportedMediaType)
  })
}
