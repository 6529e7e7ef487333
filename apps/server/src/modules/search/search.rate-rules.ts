import type { RateRules } from '../../platform/rate-limit'

/**
 * Search is public and each request runs several queries over the whole index: per client address,
 * enough for typing with suggestions and paging (a debounced box sends a few a second at most).
 */
export const SEARCH_RATE_RULES = {
  searchIp: { points: 120, windowSeconds: 60 },
} satisfies RateRules<string>

export type SearchRateRule = keyof typeof SEARCH_RATE_RULES
