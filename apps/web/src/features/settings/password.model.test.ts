import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/ApiError'
import { toApiError } from '../../api/toApiError'
import { initialPasswordChangeState, nextPasswordChangeState, passwordChangeFailure } from './password.model'

const body = (code: number) => ({ error: { code, textCode: 'x', type: 'auth', message: 'm' } })

describe('change of password', () => {
  it('sets the success flag when the update is saved, and hides it once the person types again', () => {
    const saving = nextPasswordChangeState(initialPasswordChangeState, { type: 'requested' })
    expect(saving.saving).toBe(true)
    const done = nextPasswordChangeState(saving, { type: 'succeeded' })
    expect(done).toEqual({ ...initialPasswordChangeState, success: true })
    expect(nextPasswordChangeState(done, { type: 'edited' }).success).toBe(false)
    expect(nextPasswordChangeState(initialPasswordChangeState, { type: 'edited' })).toBe(
      initialPasswordChangeState,
    )
  })

  it('reads a 400 as the wrong-password error and marks the current password', () => {
    expect(passwordChangeFailure(toApiError(400, body(4001)))).toEqual({
      type: 'failed',
      error: { key: 'settings.account.password.wrongPassword' },
      currentRejected: true,
    })
  })

  it('reads a 400 that names the password policy by the catalogue', () => {
    expect(passwordChangeFailure(toApiError(400, body(1202)))).toMatchObject({
      error: { key: 'errors.1202' },
      currentRejected: false,
    })
  })

  it('shows a failed fetch as a 401, an access error', () => {
    const network = new ApiError({ kind: 'network', status: 0, message: 'fetch error' })
    expect(passwordChangeFailure(network).error).toEqual({ key: 'errors.accessDenied' })
    expect(passwordChangeFailure(toApiError(401, body(1100))).error).toEqual({ key: 'errors.1100' })
  })

  it('names the wait of a rate limit, and the update error for anything else', () => {
    expect(passwordChangeFailure(toApiError(429, { ...body(4290), retryAfter: 30 })).error).toEqual({
      key: 'errors.tooManyAttempts',
      values: { seconds: 30 },
    })
    expect(passwordChangeFailure(toApiError(500, body(5000))).error).toEqual({
      key: 'settings.account.password.updateError',
    })
    expect(passwordChangeFailure(new Error('bad shape')).error).toEqual({
      key: 'settings.account.password.updateError',
    })
  })

  it('keeps the message and the mark until the person types again', () => {
    const failed = nextPasswordChangeState(
      initialPasswordChangeState,
      passwordChangeFailure(toApiError(400, body(4001))),
    )
    expect(failed).toMatchObject({ saving: false, currentRejected: true })
    expect(nextPasswordChangeState(failed, { type: 'edited' })).toEqual(initialPasswordChangeState)
  })
})
