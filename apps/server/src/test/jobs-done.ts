import type { FastifyInstance } from 'fastify'
import { until } from './until'

/**
 * Resolves once no background job waits or runs: what the requests before it started after they
 * answered (a publication's announcement, a file's text extraction) has been written.
 */
export const jobsDone = (app: FastifyInstance) =>
  until(
    () => app.jobs.counts(),
    (queues) => queues.every((queue) => queue.pending === 0 && queue.active === 0),
  )
