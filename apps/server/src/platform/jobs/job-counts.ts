/** The jobs of one queue by where they stand, for the metrics. */
export interface QueueCounts {
  queue: string
  /** Waiting to start: new, or failed once and due for a retry. */
  pending: number
  active: number
  /** Out of retries; pg-boss archives them after 12 hours, so these are the recent failures. */
  failed: number
}

/**
 * One scan of pg-boss's job table (completed jobs only stay there until archived). pg-boss's own
 * `getQueueSize` asks one queue and one state at a time.
 */
export const JOB_COUNTS_SQL = `select name, state::text as state, count(*)::int as count
  from pgboss.job where state in ('created', 'retry', 'active', 'failed') group by name, state`

/** Every queue of `queues`, with zeros where no job stands, from the rows of JOB_COUNTS_SQL. */
export function queueCounts(
  queues: readonly string[],
  rows: readonly Record<string, unknown>[],
): QueueCounts[] {
  const counts = new Map(queues.map((queue) => [queue, { queue, pending: 0, active: 0, failed: 0 }]))
  for (const row of rows) {
    const entry = counts.get(String(row.name))
    if (!entry) continue
    const count = Number(row.count)
    if (row.state === 'created' || row.state === 'retry') entry.pending += count
    else if (row.state === 'active') entry.active += count
    else if (row.state === 'failed') entry.failed += count
  }
  return [...counts.values()]
}
