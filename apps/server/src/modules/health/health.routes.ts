import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { mount } from '../../platform/mount'
import { checkReadiness, type ReadinessProbes } from '../../platform/readiness'

/**
 * Liveness answers as long as the process does; readiness asks every dependency (issue 19), so a
 * balancer stops sending requests to a process that cannot serve them without restarting it.
 */
export const healthRoutes =
  (probes: ReadinessProbes): FastifyPluginAsyncZod =>
  async (app) => {
    mount(app, API.health.live, async () => ({ status: 'ok' as const }))
    mount(app, API.health.ready, async (req, reply) => {
      const readiness = await checkReadiness(probes, req.log)
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness)
    })
  }
