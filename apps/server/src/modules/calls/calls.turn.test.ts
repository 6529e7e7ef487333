import { createHmac } from 'node:crypto'
import { CALL_LIMITS } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { iceConfigFor, turnCredential } from './calls.turn'

const secret = 'a-shared-secret-of-coturn'
const now = new Date('2026-03-01T12:00:00.000Z')

describe('TURN credentials (coturn REST scheme)', () => {
  it('matches a fixed vector', () => {
    // Computed once with: printf '1700000000:42' | openssl dgst -sha1 -hmac 'a-shared-secret-of-coturn' -binary | base64
    expect(turnCredential(secret, 42, new Date(1_700_000_000_000))).toEqual({
      username: '1700000000:42',
      credential: '4Sf4ugc/kX4xsafpScncQc6BDp0=',
    })
  })

  it('is the base64 HMAC-SHA1 of "<expiry>:<user>" with the secret', () => {
    const expiry = Math.floor(now.getTime() / 1000) + CALL_LIMITS.turnTtlSeconds
    const username = `${expiry}:7`
    const expected = createHmac('sha1', secret).update(username).digest('base64')
    const config = iceConfigFor(
      [{ urls: 'stun:stun.example.org' }, { urls: ['turn:turn.example.org:3478', 'turns:turn.example.org'] }],
      secret,
      7,
      now,
    )
    expect(config).toEqual({
      iceServers: [
        { urls: 'stun:stun.example.org' },
        { urls: ['turn:turn.example.org:3478', 'turns:turn.example.org'], username, credential: expected },
      ],
      expiresAt: new Date(expiry * 1000).toISOString(),
    })
    expect(JSON.stringify(config)).not.toContain(secret)
  })

  it('keeps a TURN entry that has its own username, and gives nothing without a secret', () => {
    const own = { urls: 'turn:other.example.org', username: 'static', credential: 'pass' }
    expect(iceConfigFor([own], secret, 7, now).iceServers).toEqual([own])
    expect(iceConfigFor([{ urls: 'turn:t.example.org' }], undefined, 7, now)).toEqual({
      iceServers: [{ urls: 'turn:t.example.org' }],
      expiresAt: null,
    })
  })
})
