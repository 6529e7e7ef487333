import type { ActionToken } from './auth.api'

/**
 * SPEC 4: restore by link — the link key is exchanged for an action token, the new password is
 * set with it, then success. A link without a key fails at once ('empty key error', SPEC 8).
 */
export type ResetLinkState =
  | { phase: 'checking' }
  | { phase: 'failed'; error: string }
  | { phase: 'ready'; token: ActionToken; saving: boolean; error: string | null }
  | { phase: 'done' }

export type ResetLinkEvent =
  | { type: 'tokenReceived'; token: ActionToken }
  | { type: 'failed'; error: string }
  | { type: 'saving' }
  | { type: 'saved' }
  | { type: 'errorCleared' }

export const initialResetLinkState: ResetLinkState = { phase: 'checking' }

export const nextResetLinkState = (state: ResetLinkState, event: ResetLinkEvent): ResetLinkState => {
  switch (event.type) {
    case 'tokenReceived':
      return { phase: 'ready', token: event.token, saving: false, error: null }
    case 'failed':
      // Once the form shows, a failed save keeps the form and shows the message on it.
      return state.phase === 'ready'
        ? { ...state, saving: false, error: event.error }
        : { phase: 'failed', error: event.error }
    case 'saving':
      return state.phase === 'ready' ? { ...state, saving: true, error: null } : state
    case 'saved':
      return { phase: 'done' }
    case 'errorCleared':
      return state.phase === 'ready' && state.error !== null ? { ...state, error: null } : state
  }
}
