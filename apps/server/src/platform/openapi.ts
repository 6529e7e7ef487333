import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { markScopePublic } from './auth-guard'

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, the UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nauka API',
        description: 'Science social network, publication repository, chat and calls',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  })
  // The documentation is public reference, like the catalogues.
  await app.register(async (scope) => {
    markScopePublic(scope)
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  })
}
