import type { FastifyBaseLogger } from 'fastify'
import { Gauge, type Registry } from 'prom-client'
import type { Database, PoolStats } from '../../db/client'
import type { JobQueue } from '../jobs/job-queue'
import type { RealtimeHub } from '../realtime/hub'

/** What the gauges read when Prometheus scrapes. */
export interface GaugeSources {
  realtime: Pick<RealtimeHub, 'socketsHere'>
  jobs: Pick<JobQueue, 'counts'>
  database: Pick<Database, 'poolStats'>
  log: FastifyBaseLogger
}

/**
 * The app's own gauges, read at each scrape: sockets, background jobs and, on PostgreSQL, the
 * connection pool (PGlite runs in the process on one connection: there is no pool to show).
 */
export function measureAppGauges(registry: Registry, sources: GaugeSources): void {
  const registers = [registry]
  new Gauge({
    name: 'nauka_sockets_connected',
    help: 'Signed-in Socket.IO connections to this process.',
    registers,
    collect() {
      this.set(sources.realtime.socketsHere())
    },
  })
  measureJobs(registry, sources)
  const { database } = sources
  if (!database.poolStats) return
  const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const stats = database.poolStats?.()
        if (stats) this.set(read(stats))
      },
    })
  pool('nauka_db_pool_connections', 'PostgreSQL connections open in this process’s pool.', (s) => s.total)
  pool('nauka_db_pool_idle', 'Open PostgreSQL connections of the pool not in use.', (s) => s.idle)
  pool('nauka_db_pool_waiting', 'Queries waiting for a connection of the pool.', (s) => s.waiting)
}

/** The jobs of every queue in three states, one query per scrape. */
function measureJobs(registry: Registry, { jobs, log }: GaugeSources): void {
  new Gauge({
    name: 'nauka_jobs',
    help:
      'Background jobs by queue and state: pending (new or due for a retry), active, failed (out of ' +
      'retries in the last 12 hours, after which pg-boss archives them).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      // A stale count would look like a healthy one: a failed read leaves the gauge empty instead.
      this.reset()
      try {
        for (const { queue, pending, active, failed } of await jobs.counts()) {
          this.set({ queue, state: 'pending' }, pending)
          this.set({ queue, state: 'active' }, active)
          this.set({ queue, state: 'failed' }, failed)
        }
      } catch (err) {
        log.warn({ err }, 'metrics: the job counts could not be read')
      }
    },
  })
}
