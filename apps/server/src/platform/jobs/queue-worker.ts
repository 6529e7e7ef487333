import type PgBoss from 'pg-boss'

/** What a handler learns of the job it runs besides its data. */
export interface JobContext {
  id: string
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number
  /** Aborted when the job runs past its `expireInSeconds`, or the server stops before it ends. */
  signal: AbortSignal
}

/** Resolves when the job is done; a throw (or rejection) fails this attempt. */
export type JobHandler<Data> = (data: Data, job: JobContext) => Promise<void>

/** The part of the app's pino logger the queue writes to. */
export interface JobLog {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export interface WorkerOptions {
  /** How often to look for jobs sent by other processes or due for a retry. */
  pollIntervalMs: number
  log: JobLog
}

type Outcome = { ok: true } | { ok: false; error: unknown }

/**
 * Runs the jobs of one queue, one at a time, until stopped. pg-boss's own `work` is not used: its
 * stop may let a job it fetched meanwhile run on after the queue stopped, and it completes jobs
 * without waiting; here a fetched job always runs to its recorded outcome before `stop` resolves.
 */
export class QueueWorker {
  private stopping = false
  /** The stop gave up waiting: the running job is failed already, its outcome is not recorded. */
  private abandoned = false
  /** A job was sent while the worker was busy: look again before pausing. */
  private poked = false
  private wake: (() => void) | undefined
  private loop: Promise<void> | undefined
  private current: { id: string; controller: AbortController } | undefined

  constructor(
    private readonly boss: PgBoss,
    private readonly name: string,
    private readonly handler: JobHandler<unknown>,
    private readonly options: WorkerOptions,
  ) {}

  start(): void {
    this.loop = this.work()
  }

  /** A job of this queue is running now (what a shutdown that ran out of time still waited for). */
  get busy(): boolean {
    return this.current !== undefined
  }

  /** A job was sent to this queue from this process: run it now rather than at the next poll. */
  notify(): void {
    this.poked = true
    this.wake?.()
  }

  /** Lets the running job finish (graceful); after `timeoutMs` fails it so that it runs again later. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true
    this.wake?.()
    if (!this.loop) return
    let timer: NodeJS.Timeout | undefined
    const gaveUp = await Promise.race([
      this.loop.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), timeoutMs)
      }),
    ])
    clearTimeout(timer)
    const running = this.current
    if (!gaveUp || !running) return
    this.abandoned = true
    running.controller.abort(new Error('the server stopped'))
    await this.record(running.id, { ok: false, error: new Error('the server stopped while the job ran') }, 0)
  }

  private async work(): Promise<void> {
    while (!this.stopping) {
      this.poked = false
      // pg-boss answers no job, rather than an error, when the database is out of reach.
      const [job] = await this.boss.fetch<unknown>(this.name, { includeMetadata: true })
      if (job) await this.run(job)
      else if (!this.poked) await this.pause()
    }
  }

  private async run(job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const controller = new AbortController()
    this.current = { id: job.id, controller }
    const attempt = job.retryCount + 1
    const outcome = await this.attempt(job, attempt, controller)
    this.current = undefined
    if (this.abandoned) return
    if (!outcome.ok) {
      const final = job.retryCount >= job.retryLimit
      this.options.log.warn(
        { err: outcome.error, job: this.name, jobId: job.id, attempt, final },
        final ? 'background job failed for good' : 'background job failed, will retry',
      )
    }
    await this.record(job.id, outcome, attempt)
  }

  private async attempt(
    job: PgBoss.JobWithMetadata<unknown>,
    attempt: number,
    controller: AbortController,
  ): Promise<Outcome> {
    const seconds = Number(job.expireInSeconds)
    let timer: NodeJS.Timeout | undefined
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`the job ran past its ${seconds} s`)
        controller.abort(error)
        reject(error)
      }, seconds * 1000)
      timer.unref()
    })
    try {
      await Promise.race([
        this.handler(job.data, { id: job.id, attempt, signal: controller.signal }),
        expired,
      ])
      // A handler that hears the signal may end without an error before the deadline's own rejection
      // is seen: it still did not finish its work.
      return controller.signal.aborted ? { ok: false, error: controller.signal.reason } : { ok: true }
    } catch (error) {
      return { ok: false, error }
    } finally {
      clearTimeout(timer)
    }
  }

  /** A failure is retried by pg-boss after its backoff, or ends the job once its retries are spent. */
  private async record(id: string, outcome: Outcome, attempt: number): Promise<void> {
    try {
      if (outcome.ok) await this.boss.complete(this.name, id)
      else await this.boss.fail(this.name, id, outcome.error as object)
    } catch (err) {
      this.options.log.error({ err, job: this.name, jobId: id, attempt }, 'background job outcome not saved')
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer)
        this.wake = undefined
        resolve()
      }
      const timer = setTimeout(done, this.options.pollIntervalMs)
      // The server's sockets keep the process up; an idle queue alone never does.
      timer.unref()
      this.wake = done
    })
  }
}
