import { describe, expect, it } from 'vitest'
import { toApiError } from './ApiError'
import { refusalMessage } from './errorText'

const body = (code: number, message: string) => ({
  error: { code, textCode: 'access_denied', type: 'access', message },
})

describe('refusalMessage', () => {
  it("shows a 403's reason as the server worded it", () => {
    const why = 'The user has limited who can send them messages'
    expect(refusalMessage(toApiError(403, body(4030, why)))).toEqual({ text: why })
  })

  it('falls back to the catalogue for a 403 without a readable body, and for other failures', () => {
    expect(refusalMessage(toApiError(403, 'not json'))).toEqual({ key: 'errors.accessDenied' })
    expect(refusalMessage(toApiError(404, body(4040, 'Not found')))).toEqual({ key: 'errors.4040' })
    expect(refusalMessage(new Error('boom'))).toEqual({ key: 'errors.unhandled' })
  })
})
