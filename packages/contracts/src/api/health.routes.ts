import { Liveness, Readiness } from '../health'
import { route } from './route'

const tags = ['health']

/** Probes for a supervisor or a load balancer (issue 19); both answer visitors. */
export const healthRoutes = {
  /** Liveness: 200 while the process answers; no dependency is checked. */
  live: route({ method: 'GET', path: '/api/health', tags, public: true, responses: { 200: Liveness } }),
  /** Readiness: 200 when the database, Redis and storage answer in time, 503 naming the one that did not. */
  ready: route({
    method: 'GET',
    path: '/api/health/ready',
    tags,
    public: true,
    responses: { 200: Readiness, 503: Readiness },
  }),
} as const
