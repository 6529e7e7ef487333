import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { JobQueue, type JobQueueOptions } from './job-queue'
import type { JobLog } from './queue-worker'
import { type ScratchDatabase, scratchDatabase } from './scratch-database'

interface TestJobs {
  'test.flaky': { label: string }
  'test.doomed': { label: string }
  'test.kept': { label: string }
  'test.slow': { label: string }
  'test.cut': { label: string }
  'test.stuck': { label: string }
  'test.shared': { label: string }
  'test.once': { fileId: number }
}

interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
}

function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

interface Logged {
  details: Record<string, unknown>
  message: string
}

/** The pino logger's warn and error, kept to be read. */
function recordingLog(): JobLog & { warnings: Logged[]; errors: Logged[] } {
  const warnings: Logged[] = []
  const errors: Logged[] = []
  return {
    warnings,
    errors,
    warn: (details, message) => void warnings.push({ details: details as Record<string, unknown>, message }),
    error: (details, message) => void errors.push({ details: details as Record<string, unknown>, message }),
  }
}

async function jobRow(database: Database, id: string | null): Promise<Record<string, unknown> | undefined> {
  const { rows } = await database.executeSql(
    'select state, retry_count, retry_limit, retry_delay, retry_backoff, data from pgboss.job where id = $1',
    [id],
  )
  return rows[0]
}

