/** SPEC 2: the three registration steps, by index. */
export const SignUpStep = { Email: 0, Password: 1, Confirm: 2 } as const
export type SignUpStep = (typeof SignUpStep)[keyof typeof SignUpStep]

export type SignUpState = { step: SignUpStep; email: string; loading: boolean; error: string | null }

export type SignUpEvent =
  | { type: 'emailEntered'; email: string }
  | { type: 'back' }
  | { type: 'requested' }
  | { type: 'registered' }
  | { type: 'failed'; error: string }
  | { type: 'errorCleared' }

export const initialSignUpState: SignUpState = {
  step: SignUpStep.Email,
  email: '',
  loading: false,
  error: null,
}

/**
 * SPEC 2, 4: step 1 takes the e-mail; step 2 sends the registration and, on success, moves to
 * step 3 by itself; back is not possible from the last step (the account exists by then).
 */
export const nextSignUpState = (state: SignUpState, event: SignUpEvent): SignUpState => {
  switch (event.type) {
    case 'emailEntered':
      return { ...state, step: SignUpStep.Password, email: event.email, error: null }
    case 'back':
      return state.step === SignUpStep.Password ? { ...state, step: SignUpStep.Email, error: null } : state
    case 'requested':
      return { ...state, loading: true, error: null }
    case 'registered':
      return { ...state, step: SignUpStep.Confirm, loading: false, error: null }
    case 'failed':
      return { ...state, loading: false, error: event.error }
    case 'errorCleared':
      return state.error === null ? state : { ...state, error: null }
  }
}
