/**
 * OWASP (authentication, credential stuffing): failed sign-ins of an account slow further attempts
 * at it down instead of locking it, so a stranger who knows an e-mail cannot keep its owner out.
 * The first few failures (typos) cost nothing; then the wait doubles up to a cap.
 */
export const LOGIN_DELAY = {
  /** Failures within the window that cost no wait. */
  freeFailures: 3,
  /** The wait once the free failures are used up. */
  firstMs: 1000,
  maxMs: 10_000,
} as const

export type LoginDelayRule = { freeFailures: number; firstMs: number; maxMs: number }

/** How long to wait before checking a password, given the account's recent failed sign-ins. */
export function loginDelayMs(failures: number, rule: LoginDelayRule = LOGIN_DELAY): number {
  if (!Number.isFinite(failures) || failures < rule.freeFailures) return 0
  const doublings = Math.floor(failures) - rule.freeFailures
  // 2 ** doublings overflows to Infinity for huge counts, which the cap turns back into maxMs.
  return Math.min(rule.maxMs, rule.firstMs * 2 ** doublings)
}
