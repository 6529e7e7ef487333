import type { FastifyBaseLogger } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STALL_REPORT_MS, stalledMs, watchStalls } from './stall-watch'

describe('stalledMs', () => {
  it('is how much later than planned a tick ran, never below zero', () => {
    expect(stalledMs(1_000, 1_000)).toBe(0)
    expect(stalledMs(1_000, 4_500)).toBe(3_500)
    expect(stalledMs(1_000, 990)).toBe(0)
  })
})

describe('watchStalls', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('logs a stall of a second or more with its length, and nothing for ticks on time', () => {
    let clock = 0
    const warn = vi.fn()
    const stop = watchStalls({ warn } as unknown as FastifyBaseLogger, () => clock)
    for (let i = 0; i < 8; i++) {
      clock += 250
      vi.advanceTimersByTime(250)
    }
    expect(warn).not.toHaveBeenCalled()
    // The loop stood still: the next tick runs 3 s after it was due.
    clock += 250 + 3_000
    vi.advanceTimersByTime(250)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith({ stalledMs: 3_000 }, 'event loop stalled')
    // Just under the threshold is not reported.
    clock += 250 + STALL_REPORT_MS - 1
    vi.advanceTimersByTime(250)
    expect(warn).toHaveBeenCalledTimes(1)
    stop()
    clock += 10_000
    vi.advanceTimersByTime(10_000)
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
