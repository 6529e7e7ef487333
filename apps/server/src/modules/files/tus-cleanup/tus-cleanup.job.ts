import type { JobQueue } from '../../../platform/jobs/job-queue'
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
 * The cleanup of abandoned uploads as a job on the durable queue, sent by every process when it is
 * ready and every hour after (pg-boss's own cron is off). The key is the hour, on a queue that keeps
 * one waiting job per key: the processes' sends of an hour make one run while it waits. A second
 * run in the same hour finds nothing more to do, so nothing stricter is needed.
 */
export class TusCleanupJob {
  private timer: NodeJS.Timeout | undefined
  private readonly now: () => Date

  constructor(private readonly deps: TusCleanupJobDeps) {
    this.now = deps.now ?? (() => new Date())
    deps.jobs.define(CLEANUP, async (_data, job) => void (await deps.cleanup.run(job.signal)), {
      oncePerKey: true,
    })
  }

  /** Sends the job now and every hour until `unschedule`; the queue must be running. */
  async schedule(): Promise<void> {
    if (this.timer) return
    this.timer = setInterval(() => void this.send(), HOUR_MS)
    // The server's sockets keep the process up; this timer alone never does.
    this.timer.unref()
    await this.send()
  }

  unschedule(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  /** A failed send waits for the next hour: the cleanup is never urgent. */
  private async send(): Promise<void> {
    try {
      await this.deps.jobs.send(CLEANUP, {}, { singletonKey: hourKey(this.now()) })
    } catch (err) {
      this.deps.log.warn({ err }, 'upload cleanup not sent')
    }
  }
}
