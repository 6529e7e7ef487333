import closeWithGrace from 'close-with-grace'
import type { FastifyInstance } from 'fastify'

/** Issue 19: a stop (SIGTERM, SIGINT) finishes within this, or the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000

/** What a shutdown still waited for when its time ran out: the log line names it. */
export interface StillOpen {
  /** HTTP requests not yet answered (Socket.IO's long-polls included once it is attached). */
  requests: number
  /** Queues whose job was still running. */
  jobs: string[]
  database: 'open' | 'closed'
}

/** Counts the requests the server has not finished answering, from now on. */
export function countRequestsInFlight(server: FastifyInstance['server']): () => number {
  let open = 0
  server.on('request', (_req, res) => {
    open += 1
    res.once('close', () => {
      open -= 1
    })
  })
  return () => open
}

/**
 * On SIGTERM or SIGINT closes the app (Fastify stops accepting, answers the requests in flight, then
 * its onClose hooks stop the jobs and close the database) and exits 0; after `SHUTDOWN_GRACE_MS`
 * exits 1 with a log line of what was still open. `stillOpen` is asked only then.
 */
export function closeOnSignals(app: FastifyInstance, stillOpen: () => StillOpen): void {
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      onTimeout: (delay) =>
        app.log.error(
          { stillOpen: stillOpen() },
          `shutdown took over ${delay} ms: exiting with work still open`,
        ),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error')
      else app.log.info({ signal }, 'shutting down')
      await app.close()
    },
  )
}
