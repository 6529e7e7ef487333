import { NotificationKind, SettingsAccess, SettingsElementRef } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  HIDDEN_STATUS,
  mayComment,
  mayMessage,
  needsRelation,
  type Relation,
  shownStatus,
  wantsNotification,
} from './settings.policy'

const STRANGER: Relation = { followsOwner: false, followedByOwner: false }
const FOLLOWER: Relation = { followsOwner: true, followedByOwner: false }
const FOLLOWED: Relation = { followsOwner: false, followedByOwner: true }
const MUTUAL: Relation = { followsOwner: true, followedByOwner: true }

/** Who each access level lets in, of a stranger, a follower, someone the owner follows, a mutual. */
const ADMITS: [string, boolean[]][] = [
  [SettingsAccess.Everyone, [true, true, true, true]],
  [SettingsAccess.Registered, [true, true, true, true]],
  [SettingsAccess.Followers, [false, true, false, true]],
  [SettingsAccess.Mutual, [false, false, false, true]],
  [SettingsAccess.Nobody, [false, false, false, false]],
]

describe.each([
  ['mayMessage', mayMessage],
  ['mayComment', mayComment],
])('%s', (_name, decide) => {
  it.each(ADMITS)('at %s admits (stranger, follower, followed, mutual) = %j', (level, expected) => {
    expect([STRANGER, FOLLOWER, FOLLOWED, MUTUAL].map((relation) => decide(level, relation))).toEqual(
      expected,
    )
  })

  it('refuses on a value it does not know: refusing is the safe side', () => {
    expect(decide('133:99', MUTUAL)).toBe(false)
    expect(decide(true, MUTUAL)).toBe(false)
    expect(decide(undefined, MUTUAL)).toBe(false)
  })
})

describe('needsRelation', () => {
  it('asks for the follows between the two only where the level depends on them', () => {
    expect(Object.values(SettingsAccess).filter(needsRelation)).toEqual([
      SettingsAccess.Followers,
      SettingsAccess.Mutual,
    ])
  })
})

describe('shownStatus', () => {
  const online = { isOnline: true, lastSeen: null }
  const away = { isOnline: false, lastSeen: '2025-01-02T03:04:05.000Z' }

  it('shows the real status of a user who shows it', () => {
    expect(shownStatus(online, true)).toEqual(online)
    expect(shownStatus(away, true)).toEqual(away)
  })

  it('shows "recently" for a user who hides it: never online, never the time last seen', () => {
    expect(shownStatus(online, false)).toEqual({ isOnline: false, lastSeen: null, recently: true })
    expect(shownStatus(away, false)).toEqual(HIDDEN_STATUS)
  })
})

describe('wantsNotification', () => {
  const switches = {
    [NotificationKind.PostComment]: SettingsElementRef.NotifyComments,
    [NotificationKind.CommentReply]: SettingsElementRef.NotifyReplies,
    [NotificationKind.ChatMessage]: SettingsElementRef.NotifyMessages,
    [NotificationKind.NewFollower]: SettingsElementRef.NotifyFollowers,
    [NotificationKind.NewPublication]: SettingsElementRef.NotifyPublications,
    [NotificationKind.SavedSearchMatch]: SettingsElementRef.NotifySavedSearches,
  }

  it.each(Object.entries(switches))('reads %s from its own switch %s', (kind, ref) => {
    const notification = kind as NotificationKind
    expect(wantsNotification({ [ref]: true }, notification)).toBe(true)
    expect(wantsNotification({ [ref]: false }, notification)).toBe(false)
    // Another switch being off changes nothing for this kind.
    const others = Object.values(switches).filter((other) => other !== ref)
    expect(wantsNotification(Object.fromEntries(others.map((o) => [o, false])), notification)).toBe(true)
  })

  it('notifies when the switch was never touched (every one is on by default)', () => {
    expect(wantsNotification({}, NotificationKind.PostComment)).toBe(true)
  })
})
