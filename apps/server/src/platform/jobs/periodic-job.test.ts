import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { PeriodicJob } from './periodic-job'
import { recordingQueue } from './recording-queue.fixture'

const TICK = 'test.tick'

declare module './job-queue' {
  interface JobMap {
    [TICK]: Record<string, never>
  }
}

const MINUTE = 60_000
const log = { warn: () => {}, error: () => {} }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})
afterEach(() => {
  vi.useRealTimers()
})

it('sends the job every period, keyed by the number of the period its clock is in', async () => {
  const queue = recordingQueue()
  let now = new Date(10 * MINUTE * 5 + 1)
  const job = new PeriodicJob({
    jobs: queue.jobs,
    log,
    name: TICK,
    everyMs: 10 * MINUTE,
    run: async () => {},
    now: () => now,
  })
  await job.schedule()
  await job.schedule()
  now = new Date(10 * MINUTE * 6)
  await vi.advanceTimersByTimeAsync(10 * MINUTE)
  expect(queue.sent).toEqual([
    { name: TICK, key: '5' },
    { name: TICK, key: '6' },
  ])
  job.unschedule()
  expect(vi.getTimerCount()).toBe(0)
})

it('runs what it is given, once per job, on a queue that keeps one waiting job per key', async () => {
  const queue = recordingQueue()
  const runs: AbortSignal[] = []
  new PeriodicJob({
    jobs: queue.jobs,
    log,
    name: TICK,
    everyMs: MINUTE,
    run: async (job) => runs.push(job.signal),
  })
  expect(queue.defined.map(({ name, oncePerKey }) => ({ name, oncePerKey }))).toEqual([
    { name: TICK, oncePerKey: true },
  ])
  const { signal } = new AbortController()
  await queue.defined[0]?.handler({}, { id: 'job id', attempt: 1, signal })
  expect(runs).toEqual([signal])
})
