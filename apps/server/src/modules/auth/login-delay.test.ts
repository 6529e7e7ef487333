import { describe, expect, it } from 'vitest'
import { LOGIN_DELAY, loginDelayMs } from './login-delay'

describe('loginDelayMs', () => {
  it('costs nothing for the first few failures', () => {
    expect([0, 1, 2].map((failures) => loginDelayMs(failures))).toEqual([0, 0, 0])
  })

  it('then doubles the wait with each failure, up to the cap', () => {
    expect([3, 4, 5, 6, 7, 8].map((failures) => loginDelayMs(failures))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ])
  })

  it('never waits longer than the cap, however many failures', () => {
    expect(loginDelayMs(10_000)).toBe(LOGIN_DELAY.maxMs)
    expect(loginDelayMs(Number.MAX_SAFE_INTEGER)).toBe(LOGIN_DELAY.maxMs)
  })

  it('follows the rule it is given', () => {
    const rule = { freeFailures: 0, firstMs: 5, maxMs: 12 }
    expect([0, 1, 2, 3].map((failures) => loginDelayMs(failures, rule))).toEqual([5, 10, 12, 12])
  })

  it('treats a missing or negative count as no failures', () => {
    expect(loginDelayMs(-1)).toBe(0)
    expect(loginDelayMs(Number.NaN)).toBe(0)
  })
})
