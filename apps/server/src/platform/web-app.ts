import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static'
import { AuthErrorCode, ERROR_CATALOGUE, GeneralErrorCode } from '@nauka/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { markScopePublic } from './auth-guard'
import { errorBody } from './error-handler'

const decodeOrKeep = (path: string) => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Whether a path that matched no route was meant for the API, read as leniently as any router or
 * proxy might read it (percent-decoded, slashes collapsed, any case), so a variant of an API path
 * gets the API's answer rather than the web app's page.
 */
export function looksLikeApiPath(url: string): boolean {
  const path = decodeOrKeep(url.split('?')[0] ?? '/')
    .replaceAll('\\', '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
  return path === '/api' || path.startsWith('/api/')
}

/**
 * How the built files are sent: the `.br` or `.gz` the web build wrote beside each file, as the
 * request's Accept-Encoding allows (`Vary: Accept-Encoding` on every answer, the plain file when
 * nothing fits); ranges and HEAD as for any file. Vite fingerprints everything under assets/, so
 * those never change and are kept a year; the shell and the service worker must revalidate.
 */
const staticOptions = (distDir: string): FastifyStaticOptions => {
  const assets = join(distDir, 'assets') + sep
  return {
    root: distDir,
    preCompressed: true,
    // setHeaders decides, not send's default `max-age=0`.
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.startsWith(assets)
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  }
}

export interface WebAppOptions {
  /**
   * The HTML of a page whose head the server writes itself (the public page of an open publication,
   * for crawlers that run no JavaScript), made from the shell; null sends the shell as it is.
   */
  renderPage?: (url: string, shell: string) => Promise<string | null>
}

/** Whether the client's copy (If-None-Match) is the page it would get (RFC 9110 13.1.2, weak comparison). */
const isFresh = (req: FastifyRequest, etag: string): boolean =>
  (req.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')

/**
 * A page made for its URL: revalidated on every load like the shell (an ETag of its bytes, so an
 * unchanged page costs a 304), never stored as the shell of other URLs. Sent uncompressed: it is
 * a few kilobytes, made per request.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, html: string) {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`
  reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', etag)
  if (isFresh(req, etag)) return reply.code(304).send()
  return reply.code(200).type('text/html; charset=utf-8').send(html)
}

/**
 * Serves the built web app and answers unknown non-API paths with its index.html, so the client
 * router decides (a visitor lands on /login); a page `renderPage` makes is sent instead of the shell.
 * An unknown API path answers a visitor 401 like every protected route (nothing tells a visitor
 * which API paths exist), and a signed-in user 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  options: WebAppOptions = {},
): Promise<void> {
  const hasApp = distDir !== undefined && existsSync(join(distDir, 'index.html'))
  const shell = hasApp && options.renderPage ? readFileSync(join(distDir, 'index.html'), 'utf8') : undefined
  const rendered = async (req: FastifyRequest): Promise<string | null> => {
    if (shell === undefined || !options.renderPage) return null
    try {
      return await options.renderPage(req.url, shell)
    } catch (err) {
      // The shell still works without its head: the app reads the item itself.
      req.log.warn({ err, url: req.url }, 'page head failed; sending the plain shell')
      return null
    }
  }
  if (hasApp) {
    // `reply.sendFile` for the not-found handler below, so the shell of a client route is
    // negotiated, compressed and revalidated exactly like a file; no routes of its own.
    await app.register(fastifyStatic, { ...staticOptions(distDir), serve: false })
    await app.register(async (scope) => {
      markScopePublic(scope)
      await scope.register(fastifyStatic, {
        ...staticOptions(distDir),
        wildcard: true,
        index: ['index.html'],
        decorateReply: false,
      })
    })
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (looksLikeApiPath(req.url)) {
      await app.resolveSession(req)
      const code = req.user ? GeneralErrorCode.NotFound : AuthErrorCode.NotAuthorized
      return reply.code(ERROR_CATALOGUE[code].status).send(errorBody(req, code))
    }
    if (hasApp && (req.method === 'GET' || req.method === 'HEAD')) {
      const page = await rendered(req)
      if (page !== null) return sendPage(req, reply, page)
      return reply.code(200).sendFile('index.html')
    }
    return reply.code(404).send(errorBody(req, GeneralErrorCode.NotFound))
  })
}
