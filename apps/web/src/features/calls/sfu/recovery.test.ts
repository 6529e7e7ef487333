import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRecovery, type Outcome, RETRY_MAX_MS, retryDelayMs } from './recovery'

/** An attempt the test settles by hand, and every attempt made so far. */
const attempts = () => {
  const made: ((outcome: Outcome) => void)[] = []
  return {
    made,
    attempt: () =>
      new Promise<Outcome>((resolve) => {
        made.push(resolve)
      }),
    settle: async (outcome: Outcome) => {
      made.at(-1)?.(outcome)
      await vi.advanceTimersByTimeAsync(0)
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('media recovery', () => {
  it('waits 1, 2, 4, 8 s, then 15 s between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      RETRY_MAX_MS,
      RETRY_MAX_MS,
      RETRY_MAX_MS,
    ])
  })

  it('tries again after a growing wait while the media server is down, and tells it recovers until media flows', async () => {
    const a = attempts()
    const onRecovering = vi.fn()
    const recovery = createRecovery({ attempt: a.attempt, onRecovering })
    void recovery.trigger()
    expect(onRecovering.mock.calls).toEqual([[true]])
    await a.settle('down')
    await vi.advanceTimersByTimeAsync(999)
    expect(a.made).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(a.made).toHaveLength(2)
    await a.settle('down')
    await vi.advanceTimersByTimeAsync(1_999)
    expect(a.made).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(a.made).toHaveLength(3)
    await a.settle('ok')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(a.made).toHaveLength(3)
    expect(recovery.recovering).toBe(true)
    recovery.flowing()
    expect(onRecovering.mock.calls).toEqual([[true], [false]])
    // The next loss starts from the first wait again.
    void recovery.trigger()
    await a.settle('down')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(a.made).toHaveLength(5)
  })

  it('tells the first connection answered down as a loss, and tries again', async () => {
    const a = attempts()
    const onRecovering = vi.fn()
    const recovery = createRecovery({ attempt: a.attempt, onRecovering })
    void recovery.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(onRecovering).not.toHaveBeenCalled()
    await a.settle('down')
    expect(onRecovering.mock.calls).toEqual([[true]])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(a.made).toHaveLength(2)
  })

  it('makes one attempt of reasons that come together, and of those that come while it waits', async () => {
    const a = attempts()
    const recovery = createRecovery({ attempt: a.attempt, onRecovering: () => {} })
    void recovery.trigger()
    void recovery.trigger()
    expect(a.made).toHaveLength(1)
    await a.settle('down')
    void recovery.trigger()
    expect(a.made).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(a.made).toHaveLength(2)
  })

  it('attempts once more when the loss comes after the attempt under way was answered', async () => {
    const a = attempts()
    const recovery = createRecovery({ attempt: a.attempt, onRecovering: () => {} })
    void recovery.trigger()
    recovery.answered()
    void recovery.trigger()
    expect(a.made).toHaveLength(1)
    await a.settle('ok')
    expect(a.made).toHaveLength(2)
    await a.settle('ok')
    expect(a.made).toHaveLength(2)
  })

  it('tries at once, without waiting out the delay, when told to', async () => {
    const a = attempts()
    const recovery = createRecovery({ attempt: a.attempt, onRecovering: () => {} })
    void recovery.trigger()
    await a.settle('down')
    void recovery.trigger(true)
    expect(a.made).toHaveLength(2)
    await a.settle('ok')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(a.made).toHaveLength(2)
  })

  it('stops trying once closed', async () => {
    const a = attempts()
    const recovery = createRecovery({ attempt: a.attempt, onRecovering: () => {} })
    void recovery.trigger()
    await a.settle('down')
    recovery.close()
    await vi.advanceTimersByTimeAsync(60_000)
    void recovery.trigger()
    expect(a.made).toHaveLength(1)
  })
})
