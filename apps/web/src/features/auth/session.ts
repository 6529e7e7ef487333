import type { TFunction } from 'i18next'
import { ApiError } from '../../api/ApiError'
import { errorText } from '../../api/errorText'
import { logout, type SignInRequest, signIn, validateSession } from './auth.api'
import { useAuthStore } from './auth.store'
import type { AuthEvent } from './model'

declare global {
  interface Window {
    /** Present when the app runs inside the mobile client's web view. */
    ReactNativeWebView?: { postMessage: (message: string) => void }
  }
}

const dispatch = (event: AuthEvent) => useAuthStore.getState().dispatch(event)

/** SPEC 4: on start the session is validated; a non-ok answer means a visitor. */
export const checkSession = async (): Promise<void> => {
  dispatch({ type: 'requested' })
  try {
    dispatch({ type: 'succeeded', userId: await validateSession() })
  } catch {
    dispatch({ type: 'failed' })
  }
}

/** SPEC 4: a verify-email link opens as a visitor; its key verifies the account instead. */
export const skipSessionCheck = (): void => dispatch({ type: 'failed' })

/** SPEC 8: a failed sign in stores the message text and stops loading. */
export const signInWithPassword = async (request: SignInRequest, t: TFunction): Promise<void> => {
  dispatch({ type: 'requested' })
  try {
    dispatch({ type: 'succeeded', userId: await signIn(request) })
  } catch (error) {
    dispatch({
      type: 'failed',
      error: error instanceof ApiError ? errorText(t, error) : t('errors.unhandled'),
    })
  }
}

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
  dispatch({ type: 'loggedOut' })
  window.ReactNativeWebView?.postMessage(LOGOUT_MESSAGE)
}
