import type { Database } from '../../db/client'

/** The queue's way to the database, which knows when the queue's own statements are done. */
export interface TrackedSql {
  executeSql: Database['executeSql']
  /** Refuses new statements and resolves once those under way have answered. */
  close(): Promise<void>
}

/**
 * pg-boss does not wait for all of its statements (a job's completion is sent without waiting, its
 * maintenance runs on a timer): counting them lets the queue stop only once none is left, so the
 * database can close right after without cutting one off.
 */
export function trackSql(database: Pick<Database, 'executeSql'>): TrackedSql {
  let running = 0
  let closed = false
  const idle: (() => void)[] = []
  return {
    executeSql: async (text, values) => {
      if (closed) throw new Error('the job queue has stopped')
      running += 1
      try {
        return await database.executeSql(text, values)
      } finally {
        running -= 1
        if (running === 0) for (const resolve of idle.splice(0)) resolve()
      }
    },
    close: () => {
      closed = true
      return running === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve))
    },
  }
}
