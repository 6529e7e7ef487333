/**
 * SPEC 3, 4: the auth session as the client sees it, and its transitions as pure functions.
 * Components dispatch events; only nextAuthState decides what they do.
 */
export type AuthState = {
  authenticated: boolean
  userId: number | null
  /** A call is running (the start-up check, a sign in, a sign out). */
  loading: boolean
  /** The first check after start has not answered yet: the loading screen shows. */
  firstLoading: boolean
  /** The text of the last failure, shown until the person edits the form. */
  error: string | null
}

export type AuthEvent =
  | { type: 'requested' }
  | { type: 'succeeded'; userId: number }
  | { type: 'failed'; error?: string }
  | { type: 'loggedOut' }
  | { type: 'errorCleared' }

/** The state of an app that has just started and not yet checked its session. */
export const initialAuthState: AuthState = {
  authenticated: false,
  userId: null,
  loading: false,
  firstLoading: true,
  error: null,
}

/** Initial, once the first check is over: a visitor. */
const visitor: AuthState = { ...initialAuthState, firstLoading: false }

export const nextAuthState = (state: AuthState, event: AuthEvent): AuthState => {
  switch (event.type) {
    case 'requested':
      return { ...state, loading: true, error: null }
    case 'succeeded':
      return { authenticated: true, userId: event.userId, loading: false, firstLoading: false, error: null }
    // SPEC 4: failure resets to initial; SPEC 8: a failed sign in keeps its message.
    case 'failed':
      return { ...visitor, error: event.error ?? null }
    case 'loggedOut':
      return visitor
    case 'errorCleared':
      return state.error === null ? state : { ...state, error: null }
  }
}
