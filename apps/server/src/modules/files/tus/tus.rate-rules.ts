import type { RateRules } from '../../../platform/rate-limit'

/**
 * Each upload reserves room for up to 2 GB until it is finished or cancelled: creating them is
 * limited per user. Appending to one is not (a large file takes many requests).
 */
export const TUS_RATE_RULES = {
  tusCreateUser: { points: 100, windowSeconds: 60 * 60 },
} satisfies RateRules<string>

export type TusRateRule = keyof typeof TUS_RATE_RULES
