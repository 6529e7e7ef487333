import { describe, expect, it } from 'vitest'
import { initialSignUpState, nextSignUpState, SignUpStep } from './registration.model'

const taken = { key: 'errors.1201' }

describe('sign-up steps', () => {
  it('checks the e-mail, then moves to the password step keeping the address', () => {
    const checking = nextSignUpState(initialSignUpState, { type: 'requested' })
    expect(checking).toMatchObject({ step: SignUpStep.Email, loading: true })
    const next = nextSignUpState(checking, { type: 'emailEntered', email: 'a@b.org' })
    expect(next).toMatchObject({ step: SignUpStep.Password, email: 'a@b.org', loading: false })
  })

  it('stays on the e-mail step with the message and code when the e-mail is taken', () => {
    const checking = nextSignUpState(initialSignUpState, { type: 'requested' })
    expect(nextSignUpState(checking, { type: 'failed', error: taken, code: 1201 })).toMatchObject({
      step: SignUpStep.Email,
      loading: false,
      error: taken,
      errorCode: 1201,
    })
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
      errorCode: null,
    })
  })

  it('stays on the password step with the message when the registration fails', () => {
    const sending = { ...initialSignUpState, step: SignUpStep.Password, loading: true }
    expect(nextSignUpState(sending, { type: 'failed', error: taken, code: 1201 })).toMatchObject({
      step: SignUpStep.Password,
      loading: false,
      error: taken,
    })
  })

  it('goes back from the password step but never from the last step', () => {
    const password = { ...initialSignUpState, step: SignUpStep.Password }
    expect(nextSignUpState(password, { type: 'back' }).step).toBe(SignUpStep.Email)
    const last = { ...initialSignUpState, step: SignUpStep.Confirm }
    expect(nextSignUpState(last, { type: 'back' })).toBe(last)
  })

  it('clears the sign-up state when the last step finishes', () => {
    const last = { ...initialSignUpState, step: SignUpStep.Confirm, email: 'a@b.org' }
    expect(nextSignUpState(last, { type: 'finished' })).toEqual(initialSignUpState)
  })

  it('clears an error when the person edits, and keeps the same object otherwise', () => {
    const failed = nextSignUpState(initialSignUpState, { type: 'failed', error: taken, code: 1201 })
    expect(nextSignUpState(failed, { type: 'errorCleared' })).toMatchObject({ error: null, errorCode: null })
    expect(nextSignUpState(initialSignUpState, { type: 'errorCleared' })).toBe(initialSignUpState)
  })
})
