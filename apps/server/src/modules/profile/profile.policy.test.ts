import { SettingsAccess } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../platform/errors'
import { type Audience, assertCanEditProfile, audienceAllows, canEditProfile } from './profile.policy'

const refusal = (fn: () => void) => {
  try {
    fn()
    return null
  } catch (err) {
    return err instanceof AppError ? err.status : 'other'
  }
}

describe('canEditProfile', () => {
  it('lets the owner edit', () => {
    expect(canEditProfile({ id: 7 }, 7)).toBe(true)
    expect(refusal(() => assertCanEditProfile({ id: 7 }, 7))).toBeNull()
  })

  it('refuses another user with 403', () => {
    expect(canEditProfile({ id: 8 }, 7)).toBe(false)
    expect(refusal(() => assertCanEditProfile({ id: 8 }, 7))).toBe(403)
  })

  it('refuses a visitor with 401', () => {
    expect(canEditProfile(null, 7)).toBe(false)
    expect(refusal(() => assertCanEditProfile(null, 7))).toBe(401)
  })
})

describe('audienceAllows', () => {
  const stranger: Audience = { isOwner: false, viewerFollows: false, ownerFollows: false }
  const follower: Audience = { ...stranger, viewerFollows: true }
  const mutual: Audience = { ...follower, ownerFollows: true }
  const owner: Audience = { ...stranger, isOwner: true }

  it.each([
    [SettingsAccess.Everyone, [true, true, true]],
    [SettingsAccess.Registered, [true, true, true]],
    [SettingsAccess.Followers, [false, true, true]],
    [SettingsAccess.Mutual, [false, false, true]],
    [SettingsAccess.Nobody, [false, false, false]],
  ])('for %s lets in a stranger, a follower, a mutual follower: %j', (level, expected) => {
    expect([stranger, follower, mutual].map((a) => audienceAllows(level, a))).toEqual(expected)
  })

  it('always lets the owner in, and nobody else for an unknown level', () => {
    expect(audienceAllows(SettingsAccess.Nobody, owner)).toBe(true)
    expect(audienceAllows('133:99', mutual)).toBe(false)
  })
})
