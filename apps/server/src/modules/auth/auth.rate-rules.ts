import type { RateRules } from '../../platform/rate-limit'

const MINUTE = 60
const HOUR = 60 * MINUTE

/** Brute force and mail-bombing guards: per client address and per account (e-mail). */
export const AUTH_RATE_RULES = {
  loginIp: { points: 30, windowSeconds: 15 * MINUTE },
  /** Failed sign-ins (or wrong current passwords) of one account. */
  loginAccount: { points: 5, windowSeconds: 15 * MINUTE },
  registerIp: { points: 10, windowSeconds: HOUR },
  restoreIp: { points: 10, windowSeconds: HOUR },
  /** Mails (restore links, verification links) to one address. */
  restoreAccount: { points: 3, windowSeconds: HOUR },
  /** Guessing mailed keys. */
  actionTokenIp: { points: 30, windowSeconds: 15 * MINUTE },
  emailCheckIp: { points: 60, windowSeconds: 10 * MINUTE },
} satisfies RateRules<string>

export type AuthRateRule = keyof typeof AUTH_RATE_RULES
