import type { FastifyInstance } from 'fastify'
import { collectDefaultMetrics, Registry } from 'prom-client'
import { type GaugeSources, measureAppGauges } from './app-gauges'
import { measureHttp } from './http-metrics'

/** What `/metrics` serves, and the token a scraper must show for it. */
export interface Metrics {
  registry: Registry
  token: string
}

/**
 * Starts measuring the app (only with METRICS_TOKEN: nothing is spent on metrics nobody reads). A
 * registry of this app alone, not prom-client's global one: tests build several apps in one process,
 * which would share its series and register each metric twice. Node's default metrics bring the
 * event-loop lag (`nodejs_eventloop_lag_*`), memory, CPU and handles.
 */
export function startMetrics(app: FastifyInstance, token: string, sources: GaugeSources): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  measureHttp(app, registry)
  measureAppGauges(registry, sources)
  return { registry, token }
}
