/**
 * A sign-out made without a connection: the session cookie is httpOnly, so only the server can end
 * it. The app signs out here at once and keeps, under this key, whose session the server still has
 * to end; the next check that reaches the server ends it.
 */
const KEY = 'nauka.logoutOwed'

export const oweLogout = (userId: number): void => {
  try {
    localStorage.setItem(KEY, String(userId))
  } catch {
    // Storage is unavailable: the server session then ends by its own expiry.
  }
}

export const owedLogout = (): number | null => {
  try {
    const id = Number(localStorage.getItem(KEY))
    return Number.isInteger(id) && id > 0 ? id : null
  } catch {
    return null
  }
}

export const settleLogout = (): void => {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}

/**
 * What to do with an owed sign-out once the server names the session's user: end it only while the
 * cookie still belongs to the person who signed out; anyone who signed in since keeps their session.
 */
export const mustEndSession = (owedUserId: number | null, sessionUserId: number | null): boolean =>
  owedUserId !== null && owedUserId === sessionUserId
