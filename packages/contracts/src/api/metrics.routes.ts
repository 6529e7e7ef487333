import { errors, route } from './route'

/**
 * Prometheus metrics for the operator (issue 19), outside `/api` where scrapers look by default.
 * Public to the session guard: the bearer token of METRICS_TOKEN guards it instead, and without that
 * setting the route answers 404 as if it did not exist.
 */
export const metricsRoutes = {
  scrape: route({
    method: 'GET',
    path: '/metrics',
    tags: ['operations'],
    public: true,
    summary: 'Prometheus metrics in the text format; Authorization: Bearer <METRICS_TOKEN>',
    responses: { 200: null, ...errors(401, 404) },
  }),
} as const
