import type { RateRules } from '../../platform/rate-limit'

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * Brute force and mail-bombing guards: per client address and per account (e-mail). Sign-in is
 * refused per address and per address + account, never per account alone: that would let anyone who
 * knows an e-mail lock its owner out (OWASP credential stuffing); the account is only slowed down.
 */
export const AUTH_RATE_RULES = {
  loginIp: { points: 30, windowSeconds: 15 * MINUTE },
  /** Failed sign-ins at one account from one address: refuses that pair only. */
  loginIpAccount: { points: 5, windowSeconds: 15 * MINUTE },
  /**
   * Failed sign-ins at one account from anywhere: never refused (`record`), only read to slow the
   * next attempts down (login-delay.ts).
   */
  loginAccountFailures: { points: Number.MAX_SAFE_INTEGER, windowSeconds: 15 * MINUTE },
  /** Wrong current passwords when changing it; only the signed-in owner gets that far. */
  changePasswordUser: { points: 5, windowSeconds: 15 * MINUTE },
  registerIp: { points: 10, windowSeconds: HOUR },
  restoreIp: { points: 10, windowSeconds: HOUR },
  /** Mails (restore links, verification links) to one address. */
  restoreAccount: { points: 3, windowSeconds: HOUR },
  /** Guessing mailed keys. */
  actionTokenIp: { points: 30, windowSeconds: 15 * MINUTE },
  emailCheckIp: { points: 60, windowSeconds: 10 * MINUTE },
} satisfies RateRules<string>

export type AuthRateRule = keyof typeof AUTH_RATE_RULES
