import PgBoss from 'pg-boss'
import type { Database } from '../../db/client'
import { JOB_COUNTS_SQL, type QueueCounts, queueCounts } from './job-counts'
import { type JobHandler, type JobLog, QueueWorker } from './queue-worker'
import { type TrackedSql, trackSql } from './tracked-sql'

/**
 * Every background job: its name and the data it is sent with. A module adds its own jobs where it
 * defines them, so that `define` and `send` check the data:
 * ```ts
 * declare module '../../platform/jobs/job-queue' {
 *   interface JobMap { 'publications.extract-text': { fileId: number } }
 * }
 * ```
 * The data is stored as JSON: plain values only, and a job sent before a deploy is read after it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: modules add their jobs by declaration merging.
export interface JobMap {}

/** How a job of a queue is retried, and how long one attempt may run. */
export interface JobPolicy {
  /** Retries after the first attempt; the job ends failed when they are spent. */
  retryLimit: number
  /** Seconds before a retry; with `retryBackoff` the base of a doubling, jittered delay. */
  retryDelay: number
  retryBackoff: boolean
  /** An attempt running longer is aborted (its signal) and counts as failed. */
  expireInSeconds: number
  /**
   * A job sent with the `singletonKey` of one that still waits to start is dropped (`send` answers
   * null): e.g. one text extraction per file, however often its upload changes. Every job of such a
   * queue is sent with a key.
   */
  oncePerKey: boolean
}

export const DEFAULT_JOB_POLICY: JobPolicy = {
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  oncePerKey: false,
}

export interface SendOptions {
  /** See `JobPolicy.oncePerKey`; on a queue without it, the key changes nothing. */
  singletonKey?: string
}

export interface JobQueueOptions {
  log: JobLog
  /**
   * How often each queue looks for jobs sent by other processes or due for a retry (a job sent by
   * this process starts at once). Tests that wait for retries set it lower.
   */
  pollIntervalMs?: number
  /** How long `stop` waits for running jobs before failing them, to be retried after a restart. */
  stopTimeoutMs?: number
  /** False: installs and sends, but runs no handlers (a process that only enqueues). */
  work?: boolean
}

type JobName<M> = keyof M & string

interface Definition {
  handler: JobHandler<unknown>
  policy: JobPolicy
}

// pg-boss stores a queue per name; ours read as `module.action`.
const JOB_NAME = /^[a-z][a-z0-9]*(?:[._-][a-z0-9]+)*$/

const DEADLOCK = '40P01'

/**
 * PostgreSQL's advice on a deadlock: run the transaction again. pg-boss 10 makes a queue with a row
 * and a partition table (DML and DDL), which deadlock when two processes make the same queue at once
 * on their first start; run again, the loser finds the queue made.
 */
async function againOnDeadlock(work: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work()
    } catch (err) {
      if (attempt >= attempts || (err as { code?: unknown }).code !== DEADLOCK) throw err
    }
  }
}

/**
 * The durable queue of background jobs (DESIGN: pg-boss, in the database, on PGlite and PostgreSQL):
 * a sent job survives a restart, and a failed attempt is retried with backoff. Modules `define` their
 * handlers while the app is built; the app starts the queue once they have and stops it on close,
 * before the database. pg-boss keeps its tables in its own schema (`pgboss`) and stays behind this
 * class: no module imports it.
 */
export class JobQueue<M extends object = JobMap> {
  private readonly definitions = new Map<string, Definition>()
  private readonly workers = new Map<string, QueueWorker>()
  private readonly sql: TrackedSql
  private readonly boss: PgBoss
  private state: 'new' | 'starting' | 'running' | 'stopped' = 'new'
  private starting: Promise<void> | undefined
  private stopping: Promise<void> | undefined

  constructor(
    database: Pick<Database, 'executeSql'>,
    private readonly options: JobQueueOptions,
  ) {
    this.sql = trackSql(database)
    // No cron (`schedule`): nothing here uses it, and it would poll a queue of its own.
    this.boss = new PgBoss({ db: this.sql, schedule: false, supervise: true })
    this.boss.on('error', (err) => options.log.error({ err }, 'job queue error'))
  }

  get running(): boolean {
    return this.state === 'running'
  }

