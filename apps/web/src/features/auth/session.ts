import type { LoginRequest } from '@nauka/contracts'
import { ApiError } from '../../api/ApiError'
import { type ErrorMessage, failureMessage } from '../../api/errorText'
import { fetchOwnUser, logout, signIn, validateSession } from './auth.api'
import { useAuthStore } from './auth.store'
import type { AuthEvent } from './model'
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

/**
 * SPEC 4: on start the session is validated; a non-ok answer means a visitor. Resolves with
 * whether the browser has a session.
 */
export const checkSession = async (): Promise<boolean> => {
  dispatch({ type: 'requested' })
  try {
    const status = await validateSession()
    rememberSession(status)
    dispatch({ type: 'succeeded', status })
  } catch (error) {
    // SPEC 1: without a connection the last confirmed session stands in (the offline feed).
    const remembered = error instanceof ApiError && error.kind === 'network' ? rememberedSession() : null
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
 * SPEC 7: sign out on the server, reset the local session and tell the mobile web view.
 * An access error means the session is already gone, which is the goal; any other failure
 * rejects so the dialog can show it (SPEC 8: a failed logout stores the status or message).
 */
export const signOut = async (): Promise<void> => {
  try {
    await logout()
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'access')) throw error
  }
  forgetSession()
  dispatch({ type: 'loggedOut' })
  window.ReactNativeWebView?.postMessage(LOGOUT_MESSAGE)
}
