import { AuthErrorCode } from '@nauka/contracts'
import { ApiError } from '../../api/ApiError'
import { type ErrorMessage, errorMessage } from '../../api/errorText'

const BAD_REQUEST = 400
const TOO_MANY_REQUESTS = 429
/** SPEC 8: a failed fetch on password change is shown as a 401. */
const NETWORK_AS_STATUS = 401

/** The change-password form: saving, its failure, and the success flag (SPEC 4: an update sets it). */
export type PasswordChangeState = {
  saving: boolean
  error: ErrorMessage | null
  /** The server refused the current password: its field shows 'old password incorrect'. */
  currentRejected: boolean
  success: boolean
}

export type PasswordChangeEvent =
  | { type: 'requested' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: ErrorMessage; currentRejected: boolean }
  | { type: 'edited' }

export const initialPasswordChangeState: PasswordChangeState = {
  saving: false,
  error: null,
  currentRejected: false,
  success: false,
}

export const nextPasswordChangeState = (
  state: PasswordChangeState,
  event: PasswordChangeEvent,
): PasswordChangeState => {
  switch (event.type) {
    case 'requested':
      return { saving: true, error: null, currentRejected: false, success: false }
    case 'succeeded':
      return { saving: false, error: null, currentRejected: false, success: true }
    case 'failed':
      return { saving: false, error: event.error, currentRejected: event.currentRejected, success: false }
    // Typing again hides the last outcome, good or bad.
    case 'edited':
      return state.error === null && !state.success && !state.currentRejected
        ? state
        : { ...state, error: null, currentRejected: false, success: false }
  }
}

/**
 * SPEC 8 on the password endpoint: a 400 is the wrong-password error (unless the server names the
 * password policy, 1202); a failed fetch is shown as a 401, an access error; access errors and a
 * rate limit read by the catalogue; anything else is the update error.
 */
export const passwordChangeFailure = (cause: unknown): Extract<PasswordChangeEvent, { type: 'failed' }> => {
  const failed = (error: ErrorMessage, currentRejected = false) =>
    ({ type: 'failed', error, currentRejected }) as const
  if (!(cause instanceof ApiError)) return failed({ key: 'settings.account.password.updateError' })
  if (cause.kind === 'network') {
    return failed(errorMessage(new ApiError({ kind: 'access', status: NETWORK_AS_STATUS, message: '' })))
  }
  if (cause.status === BAD_REQUEST && cause.code === AuthErrorCode.PasswordPolicyNotMet) {
    return failed(errorMessage(cause))
  }
  if (cause.status === BAD_REQUEST) return failed({ key: 'settings.account.password.wrongPassword' }, true)
  if (cause.kind === 'access' || cause.status === TOO_MANY_REQUESTS) return failed(errorMessage(cause))
  return failed({ key: 'settings.account.password.updateError' })
}
