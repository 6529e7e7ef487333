import { GeneralErrorCode } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { AppError } from '../../platform/errors'

const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })

/** Liveness and readiness in one: answers only when the database answers. */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { config: { public: true }, schema: { tags: ['health'], response: { 200: Health } } },
      async () => {
        try {
          await database.ping()
        } catch {
          throw new AppError(GeneralErrorCode.Unavailable)
        }
        return { status: 'ok' as const, database: database.kind }
      },
    )
  }
