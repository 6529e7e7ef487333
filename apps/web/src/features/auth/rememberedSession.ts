import { UserStatus } from '@nauka/contracts'

/** Where the last confirmed session is kept between visits. Not a secret: the cookie stays the credential. */
const KEY = 'nauka.session'

/**
 * SPEC 1: the feed can be read offline. A reload without a connection cannot validate the session,
 * so the last confirmed one stands in until the server can be asked again; nothing can be written
 * meanwhile, and the server still checks the cookie on every call.
 */
export const rememberSession = (status: UserStatus): void => {
  try {
    localStorage.setItem(KEY, JSON.stringify(status))
  } catch {
    // Storage is unavailable (private mode, quota): the app only loses its offline start.
  }
}

export const rememberedSession = (): UserStatus | null => {
  try {
    const text = localStorage.getItem(KEY)
    if (!text) return null
    const parsed = UserStatus.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export const forgetSession = (): void => {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}
