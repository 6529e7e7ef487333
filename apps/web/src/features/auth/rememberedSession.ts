import type { UserStatus } from '@nauka/contracts'
import { SESSION_STORAGE_KEY } from '../../boot/bootKeys'

const storedText = (): string | null => {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * SPEC 1: the feed can be read offline. A reload without a connection cannot validate the session,
 * so the last confirmed one stands in until the server can be asked again; nothing can be written
 * meanwhile, and the server still checks the cookie on every call.
 */
export const rememberSession = (status: UserStatus): void => {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(status))
  } catch {
    // Storage is unavailable (private mode, quota): the app only loses its offline start.
  }
}

/** Whether a session is kept, unread: enough to guess which page a reload is headed for. */
export const hasRememberedSession = (): boolean => storedText() !== null

/**
 * The kept session, checked by the contract, or null. Its schema loads here, not with the page:
 * only a start without a connection reads it.
 */
export const rememberedSession = async (): Promise<UserStatus | null> => {
  const text = storedText()
  if (!text) return null
  try {
    const { UserStatus } = await import('./userStatus.schema')
    const parsed = UserStatus.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export const forgetSession = (): void => {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY)
  } catch {
    // Nothing was kept.
  }
}
