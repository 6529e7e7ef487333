import { GeneralErrorCode } from '@nauka/contracts'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { AppError } from './errors'

export interface RateRule {
  /** Attempts allowed per window. */
  points: number
  windowSeconds: number
}

/** Rules by name; a module names the rule and the key (an IP, an e-mail) when it consumes. */
export type RateRules<Name extends string> = Record<Name, RateRule>

/**
 * Named rate limits. In memory for one process; a shared store (Redis) comes with REDIS_URL so
 * several processes count together. Exhausting a rule answers 429 with the seconds to wait.
 */
export class RateLimits<Name extends string> {
  private readonly limiters: Record<Name, RateLimiterAbstract>

  constructor(rules: RateRules<Name>) {
    this.limiters = Object.fromEntries(
      Object.entries<RateRule>(rules).map(([name, rule]) => [
        name,
        new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.windowSeconds }),
      ]),
    ) as unknown as Record<Name, RateLimiterAbstract>
  }

  /** Counts one attempt; throws 429 once the rule is exhausted. */
  async consume(rule: Name, key: string): Promise<void> {
    try {
      await this.limiters[rule].consume(key)
    } catch (err) {
      throw toTooManyRequests(err)
    }
  }

  /** Throws 429 if the rule is already exhausted, without counting an attempt. */
  async check(rule: Name, key: string): Promise<void> {
    const limiter = this.limiters[rule]
    const state = await limiter.get(key)
    if (state && state.consumedPoints >= limiter.points) throw toTooManyRequests(state)
  }

  /** How many attempts the rule has counted for a key in its current window. */
  async count(rule: Name, key: string): Promise<number> {
    return (await this.limiters[rule].get(key))?.consumedPoints ?? 0
  }

  /** Counts one attempt and never refuses: for rules that slow down rather than refuse. */
  async record(rule: Name, key: string): Promise<void> {
    await this.limiters[rule].penalty(key)
  }

  /** Forgets the attempts counted for a key (e.g. failed sign-ins after a success). */
  async reset(rule: Name, key: string): Promise<void> {
    await this.limiters[rule].delete(key)
  }
}

function toTooManyRequests(err: unknown): unknown {
  if (!(err instanceof RateLimiterRes)) return err
  const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000))
  return new AppError(GeneralErrorCode.TooManyRequests, { retryAfter })
}
