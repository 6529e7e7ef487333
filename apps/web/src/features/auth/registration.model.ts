import type { ErrorMessage } from '../../api/errorText'

/** SPEC 2: the three registration steps, by index. */
export const SignUpStep = { Email: 0, Password: 1, Confirm: 2 } as const
export type SignUpStep = (typeof SignUpStep)[keyof typeof SignUpStep]

export type SignUpState = {
  step: SignUpStep
  email: string
  loading: boolean
  error: ErrorMessage | null
  /** The catalogue code of the failure (1201: the e-mail is taken), when the server named one. */
  errorCode: number | null
}

export type SignUpEvent =
  | { type: 'requested' }
  | { type: 'emailEntered'; email: string }
  | { type: 'back' }
  | { type: 'registered' }
  | { type: 'failed'; error: ErrorMessage; code?: number | undefined }
  | { type: 'errorCleared' }
  | { type: 'finished' }

export const initialSignUpState: SignUpState = {
  step: SignUpStep.Email,
  email: '',
  loading: false,
  error: null,
  errorCode: null,
}

/**
 * SPEC 2, 4: step 1 takes an e-mail that is still free (the check runs as 'requested'); step 2
 * sends the registration and, on success, moves to step 3 by itself; back is not possible from
 * the last step (the account exists by then); finishing clears the sign-up state.
 */
export const nextSignUpState = (state: SignUpState, event: SignUpEvent): SignUpState => {
  switch (event.type) {
    case 'requested':
      return { ...state, loading: true, error: null, errorCode: null }
    case 'emailEntered':
      return {
        ...state,
        step: SignUpStep.Password,
        email: event.email,
        loading: false,
        error: null,
        errorCode: null,
      }
    case 'back':
      return state.step === SignUpStep.Password
        ? { ...state, step: SignUpStep.Email, error: null, errorCode: null }
        : state
    case 'registered':
      return { ...state, step: SignUpStep.Confirm, loading: false, error: null, errorCode: null }
    case 'failed':
      return { ...state, loading: false, error: event.error, errorCode: event.code ?? null }
    case 'errorCleared':
      return state.error === null ? state : { ...state, error: null, errorCode: null }
    case 'finished':
      return initialSignUpState
  }
}
