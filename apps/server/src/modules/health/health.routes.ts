import { API, GeneralErrorCode } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client'
import { AppError } from '../../platform/errors'
import { mount } from '../../platform/mount'

/** Liveness and readiness in one: answers only when the database answers. */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    mount(app, API.health.check, async () => {
      try {
        await database.ping()
      } catch {
        throw new AppError(GeneralErrorCode.Unavailable)
      }
      return { status: 'ok' as const, database: database.kind }
    })
  }
