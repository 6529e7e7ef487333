import type { JobQueue } from '../../../platform/jobs/job-queue'
import { PeriodicJob } from '../../../platform/jobs/periodic-job'
import type { JobLog } from '../../../platform/jobs/queue-worker'
import type { OrphanSweep } from './orphan-sweep.service'

const SWEEP = 'files.orphan-sweep'

declare module '../../../platform/jobs/job-queue' {
  interface JobMap {
    [SWEEP]: Record<string, never>
  }
}

/** Four times a day: the sweep lists the whole storage, and an orphan waits a day anyway. */
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000

/** The orphan sweep as a periodic job of the durable queue, judging objects by the clock of its run. */
export const orphanSweepJob = (
  jobs: Pick<JobQueue, 'define' | 'send'>,
  log: JobLog,
  sweep: Pick<OrphanSweep, 'run'>,
) =>
  new PeriodicJob({
    jobs,
    log,
    name: SWEEP,
    everyMs: SWEEP_EVERY_MS,
    run: (job) => sweep.run(new Date(), job.signal),
  })
