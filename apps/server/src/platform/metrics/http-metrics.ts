import type { FastifyInstance } from 'fastify'
import { Counter, Histogram, type Registry } from 'prom-client'

/** The label of requests no route matched (scanners' paths would otherwise each make a series). */
export const UNMATCHED_ROUTE = 'unmatched'

const LABELS = ['method', 'route', 'status_class'] as const

/**
 * Counts every HTTP request and times it, by the route's pattern (`/api/core/post/:id`, never the
 * URL: ids would make a series each), its method and the class of its status (`2xx`).
 */
export function measureHttp(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class.',
    labelNames: LABELS,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern, method and status class.',
    labelNames: LABELS,
    registers: [registry],
  })
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    }
    requests.inc(labels)
    duration.observe(labels, reply.elapsedTime / 1000)
  })
}
