import type { UserInfo, UserStatus } from '@nauka/contracts'
import type { ErrorMessage } from '../../api/errorText'

/**
 * SPEC 3, 4: the auth session as the client sees it, and its transitions as pure functions.
 * Components dispatch events; only nextAuthState decides what they do.
 */
export type AuthState = {
  authenticated: boolean
  userId: number | null
  email: string | null
  /** SPEC 9: the account's language code (1 ru, 2 en). */
  lang: number | null
  /** SPEC 3: the own user info, once loaded; only the own profile replaces it. */
  user: UserInfo | null
  /** A call is running (the start-up check, a sign in, a sign out). */
  loading: boolean
  /** The first check after start has not answered yet: the loading screen shows. */
  firstLoading: boolean
  /** The message of the last failure, shown until the person edits the form. */
  error: ErrorMessage | null
  /** The catalogue code of that failure, when the server named one (1110 offers a new link). */
  errorCode: number | null
}

export type AuthEvent =
  | { type: 'requested' }
  | { type: 'succeeded'; status: UserStatus }
  | { type: 'userLoaded'; user: UserInfo }
  | { type: 'failed'; error?: ErrorMessage; code?: number | undefined }
  | { type: 'loggedOut' }
  | { type: 'errorCleared' }

/** The state of an app that has just started and not yet checked its session. */
export const initialAuthState: AuthState = {
  authenticated: false,
  userId: null,
  email: null,
  lang: null,
  user: null,
  loading: false,
  firstLoading: true,
  error: null,
  errorCode: null,
}

/** Initial, once the first check is over: a visitor. */
const visitor: AuthState = { ...initialAuthState, firstLoading: false }

export const nextAuthState = (state: AuthState, event: AuthEvent): AuthState => {
  switch (event.type) {
    case 'requested':
      return { ...state, loading: true, error: null, errorCode: null }
    case 'succeeded': {
      const { id, email, lang } = event.status
      // The stored user info belongs to one user: a different user starts without it.
      const user = state.user?.id === id ? state.user : null
      return { ...visitor, authenticated: true, userId: id, email, lang, user }
    }
    // SPEC 3: only the own profile replaces the stored user info.
    case 'userLoaded':
      return state.authenticated && event.user.id === state.userId
        ? { ...state, user: event.user, email: event.user.email, lang: event.user.lang }
        : state
    // SPEC 4: failure resets to initial; SPEC 8: a failed sign in keeps its message.
    case 'failed':
      return { ...visitor, error: event.error ?? null, errorCode: event.error ? (event.code ?? null) : null }
    case 'loggedOut':
      return visitor
    case 'errorCleared':
      return state.error === null ? state : { ...state, error: null, errorCode: null }
  }
}
