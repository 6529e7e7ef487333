import type { JobQueue } from '../../../platform/jobs/job-queue'
import { PeriodicJob } from '../../../platform/jobs/periodic-job'
import type { JobLog } from '../../../platform/jobs/queue-worker'
import { hourKey } from './tus-cleanup.model'
import type { TusCleanup } from './tus-cleanup.service'

const CLEANUP = 'files.cleanup'

declare module '../../../platform/jobs/job-queue' {
  interface JobMap {
    [CLEANUP]: Record<string, never>
  }
}

const HOUR_MS = 60 * 60 * 1000

export interface TusCleanupJobDeps {
  jobs: Pick<JobQueue, 'define' | 'send'>
  cleanup: Pick<TusCleanup, 'run'>
  log: JobLog
  now?: () => Date
}

/**
 * The cleanup of abandoned uploads, a periodic job sent every hour, keyed by the hour. A second run
 * in the same hour finds nothing more to do, so nothing stricter is needed.
 */
export class TusCleanupJob extends PeriodicJob<typeof CLEANUP> {
  constructor({ cleanup, ...deps }: TusCleanupJobDeps) {
    super({
      ...deps,
      name: CLEANUP,
      everyMs: HOUR_MS,
      slotKey: hourKey,
      run: (job) => cleanup.run(job.signal),
    })
  }
}
