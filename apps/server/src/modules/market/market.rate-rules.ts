import type { RateRules } from '../../platform/rate-limit'

/**
 * What one user may write in the marketplace, counted per user in every process: a listing and its
 * edits, a message to an author, a report. Enough for a person at work; a script spamming authors
 * or the moderators' queue is stopped.
 */
export const MARKET_RATE_RULES = {
  marketWrite: { points: 60, windowSeconds: 60 },
  marketContact: { points: 20, windowSeconds: 60 },
  marketReport: { points: 20, windowSeconds: 60 },
} satisfies RateRules<string>

export type MarketRateRule = keyof typeof MARKET_RATE_RULES
