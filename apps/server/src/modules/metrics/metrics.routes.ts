import { API, AuthErrorCode } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AuthError, NotFoundError } from '../../platform/errors'
import { bearerMatches } from '../../platform/metrics/bearer-token'
import type { Metrics } from '../../platform/metrics/metrics'
import { mount } from '../../platform/mount'

/**
 * Prometheus scrapes here (issue 19) with METRICS_TOKEN as its bearer token; without the setting the
 * route answers as if it did not exist.
 */
export const metricsRoutes =
  (metrics: Metrics | null): FastifyPluginAsyncZod =>
  async (app) => {
    mount(
      app,
      API.metrics.scrape,
      async (req, reply) => {
        if (!metrics) throw new NotFoundError()
        if (!bearerMatches(req.headers.authorization, metrics.token)) {
          reply.header('www-authenticate', 'Bearer')
          throw new AuthError(AuthErrorCode.NotAuthorized, { messageKey: 'metrics.wrongToken' })
        }
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
      },
      // The bearer token is the scraper's, not a session's: it is never looked up as one.
      { config: { sessionless: true } },
    )
  }
