import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { until } from '../../test/until'
import { JobQueue } from './job-queue'
import { type ScratchDatabase, scratchDatabase } from './scratch-database'

interface CountedJobs {
  'test.held': { n: number }
  'test.doomed': { n: number }
  'test.idle': { n: number }
}

const quietLog = { warn: () => {}, error: () => {} }

describe(`the job counts of the metrics on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let scratch: ScratchDatabase
  beforeAll(async () => {
    scratch = await scratchDatabase()
  })
  afterAll(() => scratch.dispose())

  it('counts each queue’s jobs waiting, running and out of retries, zeros for a queue without any', async () => {
    const database = await scratch.open()
    const queue = new JobQueue<CountedJobs>(database, {
      log: quietLog,
      pollIntervalMs: 50,
      stopTimeoutMs: 100,
    })
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let started = 0
    queue.define('test.held', async () => {
      started += 1
      await held
    })
    let doomed = 0
    queue.define(
      'test.doomed',
      async () => {
        doomed += 1
        throw new Error('never works')
      },
      { retryLimit: 0 },
    )
    queue.define('test.idle', async () => {})
    expect(await queue.counts()).toEqual([])
    await queue.start()
    // One worker per queue runs one job at a time: the first runs, the other two wait.
    for (const n of [1, 2, 3]) await queue.send('test.held', { n })
    await queue.send('test.doomed', { n: 1 })
    await until(() => started === 1 && doomed === 1)

    const counts = await until(
      () => queue.counts(),
      (all) => all.find((c) => c.queue === 'test.doomed')?.failed === 1,
    )
    expect(counts).toEqual([
      { queue: 'test.held', pending: 2, active: 1, failed: 0 },
      { queue: 'test.doomed', pending: 0, active: 0, failed: 1 },
      { queue: 'test.idle', pending: 0, active: 0, failed: 0 },
    ])
    release()
    await queue.stop()
    expect(await queue.counts()).toEqual([])
    await database.close()
  })
})