  /** The names of the queues whose worker runs a job now. */
  busyQueues(): string[] {
    return [...this.workers].filter(([, worker]) => worker.busy).map(([name]) => name)
  }

  /** Registers the handler of jobs `name`; before `start` only. */
  define<N extends JobName<M>>(name: N, handler: JobHandler<M[N]>, policy: Partial<JobPolicy> = {}): void {
    if (this.state !== 'new') throw new Error(`job ${name} is defined after the queue started`)
    if (!JOB_NAME.test(name)) throw new Error(`job name ${name} is not of the form module.action`)
    if (this.definitions.has(name)) throw new Error(`job ${name} is defined twice`)
    this.definitions.set(name, {
      handler: handler as JobHandler<unknown>,
      policy: { ...DEFAULT_JOB_POLICY, ...policy },
    })
  }

  /** Stores a job to run once; answers its id, or null when `singletonKey` dropped it. */
  async send<N extends JobName<M>>(name: N, data: M[N], options: SendOptions = {}): Promise<string | null> {
    if (this.state !== 'running') throw new Error(`job ${name} is sent while the queue is not running`)
    const definition = this.definitions.get(name)
    if (!definition) throw new Error(`job ${name} is sent but not defined`)
    // pg-boss counts jobs without a key as one key: only the first would be kept.
    if (definition.policy.oncePerKey && options.singletonKey === undefined)
      throw new Error(`job ${name} is sent without its singletonKey`)
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = definition.policy
    const id = await this.boss.send(name, data as object, {
      retryLimit,
      retryDelay,
      retryBackoff,
      expireInSeconds,
      singletonKey: options.singletonKey,
    })
    if (id) this.workers.get(name)?.notify()
    return id
  }

  /** Each defined queue's jobs waiting, running and recently failed, in all processes; none unless running. */
  async counts(): Promise<QueueCounts[]> {
    if (this.state !== 'running') return []
    const { rows } = await this.sql.executeSql(JOB_COUNTS_SQL)
    return queueCounts([...this.definitions.keys()], rows)
  }

  /** Installs or upgrades pg-boss's schema, makes the queues and starts their workers. */
  start(): Promise<void> {
    if (this.state !== 'new') throw new Error('the job queue starts once')
    this.state = 'starting'
    this.starting = this.open()
    return this.starting
  }

  private async open(): Promise<void> {
    await this.boss.start()
    for (const [name, { policy }] of this.definitions) {
      const queue: PgBoss.Queue = {
        name,
        policy: policy.oncePerKey ? 'short' : 'standard',
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelay,
        retryBackoff: policy.retryBackoff,
        expireInSeconds: policy.expireInSeconds,
      }
      await againOnDeadlock(() => this.boss.createQueue(name, queue))
      // createQueue keeps an existing queue as it was: a policy changed in the code applies too.
      await this.boss.updateQueue(name, queue)
    }
    if (this.state !== 'starting') return
    this.state = 'running'
    if (this.options.work === false) return
    for (const [name, { handler }] of this.definitions) {
      const worker = new QueueWorker(this.boss, name, handler, {
        pollIntervalMs: this.options.pollIntervalMs ?? 2_000,
        log: this.options.log,
      })
      this.workers.set(name, worker)
      worker.start()
    }
  }

  /**
   * Waits for the running jobs (at most `stopTimeoutMs`, then fails them so they run again after a
   * restart) and for the queue's last statements; the database may close right after.
   */
  stop(): Promise<void> {
    this.stopping ??= this.close()
    return this.stopping
  }

  private async close(): Promise<void> {
    const wasStarted = this.state !== 'new'
    this.state = 'stopped'
    if (!wasStarted) return
    // A stop during the start (a failed boot closing the app) waits for it, then undoes it.
    await this.starting?.catch(() => {})
    const timeoutMs = this.options.stopTimeoutMs ?? 5_000
    await Promise.all([...this.workers.values()].map((worker) => worker.stop(timeoutMs)))
    // Its workers are ours, so nothing is left to wait for but its maintenance timer.
    await this.boss.stop({ graceful: false, close: false })
    await this.sql.close()
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's background jobs, for tests to reach. */
    jobs: JobQueue
  }
}
