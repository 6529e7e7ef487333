import { describe, expect, it } from 'vitest'
import { initialSignUpState, nextSignUpState, SignUpStep } from './registration.model'

describe('sign-up steps', () => {
  it('moves from the e-mail step to the password step, keeping the address', () => {
    const next = nextSignUpState(initialSignUpState, { type: 'emailEntered', email: 'a@b.org' })
    expect(next).toMatchObject({ step: SignUpStep.Password, email: 'a@b.org' })
  })

  it('advances to the confirmation step by itself when the registration succeeds', () => {
    const password = nextSignUpState(initialSignUpState, { type: 'emailEntered', email: 'a@b.org' })
    const sending = nextSignUpState(password, { type: 'requested' })
    expect(sending.loading).toBe(true)
    expect(nextSignUpState(sending, { type: 'registered' })).toEqual({
      step: SignUpStep.Confirm,
      email: 'a@b.org',
      loading: false,
      error: null,
    })
  })

  it('stays on the password step with the message when the registration fails', () => {
    const sending = { ...initialSignUpState, step: SignUpStep.Password, loading: true }
    expect(nextSignUpState(sending, { type: 'failed', error: 'exists' })).toMatchObject({
      step: SignUpStep.Password,
      loading: false,
      error: 'exists',
    })
  })

  it('goes back from the password step but never from the last step', () => {
    const password = { ...initialSignUpState, step: SignUpStep.Password }
    expect(nextSignUpState(password, { type: 'back' }).step).toBe(SignUpStep.Email)
    const last = { ...initialSignUpState, step: SignUpStep.Confirm }
    expect(nextSignUpState(last, { type: 'back' })).toBe(last)
  })
})
