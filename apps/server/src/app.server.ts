import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import { frameworkErrors, registerErrorHandler } from './platform/error-handler'
import { registerLocaleDetection } from './platform/i18n/locale'
import { registerOpenApi } from './platform/openapi'
import { genReqId, registerRequestIdHeader } from './platform/request-id'
import { createResponseSerializer } from './platform/response-serializer'
import { registerRouteTable } from './platform/route-table'
import { registerSecurityHeaders } from './platform/security'

/** JSON bodies are small; files travel as multipart with their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024

/**
 * The Fastify server before any module: request ids, validation by the contracts' zod schemas, the error format,
 * the route table, the reader's language, security headers (allowing the web app shell's inline
 * scripts by their hashes), cookies and the OpenAPI document.
 */
export async function createServer(
  config: Config,
  shellScriptHashes: readonly string[] = [],
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: JSON_BODY_LIMIT,
    // The incoming X-Request-Id is checked by genReqId, never taken as it comes.
    requestIdHeader: false,
    genReqId,
    frameworkErrors,
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  // Tests and development also check every answer with zod's encode (response-serializer.ts).
  app.setSerializerCompiler(createResponseSerializer({ check: config.NODE_ENV !== 'production' }))
  registerRequestIdHeader(app)
  registerErrorHandler(app)
  registerRouteTable(app)
  registerLocaleDetection(app)
  registerSecurityHeaders(app, shellScriptHashes)
  await app.register(fastifyCookie)
  await registerOpenApi(app)
  return app
}
