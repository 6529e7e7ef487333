import { ERROR_CATALOGUE, GeneralErrorCode } from '@nauka/contracts'
import { ERRORS } from '@tus/server'
import { describe, expect, it } from 'vitest'
import { tusRefusal } from './tus.errors'

describe('tusRefusal', () => {
  it('gives every refusal tus can answer a catalogue code', () => {
    const refusals = Object.values(ERRORS).filter(
      ({ status_code }) => status_code < 500 || status_code === 501,
    )
    for (const { status_code, body } of refusals) expect(tusRefusal(status_code), body).not.toBeNull()
  })

  it('keeps the meaning of the status where the catalogue has one', () => {
    expect(tusRefusal(404)?.code).toBe(GeneralErrorCode.NotFound)
    expect(tusRefusal(409)?.code).toBe(GeneralErrorCode.Conflict)
    expect(tusRefusal(413)?.code).toBe(GeneralErrorCode.PayloadTooLarge)
    expect(tusRefusal(415)?.code).toBe(GeneralErrorCode.UnsupportedMediaType)
    // A client can only be told what it can act on: an expired upload is simply not there.
    expect(tusRefusal(410)?.code).toBe(GeneralErrorCode.NotFound)
  })

  it('answers a header the protocol needs with 400 rather than a refusal of access', () => {
    for (const status of [403, 412])
      expect(ERROR_CATALOGUE[tusRefusal(status)?.code ?? 5000].status).toBe(400)
  })

  it('leaves a failure of the server a failure', () => {
    expect(tusRefusal(500)).toBeNull()
  })
})
