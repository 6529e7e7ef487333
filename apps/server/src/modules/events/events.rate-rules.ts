import type { RateRules } from '../../platform/rate-limit'

/**
 * The personal calendar feed is public (calendar apps fetch it without a session) and its address
 * is a secret: per client address, enough for apps polling it, too few to guess addresses.
 */
export const EVENTS_RATE_RULES = {
  calendarFeedIp: { points: 60, windowSeconds: 60 },
} satisfies RateRules<string>

export type EventsRateRule = keyof typeof EVENTS_RATE_RULES
