import { describe, expect, it } from 'vitest'
import { failureMessage, refusalMessage, reportableRequestId } from './errorText'
import { toApiError } from './toApiError'

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

describe('reportableRequestId', () => {
  const withId = (status: number, code?: number) =>
    toApiError(status, code === undefined ? undefined : { ...body(code, 'x'), requestId: 'req-1' }, (name) =>
      name === 'X-Request-Id' ? 'req-1' : null,
    )

  it('names the id of a server fault and of a failure the catalogue does not explain', () => {
    expect(reportableRequestId(withId(500, 5000))).toBe('req-1')
    expect(reportableRequestId(withId(503, 5030))).toBe('req-1')
    expect(reportableRequestId(withId(502))).toBe('req-1')
    expect(reportableRequestId(withId(400, 1999))).toBe('req-1')
  })

  it('leaves it out of a refusal the catalogue explains, and when there is no id', () => {
    expect(reportableRequestId(withId(400, 4000))).toBeUndefined()
    expect(reportableRequestId(withId(401, 1101))).toBeUndefined()
    expect(reportableRequestId(withId(429, 4290))).toBeUndefined()
    expect(reportableRequestId(toApiError(500, body(5000, 'x')))).toBeUndefined()
    expect(reportableRequestId(new Error('boom'))).toBeUndefined()
  })
})

describe('failureMessage', () => {
  it('carries the id of a failure to report, for a flow that keeps the message in its state', () => {
    const failed = toApiError(500, { ...body(5000, 'x'), requestId: 'req-2' })
    expect(failureMessage(failed)).toEqual({ key: 'errors.5000', requestId: 'req-2' })
    expect(failureMessage(toApiError(400, { ...body(4000, 'x'), requestId: 'req-3' }))).toEqual({
      key: 'errors.4000',
    })
  })
})
