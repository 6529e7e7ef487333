import { GroupJoinPolicy, GroupMemberStatus, GroupRole, GroupVisibility } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  canDetach,
  canLeave,
  canReadPosts,
  canRemove,
  canSeeGroup,
  joinOutcome,
  may,
  type Place,
} from './groups.policy'

const owner: Place = { role: GroupRole.Owner, status: GroupMemberStatus.Member }
const moderator: Place = { role: GroupRole.Moderator, status: GroupMemberStatus.Member }
const member: Place = { role: GroupRole.Member, status: GroupMemberStatus.Member }
const requested: Place = { role: GroupRole.Member, status: GroupMemberStatus.Requested }
const invited: Place = { role: GroupRole.Member, status: GroupMemberStatus.Invited }
const visible = { visibility: GroupVisibility.Visible, joinPolicy: GroupJoinPolicy.Open }
const hidden = { visibility: GroupVisibility.Hidden, joinPolicy: GroupJoinPolicy.Request }

describe('seeing a group', () => {
  it('shows a visible group to all, a hidden one to members and those invited only', () => {
    expect(canSeeGroup(visible, null)).toBe(true)
    expect(canSeeGroup(hidden, null)).toBe(false)
    expect(canSeeGroup(hidden, requested)).toBe(false)
    expect(canSeeGroup(hidden, invited)).toBe(true)
    expect(canSeeGroup(hidden, member)).toBe(true)
  })

  it("lets only members read a hidden group's posts", () => {
    expect(canReadPosts(visible, null)).toBe(true)
    expect(canReadPosts(hidden, invited)).toBe(false)
    expect(canReadPosts(hidden, member)).toBe(true)
  })
})

describe('rights', () => {
  it('gives each role its rights, and none to requests or invitations', () => {
    expect(may(member, 'post')).toBe(true)
    expect(may(member, 'postAsGroup')).toBe(false)
    expect(may(moderator, 'postAsGroup')).toBe(true)
    expect(may(moderator, 'manageMembers')).toBe(true)
    expect(may(moderator, 'editSettings')).toBe(false)
    expect(may(owner, 'delete')).toBe(true)
    expect(may(requested, 'post')).toBe(false)
    expect(may(invited, 'post')).toBe(false)
    expect(may(null, 'post')).toBe(false)
  })
})

describe('joining and leaving', () => {
  it('makes a member of an open group or an invitation, a request of a group by request', () => {
    expect(joinOutcome(visible, null)).toBe('member')
    expect(joinOutcome(hidden, null)).toBe('request')
    expect(joinOutcome(hidden, invited)).toBe('member')
    expect(joinOutcome(hidden, requested)).toBe('none')
    expect(joinOutcome(visible, member)).toBe('none')
  })

  it('keeps the owner until they hand the group over', () => {
    expect(canLeave(owner)).toBe(false)
    expect(canLeave(moderator)).toBe(true)
  })
})

describe('removing someone', () => {
  it('lets moderators remove members, requests and invitations, only the owner a moderator, nobody the owner', () => {
    expect(canRemove(moderator, member)).toBe(true)
    expect(canRemove(moderator, requested)).toBe(true)
    expect(canRemove(moderator, invited)).toBe(true)
    expect(canRemove(moderator, moderator)).toBe(false)
    expect(canRemove(owner, moderator)).toBe(true)
    expect(canRemove(owner, owner)).toBe(false)
    expect(canRemove(moderator, owner)).toBe(false)
    expect(canRemove(member, member)).toBe(false)
    expect(canRemove(null, member)).toBe(false)
  })
})

describe('taking a publication off a group', () => {
  it('lets a member whose it is and any moderator, not other members, requests or strangers', () => {
    expect(canDetach(member, true)).toBe(true)
    expect(canDetach(member, false)).toBe(false)
    expect(canDetach(moderator, false)).toBe(true)
    expect(canDetach(owner, false)).toBe(true)
    expect(canDetach(requested, true)).toBe(false)
    expect(canDetach(invited, true)).toBe(false)
    expect(canDetach(null, true)).toBe(false)
  })
})
