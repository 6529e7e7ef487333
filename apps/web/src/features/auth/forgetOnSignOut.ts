/**
 * What other features keep on this device for the signed-in user and forget when they sign out
 * (SPEC 7: the next person here sees and sends nothing of theirs). They register here, so the
 * sign-out needs to know none of them and auth depends on no feature built on it.
 */
const forgetters = new Set<() => void>()

/** Runs `forget` at every sign-out from now on. */
export const forgetOnSignOut = (forget: () => void): void => {
  forgetters.add(forget)
}

/** The sign-out: every registered feature forgets its user's data. */
export const forgetSignedOutUser = (): void => {
  for (const forget of forgetters) forget()
}
