import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { GeneralErrorCode } from '@nauka/contracts'
import type { FastifyInstance } from 'fastify'
import { errorBody } from './error-handler'
import { requestLocale } from './i18n/locale'

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')

/**
 * Serves the built web app and answers unknown non-API paths with its index.html, so the
 * client router decides (a visitor lands on /login). Unknown API paths get a 404 in the error format.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasApp = distDir !== undefined && existsSync(join(distDir, 'index.html'))
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: ['index.html'],
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so those never change; the shell must revalidate.
        const immutable = path.includes(`${join(distDir, 'assets')}`)
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/'
    if (hasApp && !isApiPath(path) && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html')
    }
    return reply.code(404).send(errorBody(requestLocale(req), GeneralErrorCode.NotFound))
  })
}
