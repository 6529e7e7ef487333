import { createReadStream, existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { AuthErrorCode, ERROR_CATALOGUE, GeneralErrorCode } from '@nauka/contracts'
import type { FastifyInstance } from 'fastify'
import { markScopePublic } from './auth-guard'
import { errorBody } from './error-handler'
import { requestLocale } from './i18n/locale'

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
 * Serves the built web app and answers unknown non-API paths with its index.html, so the client
 * router decides (a visitor lands on /login). An unknown API path answers a visitor 401 like every
 * protected route (nothing tells a visitor which API paths exist), and a signed-in user 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasApp = distDir !== undefined && existsSync(join(distDir, 'index.html'))
  if (hasApp) {
    await app.register(async (scope) => {
      markScopePublic(scope)
      await scope.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        index: ['index.html'],
        setHeaders(res, path) {
          // Vite fingerprints everything under assets/, so those never change; the shell must revalidate.
          const immutable = path.includes(`${join(distDir, 'assets')}`)
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        },
      })
    })
  }
  app.setNotFoundHandler(async (req, reply) => {
    const locale = requestLocale(req)
    if (looksLikeApiPath(req.url)) {
      await app.resolveSession(req)
      const code = req.user ? GeneralErrorCode.NotFound : AuthErrorCode.NotAuthorized
      return reply.code(ERROR_CATALOGUE[code].status).send(errorBody(locale, code))
    }
    if (hasApp && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(createReadStream(join(distDir as string, 'index.html')))
    }
    return reply.code(404).send(errorBody(locale, GeneralErrorCode.NotFound))
  })
}
