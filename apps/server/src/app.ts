import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database } from './db/client'
import { catalogRoutes } from './modules/catalog/catalog.routes'
import { CatalogService } from './modules/catalog/catalog.service'
import { healthRoutes } from './modules/health/health.routes'
import { registerErrorHandler } from './platform/error-handler'
import { registerLocaleDetection } from './platform/i18n/locale'
import { registerOpenApi } from './platform/openapi'
import { registerSecurityHeaders } from './platform/security'
import { registerWebApp } from './platform/web-app'

export interface AppDeps {
  config: Config
  database: Database
  /** Where the built web app is; undefined serves the API only. */
  webDistDir?: string
}

/** JSON bodies are small; files travel as multipart with their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024

/** Builds the whole server without listening; main.ts and the tests both start here. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerLocaleDetection(app)
  await registerSecurityHeaders(app)
  await registerOpenApi(app)

  await app.register(healthRoutes(database))
  await app.register(catalogRoutes(new CatalogService(database.db)))

  await registerWebApp(app, deps.webDistDir)
  app.addHook('onClose', async () => database.close())
  return app
}
