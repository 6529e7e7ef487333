import { ErrorBody, GeneralErrorCode } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { EVENTS_RATE_RULES } from './events.rate-rules'

const env = useTestServer()

describe('the personal calendar feed, guessed at', () => {
  it('answers 404 to an unknown address, then 429 once one client asked too often', async () => {
    const { points } = EVENTS_RATE_RULES.calendarFeedIp
    const url = `/api/core/events/calendar/${'a'.repeat(43)}`
    for (let i = 0; i < points; i += 1) expect((await env.as()('GET', url)).statusCode).toBe(404)
    const res = await env.as()('GET', url)
    expect(res.statusCode).toBe(429)
    expect(ErrorBody.parse(res.json()).error.code).toBe(GeneralErrorCode.TooManyRequests)
  })
})
