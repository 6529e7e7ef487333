import type { JobMap, JobQueue } from './job-queue'
import type { JobContext, JobLog } from './queue-worker'

/** The jobs sent without data: those a periodic send may name. */
export type DatalessJob = {
  [N in keyof JobMap]: JobMap[N] extends Record<string, never> ? N : never
}[keyof JobMap]

export interface PeriodicJobOptions<N extends DatalessJob> {
  jobs: Pick<JobQueue, 'define' | 'send'>
  log: JobLog
  name: N
  /** How often each process sends it. */
  everyMs: number
  /** The key of the slot `now` falls in; by default the number of whole periods since 1970. */
  slotKey?: (now: Date) => string
  /** What a run does; its `signal` aborts when it runs too long or the server stops. */
  run: (job: JobContext) => Promise<unknown>
  now?: () => Date
}

/**
 * A job every process sends on the durable queue once it is ready and every period after (pg-boss's
 * own cron is off). Its key is the period's slot, on a queue that keeps one waiting job per key, so
 * the processes' sends within a slot make one run. A send that fails is logged and waits for the
 * next period: a periodic job is never urgent to the second.
 */
export class PeriodicJob<N extends DatalessJob> {
  private timer: NodeJS.Timeout | undefined
  private readonly now: () => Date
  private readonly slotKey: (now: Date) => string

  constructor(private readonly options: PeriodicJobOptions<N>) {
    this.now = options.now ?? (() => new Date())
    this.slotKey = options.slotKey ?? ((now) => String(Math.floor(now.getTime() / options.everyMs)))
    options.jobs.define(options.name, async (_data, job) => void (await options.run(job)), {
      oncePerKey: true,
    })
  }

  /** Sends the job now and every period until `unschedule`; the queue must be running. */
  async schedule(): Promise<void> {
    if (this.timer) return
    this.timer = setInterval(() => void this.send(), this.options.everyMs)
    // The server's sockets keep the process up; this timer alone never does.
    this.timer.unref()
    await this.send()
  }

  unschedule(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  private async send(): Promise<void> {
    const { jobs, name, log } = this.options
    try {
      await jobs.send(name, {} as JobMap[N], { singletonKey: this.slotKey(this.now()) })
    } catch (err) {
      log.warn({ err }, `${name} not sent`)
    }
  }
}
