import { z } from 'zod'
import { route } from './route'

const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })

/** Liveness and readiness in one: answers only when the database answers (503 otherwise). */
export const healthRoutes = {
  check: route({
    method: 'GET',
    path: '/api/health',
    tags: ['health'],
    public: true,
    responses: { 200: Health },
  }),
} as const
