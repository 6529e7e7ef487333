import { describe, expect, it } from 'vitest'
import { initialResendState, nextResendState, RESEND_COOLDOWN_MS, resendWaitSeconds } from './resend.model'

const failed = { key: 'errors.resend' }

describe('sending the verification link again', () => {
  it('may send at once when no mail went out yet', () => {
    expect(resendWaitSeconds(initialResendState(), 1_000)).toBe(0)
  })

  it('rests after the mail of the registration, counting whole seconds down', () => {
    const state = initialResendState(10_000)
    expect(resendWaitSeconds(state, 10_000)).toBe(RESEND_COOLDOWN_MS / 1000)
    expect(resendWaitSeconds(state, 10_000 + RESEND_COOLDOWN_MS - 1_500)).toBe(2)
    expect(resendWaitSeconds(state, 10_000 + RESEND_COOLDOWN_MS)).toBe(0)
  })

  it('rests again after a sent link, and says it was sent', () => {
    const busy = nextResendState(initialResendState(), { type: 'requested' })
    expect(busy.busy).toBe(true)
    const sent = nextResendState(busy, { type: 'sent', at: 5_000 })
    expect(sent).toMatchObject({ busy: false, sent: true, error: null })
    expect(resendWaitSeconds(sent, 5_000)).toBe(RESEND_COOLDOWN_MS / 1000)
  })

  it('waits as long as a rate limit asks, and lets other failures retry at once', () => {
    const busy = nextResendState(initialResendState(), { type: 'requested' })
    const limited = nextResendState(busy, { type: 'failed', error: failed, at: 1_000, retryAfterSeconds: 90 })
    expect(limited).toMatchObject({ busy: false, sent: false, error: failed })
    expect(resendWaitSeconds(limited, 1_000)).toBe(90)
    expect(
      resendWaitSeconds(nextResendState(busy, { type: 'failed', error: failed, at: 1_000 }), 1_000),
    ).toBe(0)
  })
})
