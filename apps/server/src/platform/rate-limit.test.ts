import { createClient } from 'redis'
import { describe, expect, it } from 'vitest'
import { AppError } from './errors'
import { RateLimits } from './rate-limit'

const RULES = { attempt: { points: 2, windowSeconds: 60 } }

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof AppError ? err.status : err),
  )

describe('rate limits', () => {
  it('refuses the attempt after the last point with 429 and counts per key', async () => {
    const limits = new RateLimits(RULES)
    await limits.consume('attempt', 'a')
    await limits.consume('attempt', 'a')
    expect(await refusal(limits.consume('attempt', 'a'))).toBe(429)
    expect(await refusal(limits.consume('attempt', 'b'))).toBeNull()
    expect(await limits.count('attempt', 'a')).toBe(3)
  })

  it('still limits, in memory, while its Redis connection is not there', async () => {
    // A real client that never connects: Redis down at the moment of asking.
    const away = createClient({ url: 'redis://127.0.0.1:1', socket: { reconnectStrategy: false } })
    const limits = new RateLimits(RULES)
    limits.share(away)
    await limits.consume('attempt', 'a')
    await limits.consume('attempt', 'a')
    expect(await refusal(limits.consume('attempt', 'a'))).toBe(429)
  })
})
