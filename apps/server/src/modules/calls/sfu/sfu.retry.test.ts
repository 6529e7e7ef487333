import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retryInBackground } from './sfu.retry'

describe('trying the streams of a session again', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('tries again after each wait until an attempt succeeds', async () => {
    let calls = 0
    const attempt = vi.fn(async () => {
      calls += 1
      if (calls < 3) throw new Error('janus refused the update')
    })
    const done = retryInBackground(attempt, () => true, [100, 200, 400])
    await vi.advanceTimersByTimeAsync(99)
    expect(attempt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempt).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(200)
    expect(await done).toBe(true)
    expect(attempt).toHaveBeenCalledTimes(3)
  })

  it('gives up after the last wait', async () => {
    const attempt = vi.fn(() => Promise.reject(new Error('down')))
    const done = retryInBackground(attempt, () => true, [100, 100])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await done).toBe(false)
    expect(attempt).toHaveBeenCalledTimes(3)
  })

  it('stops once the session no longer wants it (it ended or left)', async () => {
    let wanted = true
    const attempt = vi.fn(() => Promise.reject(new Error('down')))
    const done = retryInBackground(attempt, () => wanted, [100, 100])
    wanted = false
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await done).toBe(false)
    expect(attempt).toHaveBeenCalledTimes(1)
  })
})
