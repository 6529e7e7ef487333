import type { Database } from '../db/client'
import type { JobQueue } from './jobs/job-queue'
import { PeriodicJob } from './jobs/periodic-job'
import type { JobLog } from './jobs/queue-worker'
import type { Storage } from './storage'
import { deletesHeld } from './storage-hold'

const PURGE = 'storage.deferred-deletes'

declare module './jobs/job-queue' {
  interface JobMap {
    [PURGE]: Record<string, never>
  }
}

const EVERY_MS = 10 * 60 * 1000
const BATCH = 200

/**
 * Does the storage deletes put off while a backup ran (storage-hold.ts), once none runs. It deletes
 * through the driver itself, not the holding wrapper: a backup that starts meanwhile does not need
 * these objects, whose rows were gone before an earlier backup's snapshot, so before this one's.
 */
export async function purgeDeferredDeletes(
  database: Database,
  storage: Pick<Storage, 'delete'>,
  signal?: AbortSignal,
): Promise<number> {
  let purged = 0
  for (;;) {
    signal?.throwIfAborted()
    if (await deletesHeld(database)) return purged
    const { rows } = await database.executeSql(
      'select key from deferred_storage_deletes order by deferred_at limit $1',
      [BATCH],
    )
    const keys = rows.map((row) => String(row.key))
    for (const key of keys) {
      await storage.delete(key)
      await database.executeSql('delete from deferred_storage_deletes where key = $1', [key])
      purged++
    }
    if (keys.length < BATCH) return purged
  }
}

export interface DeferredDeletesJobDeps {
  jobs: Pick<JobQueue, 'define' | 'send'>
  database: Database
  /** The driver, not the holding wrapper. */
  storage: Pick<Storage, 'delete'>
  log: JobLog
}

/** `purgeDeferredDeletes` every ten minutes. */
export class DeferredDeletesJob extends PeriodicJob<typeof PURGE> {
  constructor({ database, storage, ...deps }: DeferredDeletesJobDeps) {
    super({
      ...deps,
      name: PURGE,
      everyMs: EVERY_MS,
      run: (job) => purgeDeferredDeletes(database, storage, job.signal),
    })
  }
}