describe(`JobQueue on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let scratch: ScratchDatabase
  beforeAll(async () => {
    scratch = await scratchDatabase()
  })
  afterAll(() => scratch.dispose())

  /** A queue on the file's database, opened (again, after a close: a restart) for it. */
  async function openQueue(options: Partial<JobQueueOptions> = {}) {
    const database = await scratch.open()
    const log = recordingLog()
    // Retries wait their backoff in whole seconds (pg-boss's unit): looking every 50 ms spares a
    // test the default 2 s poll on top of it.
    const queue = new JobQueue<TestJobs>(database, { log, pollIntervalMs: 50, ...options })
    return { database, log, queue }
  }

  it('retries a job that throws, with backoff, until it succeeds', async () => {
    const { database, log, queue } = await openQueue()
    const attempts: number[] = []
    const succeeded = deferred()
    queue.define(
      'test.flaky',
      async (data, job) => {
        attempts.push(job.attempt)
        if (job.attempt < 3) throw new Error(`attempt ${job.attempt} at ${data.label}`)
        succeeded.resolve()
      },
      { retryLimit: 3, retryDelay: 1, retryBackoff: true },
    )
    await queue.start()
    const id = await queue.send('test.flaky', { label: 'flaky' })
    await succeeded.promise
    await queue.stop()

    expect(attempts).toEqual([1, 2, 3])
    // pg-boss waits retry_delay × 2^retries (jittered) before each retry: the job carries the policy.
    expect(await jobRow(database, id)).toMatchObject({
      state: 'completed',
      retry_count: 2,
      retry_delay: 1,
      retry_backoff: true,
    })
    expect(log.warnings.map(({ details }) => [details.job, details.jobId, details.attempt])).toEqual([
      ['test.flaky', id, 1],
      ['test.flaky', id, 2],
    ])
    expect(log.warnings[0]?.details.err).toMatchObject({ message: 'attempt 1 at flaky' })
    await database.close()
  })

  it('ends a job that always fails as failed after its retries, and runs it no more', async () => {
    const { database, log, queue } = await openQueue()
    const attempts: number[] = []
    const lastAttempt = deferred()
    const markerRan = deferred()
    queue.define(
      'test.doomed',
      async (data, job) => {
        if (data.label === 'marker') return markerRan.resolve()
        attempts.push(job.attempt)
        if (job.attempt === 3) lastAttempt.resolve()
        throw new Error('never works')
      },
      { retryLimit: 2, retryDelay: 0, retryBackoff: false },
    )
    await queue.start()
    const id = await queue.send('test.doomed', { label: 'doomed' })
    await lastAttempt.promise
    // One worker takes a queue's jobs in turn, oldest first: once a job sent after the last attempt
    // has run, the doomed job was no longer there to take.
    await queue.send('test.doomed', { label: 'marker' })
    await markerRan.promise
    await queue.stop()

    expect(attempts).toEqual([1, 2, 3])
    expect(await jobRow(database, id)).toMatchObject({ state: 'failed', retry_count: 2 })
    expect(log.warnings.map(({ details }) => details.final)).toEqual([false, false, true])
    await database.close()
  })

  it('runs after a restart a job sent before the queue stopped and the database closed', async () => {
    // A process that only enqueues: nothing runs the job before the restart.
    const { database: before, queue: sender } = await openQueue({ work: false })
    sender.define('test.kept', async () => {
      throw new Error('ran before the restart')
    })
    await sender.start()
    const id = await sender.send('test.kept', { label: 'kept' })
    await sender.stop()
    await before.close()

    const { database: after, log, queue } = await openQueue()
    const ran = deferred<{ id: string; label: string; attempt: number }>()
    queue.define('test.kept', async (data, job) =>
      ran.resolve({ id: job.id, label: data.label, attempt: job.attempt }),
    )
    await queue.start()
    expect(await ran.promise).toEqual({ id, label: 'kept', attempt: 1 })
    await queue.stop()
    expect(await jobRow(after, id)).toMatchObject({ state: 'completed' })
    expect(log.warnings).toEqual([])
    await after.close()
  })

  it('stops only once the running job has finished and its outcome is saved', async () => {
    const { database, log, queue } = await openQueue()
    const started = deferred()
    const release = deferred()
    let stopped = false
    let stoppedBeforeTheJobEnded: boolean | undefined
    queue.define('test.slow', async () => {
      started.resolve()
      await release.promise
      stoppedBeforeTheJobEnded = stopped
    })
    await queue.start()
    const id = await queue.send('test.slow', { label: 'slow' })
    await started.promise
    const stopping = queue.stop().then(() => {
      stopped = true
    })
    // A round trip to the database: a stop that did not wait would have ended by now.
    await database.executeSql('select 1')
    expect(stopped).toBe(false)
    // What a shutdown that runs out of time names as still running.
    expect(queue.busyQueues()).toEqual(['test.slow'])
    await expect(queue.send('test.slow', { label: 'late' })).rejects.toThrow(/not running/)
    release.resolve()
    await stopping
    expect(queue.busyQueues()).toEqual([])

    expect(stoppedBeforeTheJobEnded).toBe(false)
    // Closed right after the stop, the database still got the job's completion.
    await database.close()
    const reopened = await scratch.open()
    expect(await jobRow(reopened, id)).toMatchObject({ state: 'completed' })
    expect(log.errors).toEqual([])
    await reopened.close()
  })

  it('fails a job still running when the stop stops waiting, and runs it again after a restart', async () => {
    const { database: before, queue } = await openQueue({ stopTimeoutMs: 1 })
    const started = deferred()
    const aborted = deferred<unknown>()
    queue.define(
      'test.cut',
      (_data, job) => {
        started.resolve()
        // A handler that hears its signal ends when told to.
        return new Promise((_, reject) =>
          job.signal.addEventListener('abort', () => {
            aborted.resolve(job.signal.reason)
            reject(job.signal.reason)
          }),
        )
      },
      { retryLimit: 1, retryDelay: 0, retryBackoff: false },
    )
    await queue.start()
    const id = await queue.send('test.cut', { label: 'cut' })
    await started.promise
    await queue.stop()
    expect(await aborted.promise).toMatchObject({ message: 'the server stopped' })
    expect(await jobRow(before, id)).toMatchObject({ state: 'retry', retry_count: 0 })
    await before.close()

    const { database: after, queue: again } = await openQueue()
    const ran = deferred<number>()
    again.define('test.cut', async (_data, job) => ran.resolve(job.attempt), {
      retryLimit: 1,
      retryDelay: 0,
      retryBackoff: false,
    })
    await again.start()
    expect(await ran.promise).toBe(2)
    await again.stop()
    await after.close()
  })

  it('aborts an attempt that runs past its time and retries the job', async () => {
    const { database, log, queue } = await openQueue()
    const reasons: unknown[] = []
    const succeeded = deferred<number>()
    queue.define(
      'test.stuck',
      (_data, job) => {
        if (job.attempt > 1) return Promise.resolve(succeeded.resolve(job.attempt))
        // Stuck until told to stop: the queue must not wait for it.
        return new Promise<void>((resolve) =>
          job.signal.addEventListener('abort', () => {
            reasons.push(job.signal.reason)
            resolve()
          }),
        )
      },
      { expireInSeconds: 1, retryLimit: 1, retryDelay: 0, retryBackoff: false },
    )
    await queue.start()
    await queue.send('test.stuck', { label: 'stuck' })
    expect(await succeeded.promise).toBe(2)
    await queue.stop()
    expect(reasons).toEqual([expect.objectContaining({ message: 'the job ran past its 1 s' })])
    expect(log.warnings.map(({ details }) => details.attempt)).toEqual([1])
    await database.close()
  })

  it('runs each job once when two processes work the same queue', async () => {
    const { database, log, queue: first } = await openQueue()
    // The second process: its own connections on PostgreSQL; PGlite has one, so it shares it (as the
    // test server's second process does).
    const secondDatabase = process.env.TEST_DATABASE_URL ? await scratch.open() : database
    const second = new JobQueue<TestJobs>(secondDatabase, { log, pollIntervalMs: 50 })
    const runs: string[] = []
    const labels = Array.from({ length: 12 }, (_, index) => `job ${index}`)
    const allRan = deferred()
    for (const queue of [first, second])
      queue.define('test.shared', async (data) => {
        runs.push(data.label)
        if (runs.length === labels.length) allRan.resolve()
      })
    await Promise.all([first.start(), second.start()])
    const ids = await Promise.all(
      labels.map((label, index) => (index % 2 ? first : second).send('test.shared', { label })),
    )
    await allRan.promise
    await Promise.all([first.stop(), second.stop()])

    expect(runs.toSorted()).toEqual(labels.toSorted())
    for (const id of ids) expect(await jobRow(database, id)).toMatchObject({ state: 'completed' })
    if (secondDatabase !== database) await secondDatabase.close()
    await database.close()
  })

  it('drops a job sent with the key of one still waiting, when its queue runs once per key', async () => {
    const { database, queue: sender } = await openQueue({ work: false })
    sender.define('test.once', async () => {}, { oncePerKey: true })
    await sender.start()
    const first = await sender.send('test.once', { fileId: 1 }, { singletonKey: 'file 1' })
    const again = await sender.send('test.once', { fileId: 1 }, { singletonKey: 'file 1' })
    const other = await sender.send('test.once', { fileId: 2 }, { singletonKey: 'file 2' })
    await expect(sender.send('test.once', { fileId: 3 })).rejects.toThrow(/without its singletonKey/)
    await sender.stop()
    await database.close()

    const { database: after, queue } = await openQueue()
    const ran: number[] = []
    const bothRan = deferred()
    queue.define(
      'test.once',
      async (data) => {
        ran.push(data.fileId)
        if (ran.length === 2) bothRan.resolve()
      },
      { oncePerKey: true },
    )
    await queue.start()
    await bothRan.promise
    // Once the first has run, its key is free again.
    const later = await queue.send('test.once', { fileId: 1 }, { singletonKey: 'file 1' })
    await queue.stop()

    expect({ first: typeof first, again, other: typeof other, later: typeof later }).toEqual({
      first: 'string',
      again: null,
      other: 'string',
      later: 'string',
    })
    expect(ran.toSorted()).toEqual([1, 2])
    await after.close()
  })
})
