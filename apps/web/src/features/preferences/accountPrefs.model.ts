import { type Locale, localeOf, type UserPrefs } from '@nauka/contracts'

/**
 * The language and theme belong to the account (`/user_prefs/{id}`), so a sign-in elsewhere brings
 * them back. A choice made here waits as pending until the server has it: made offline, it is sent
 * once back online, and it wins over what the account said before (it is newer).
 */

/** A choice not yet on the server, and whose it is: null for one made before signing in. */
export type PendingPrefs = { owner: number | null; prefs: UserPrefs }

/** What to put on screen from an answer of the server. */
export type AppliedPrefs = { locale?: Locale; theme?: 'light' | 'dark' }

/** Adds a choice; a choice of someone else that is still pending is not theirs to keep. */
export const recordChoice = (
  pending: PendingPrefs | null,
  owner: number | null,
  change: UserPrefs,
): PendingPrefs =>
  pending && pending.owner === owner
    ? { owner, prefs: { ...pending.prefs, ...change } }
    : { owner, prefs: { ...change } }

/**
 * The pending choice the signed-in user sends: their own, or one made on the sign-in pages just
 * before (the person who signs in made it). Another user's is never sent.
 */
export const claimable = (pending: PendingPrefs | null, userId: number): UserPrefs | null =>
  pending && (pending.owner === userId || pending.owner === null) ? pending.prefs : null

/** After the server took `sent`: what is still pending (a choice made meanwhile stays). */
export const settled = (pending: PendingPrefs | null, sent: UserPrefs): PendingPrefs | null => {
  if (!pending) return null
  const left: UserPrefs = {}
  if (pending.prefs.lang !== undefined && pending.prefs.lang !== sent.lang) left.lang = pending.prefs.lang
  if (pending.prefs.theme !== undefined && pending.prefs.theme.kind !== sent.theme?.kind)
    left.theme = pending.prefs.theme
  return left.lang === undefined && left.theme === undefined ? null : { ...pending, prefs: left }
}

/** The account's choices to show, except where a newer choice made here is still on its way. */
export const toApply = (account: UserPrefs, pending: UserPrefs | null): AppliedPrefs => {
  const applied: AppliedPrefs = {}
  if (account.lang !== undefined && pending?.lang === undefined) applied.locale = localeOf(account.lang)
  if (account.theme && !pending?.theme) applied.theme = account.theme.kind
  return applied
}
