import { type MutualStates, SettingsAccess } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../platform/errors'
import {
  type Audience,
  assertCanEditProfile,
  audienceAllows,
  audienceOf,
  canEditProfile,
  canSeeSettings,
} from './profile.policy'

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

describe('canSeeSettings', () => {
  it('shows the privacy and notification settings to their owner only', () => {
    expect(canSeeSettings({ id: 7 }, 7)).toBe(true)
    expect(canSeeSettings({ id: 8 }, 7)).toBe(false)
    expect(canSeeSettings(null, 7)).toBe(false)
  })
})

describe('audienceOf', () => {
  const OWNER = 7
  const state = (out: boolean, back: boolean): MutualStates => ({
    out: { subscribed: out, blocked: false },
    in: { subscribed: back, blocked: false },
  })

  it('makes a visitor a signed-out stranger, whatever relation it is handed', () => {
    expect(audienceOf(null, OWNER, state(true, true))).toEqual({
      signedIn: false,
      isOwner: false,
      viewerFollows: false,
      ownerFollows: false,
    })
  })

  it('tells the owner, a follower and a mutual follower apart', () => {
    expect(audienceOf({ id: OWNER }, OWNER, state(false, false))).toMatchObject({
      signedIn: true,
      isOwner: true,
    })
    expect(audienceOf({ id: 8 }, OWNER, state(true, false))).toEqual({
      signedIn: true,
      isOwner: false,
      viewerFollows: true,
      ownerFollows: false,
    })
    expect(audienceOf({ id: 8 }, OWNER, state(true, true))).toMatchObject({
      viewerFollows: true,
      ownerFollows: true,
    })
  })
})

describe('audienceAllows', () => {
  const other: Audience = { signedIn: true, isOwner: false, viewerFollows: false, ownerFollows: false }
  const visitor: Audience = { ...other, signedIn: false }
  const follower: Audience = { ...other, viewerFollows: true }
  const mutual: Audience = { ...follower, ownerFollows: true }
  const owner: Audience = { ...other, isOwner: true }

  it.each([
    [SettingsAccess.Everyone, [true, true, true, true, true]],
    [SettingsAccess.Registered, [false, true, true, true, true]],
    [SettingsAccess.Followers, [false, false, true, true, true]],
    [SettingsAccess.Mutual, [false, false, false, true, true]],
    [SettingsAccess.Nobody, [false, false, false, false, true]],
  ])(
    'for %s lets in a visitor, another user, a follower, a mutual follower, the owner: %j',
    (level, expected) => {
      expect([visitor, other, follower, mutual, owner].map((a) => audienceAllows(level, a))).toEqual(expected)
    },
  )

  it('lets nobody but the owner in for an unknown level', () => {
    expect(audienceAllows('133:99', owner)).toBe(true)
    expect(audienceAllows('133:99', mutual)).toBe(false)
    expect(audienceAllows(undefined, mutual)).toBe(false)
  })
})
