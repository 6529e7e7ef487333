import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { recordingQueue } from '../../../platform/jobs/recording-queue.fixture'
import { TusCleanupJob } from './tus-cleanup.job'

const HOUR = 60 * 60 * 1000

const warnings: unknown[] = []
const log = { warn: (details: object) => void warnings.push(details), error: () => {} }

beforeEach(() => {
  warnings.length = 0
  // Only the interval: the clock the job reads is the one it is given.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})
afterEach(() => {
  vi.useRealTimers()
})

it('sends the cleanup once scheduled and again every hour, keyed by the hour of its clock', async () => {
  const queue = recordingQueue()
  let now = new Date('2025-03-10T09:59:00Z')
  const job = new TusCleanupJob({
    jobs: queue.jobs,
    cleanup: { run: async () => ({ removed: [], failed: [] }) },
    log,
    now: () => now,
  })
  expect(queue.defined.map(({ name, oncePerKey }) => ({ name, oncePerKey }))).toEqual([
    { name: 'files.cleanup', oncePerKey: true },
  ])

  await job.schedule()
  expect(queue.sent).toEqual([{ name: 'files.cleanup', key: '2025-03-10T09' }])
  now = new Date('2025-03-10T10:59:00Z')
  await vi.advanceTimersByTimeAsync(HOUR)
  expect(queue.sent.map(({ key }) => key)).toEqual(['2025-03-10T09', '2025-03-10T10'])

  job.unschedule()
  await vi.advanceTimersByTimeAsync(3 * HOUR)
  expect(queue.sent).toHaveLength(2)
  expect(vi.getTimerCount()).toBe(0)
})

it('logs a send that fails and sends again at the next hour', async () => {
  const queue = recordingQueue()
  const job = new TusCleanupJob({
    jobs: queue.jobs,
    cleanup: { run: async () => ({ removed: [], failed: [] }) },
    log,
    now: () => new Date('2025-03-10T09:00:00Z'),
  })
  queue.failNextSend()
  await job.schedule()
  expect(queue.sent).toEqual([])
  expect(warnings).toEqual([{ err: expect.objectContaining({ message: 'the database is away' }) }])

  await vi.advanceTimersByTimeAsync(HOUR)
  expect(queue.sent).toHaveLength(1)
  job.unschedule()
})

it('runs the cleanup with the signal of the job it runs as', async () => {
  const queue = recordingQueue()
  const signals: (AbortSignal | undefined)[] = []
  new TusCleanupJob({
    jobs: queue.jobs,
    cleanup: {
      run: async (signal) => {
        signals.push(signal)
        return { removed: [], failed: [] }
      },
    },
    log,
  })
  const { signal } = new AbortController()
  await queue.defined[0]?.handler({}, { id: 'job id', attempt: 1, signal })
  expect(signals).toEqual([signal])
})
