import type { LoginRequest, UserStatus } from '@nauka/contracts'
import { ApiError } from '../../api/ApiError'
import { type ErrorMessage, failureMessage } from '../../api/errorText'
import { usePendingStore } from '../device/pending.store'
import { fetchOwnUser, logout, probeSession, signIn } from './auth.api'
import { useAuthStore } from './auth.store'
import { forgetSignedOutUser } from './forgetOnSignOut'
import type { AuthEvent } from './model'
import { mustEndSession, owedLogout, oweLogout, settleLogout } from './owedLogout'
import { forgetSession, rememberedSession, rememberSession } from './rememberedSession'

declare global {
  interface Window {
    /** Present when the app runs inside the mobile client's web view. */
    ReactNativeWebView?: { postMessage: (message: string) => void }
  }
}

const dispatch = (event: AuthEvent) => useAuthStore.getState().dispatch(event)

/**
 * SPEC 3: after a sign in or a successful check, the own user info is loaded into the store.
 * The session does not depend on it: a failure leaves the person signed in without it.
 */
const loadOwnUser = async (): Promise<void> => {
  try {
    dispatch({ type: 'userLoaded', user: await fetchOwnUser() })
  } catch {
    // The header and profile show their placeholders until a later load succeeds.
  }
}

const isNetworkError = (error: unknown) => error instanceof ApiError && error.kind === 'network'

/**
 * The user of the browser's session, or null for a visitor. A session signed out here without a
 * connection (owedLogout) is ended first, so it cannot come back; a lost connection rejects.
 */
const sessionUser = async (): Promise<UserStatus | null> => {
  const status = await probeSession()
  const owed = owedLogout()
  if (owed === null) return status
  if (mustEndSession(owed, status?.id ?? null)) {
    try {
      await logout()
    } catch (error) {
      if (isNetworkError(error)) throw error
      // Any other answer means the server has dealt with the session (401: it is already gone).
    }
    settleLogout()
    return null
  }
  settleLogout()
  return status
}

/** Sends an owed sign-out if one is kept; quietly waits for a later chance without a connection. */
export const settleOwedLogout = async (): Promise<void> => {
  if (owedLogout() === null) return
  try {
    await sessionUser()
  } catch {
    // Still unreachable: the next check tries again.
  }
}

/**
 * SPEC 4: on start the session is checked; a visitor is an answer, not a failure. Resolves with
 * whether the browser has a session.
 */
export const checkSession = async (): Promise<boolean> => {
  dispatch({ type: 'requested' })
  try {
    const status = await sessionUser()
    if (!status) {
      forgetSession()
      dispatch({ type: 'failed' })
      return false
    }
    rememberSession(status)
    dispatch({ type: 'succeeded', status })
  } catch (error) {
    // SPEC 1: without a connection the last confirmed session stands in (the offline feed).
    const remembered = isNetworkError(error) ? await rememberedSession() : null
    if (remembered) {
      dispatch({ type: 'succeeded', status: remembered })
      return true
    }
    forgetSession()
    dispatch({ type: 'failed' })
    return false
  }
  void loadOwnUser()
  return true
}

/** SPEC 4: a verify-email link opens as a visitor; its key verifies the account instead. */
export const skipSessionCheck = (): void => dispatch({ type: 'failed' })

/** SPEC 8: a failed sign in stores the message text (and its code) and stops loading. */
export const signInWithPassword = async (request: LoginRequest): Promise<void> => {
  dispatch({ type: 'requested' })
  // The new cookie replaces the old one: an owed sign-out must reach the server before it does.
  await settleOwedLogout()
  try {
    const status = await signIn(request)
    rememberSession(status)
    dispatch({ type: 'succeeded', status })
  } catch (error) {
    dispatch({
      type: 'failed',
      error: failureMessage(error),
      code: error instanceof ApiError ? error.code : undefined,
    })
    return
  }
  void loadOwnUser()
}

/** A sign-in failure that arrives from elsewhere (a social provider's `?error=` code). */
export const showSignInError = (error: ErrorMessage, code?: number): void =>
  dispatch({ type: 'failed', error, code })

export const LOGOUT_MESSAGE = JSON.stringify({ type: 'logout' })

/**
 * SPEC 7: sign out on the server, reset the local session and tell the mobile web view. What this
 * user left on the device goes with the session (the kept feed goes in OfflineCacheProvider), so
 * the next person here sees and sends nothing of theirs.
 * An access error means the session is already gone, which is the goal. Without a connection the
 * device signs out at once and the server is told later (owedLogout): a person leaving a shared
 * computer offline must not leave their data behind. Any other failure rejects so the dialog can
 * show it (SPEC 8: a failed logout stores the status or message).
 */
export const signOut = async (): Promise<void> => {
  const { userId } = useAuthStore.getState()
  try {
    await logout()
  } catch (error) {
    if (isNetworkError(error) && userId !== null) oweLogout(userId)
    else if (!(error instanceof ApiError && error.kind === 'access')) throw error
  }
  forgetSession()
  usePendingStore.getState().clear()
  forgetSignedOutUser()
  dispatch({ type: 'loggedOut' })
  window.ReactNativeWebView?.postMessage(LOGOUT_MESSAGE)
}
