import { GeneralErrorCode } from '@nauka/contracts'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { AppError } from './errors'
import type { RedisClient } from './redis-client'

export interface RateRule {
  /** Attempts allowed per window. */
  points: number
  windowSeconds: number
}

/** Rules by name; a module names the rule and the key (an IP, an e-mail) when it consumes. */
export type RateRules<Name extends string> = Record<Name, RateRule>

/**
 * Named rate limits. In memory for one process until `share` hands them a Redis connection
 * (REDIS_URL): then every process counts in the same place, so a client spreading its attempts
 * over several processes behind a balancer gains nothing. Exhausting a rule answers 429 with the
 * seconds to wait.
 */
export class RateLimits<Name extends string> {
  private limiters: Record<Name, RateLimiterAbstract>

  constructor(private readonly rules: RateRules<Name>) {
    this.limiters = this.build((name, rule) => memoryLimiter(name, rule))
  }

  /**
   * Counts in Redis from now on. While Redis is unreachable each process falls back to counting
   * in memory (the library's insurance limiter), so an outage neither stops sign-in nor lifts the
   * limits altogether.
   */
  share(client: RedisClient): void {
    this.limiters = this.build(
      (name, rule) =>
        new RateLimiterRedis({
          storeClient: client,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          keyPrefix: `rl:${name}`,
          points: rule.points,
          duration: rule.windowSeconds,
          insuranceLimiter: memoryLimiter(name, rule),
        }),
    )
  }

  private build(
    limiter: (name: string, rule: RateRule) => RateLimiterAbstract,
  ): Record<Name, RateLimiterAbstract> {
    return Object.fromEntries(
      Object.entries<RateRule>(this.rules).map(([name, rule]) => [name, limiter(name, rule)]),
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

  /**
   * Throws 429 if the rule is already exhausted, without counting an attempt; else answers the
   * attempts counted so far (as `count` does).
   */
  async check(rule: Name, key: string): Promise<number> {
    const limiter = this.limiters[rule]
    const state = await limiter.get(key)
    if (state && state.consumedPoints >= limiter.points) throw toTooManyRequests(state)
    return state?.consumedPoints ?? 0
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

const memoryLimiter = (name: string, rule: RateRule) =>
  new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.windowSeconds })

function toTooManyRequests(err: unknown): unknown {
  if (!(err instanceof RateLimiterRes)) return err
  const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000))
  return new AppError(GeneralErrorCode.TooManyRequests, { retryAfter })
}
