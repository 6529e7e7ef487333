import type { ActionTokenAnswer } from '@nauka/contracts'
import type { ErrorMessage } from '../../api/errorText'

/** SPEC 3: the ids a reset-credentials token answered; they come back with the new password. */
export type RestoreMetadata = Pick<ActionTokenAnswer, 'authSessionId' | 'clientId' | 'key' | 'tabId'>

/**
 * SPEC 3, 4: restore account — request a link by e-mail (mail-sent flag), exchange the link key for
 * the metadata of an action token, set the new password with it, then success.
 */
export type RestoreState = {
  loading: boolean
  error: ErrorMessage | null
  metadata: RestoreMetadata | null
  success: boolean
  mailSent: boolean
  /** The address the link was requested for, named on the "mail sent" screen. */
  email: string | null
}

export type RestoreEvent =
  | { type: 'requested' }
  | { type: 'mailSent'; email: string }
  | { type: 'linkOpened'; key: string }
  | { type: 'tokenReceived'; metadata: RestoreMetadata }
  | { type: 'saved' }
  | { type: 'failed'; error: ErrorMessage }
  | { type: 'errorCleared' }
  | { type: 'reset' }

export const initialRestoreState: RestoreState = {
  loading: false,
  error: null,
  metadata: null,
  success: false,
  mailSent: false,
  email: null,
}

/** Only the four ids travel on: the token type and follow-up flag are the server's business. */
export const metadataOf = ({ authSessionId, clientId, key, tabId }: RestoreMetadata): RestoreMetadata => ({
  authSessionId,
  clientId,
  key,
  tabId,
})

export const nextRestoreState = (state: RestoreState, event: RestoreEvent): RestoreState => {
  switch (event.type) {
    case 'requested':
      return { ...state, loading: true, error: null }
    case 'mailSent':
      return { ...state, loading: false, error: null, mailSent: true, email: event.email }
    // A reload of the link page keeps the metadata its key already answered (kept per tab).
    case 'linkOpened': {
      const metadata = state.metadata?.key === event.key ? state.metadata : null
      return { ...initialRestoreState, metadata, loading: metadata === null }
    }
    case 'tokenReceived':
      return { ...state, loading: false, error: null, metadata: metadataOf(event.metadata) }
    // The token is spent: the metadata goes, the success screen stays until its button.
    case 'saved':
      return { ...initialRestoreState, success: true }
    case 'failed':
      return { ...state, loading: false, error: event.error }
    case 'errorCleared':
      return state.error === null ? state : { ...state, error: null }
    case 'reset':
      return initialRestoreState
  }
}

export type ResetLinkPhase = 'checking' | 'failed' | 'ready' | 'done'

/** What the link page shows for a state: the loader, the failure, the form or the success. */
export const resetLinkPhase = (state: RestoreState): ResetLinkPhase => {
  if (state.success) return 'done'
  if (state.metadata) return 'ready'
  if (state.error !== null) return 'failed'
  return 'checking'
}
