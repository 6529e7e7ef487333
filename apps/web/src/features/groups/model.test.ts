import {
  type GroupCard,
  GroupJoinPolicy,
  GroupMemberStatus,
  type GroupMembership,
  GroupRole,
  GroupVisibility,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { publicationOf } from '../publications/test-data'
import {
  activeRole,
  groupActions,
  mayDetach,
  memberActions,
  mineSections,
  parseGroupTab,
  statusBadge,
  withMembership,
} from './model'

const none: GroupMembership = { role: null, status: null, following: false }
const member = (role: GroupRole): GroupMembership => ({
  role,
  status: GroupMemberStatus.Member,
  following: true,
})

const card = (id: number, me: GroupMembership, extra: Partial<GroupCard> = {}): GroupCard => ({
  id,
  name: `Группа ${id}`,
  description: '',
  scienceArea: null,
  joinPolicy: GroupJoinPolicy.Open,
  visibility: GroupVisibility.Visible,
  avatarUrl: null,
  memberCount: 3,
  me,
  link: `/groups/${id}`,
  ...extra,
})

describe('the actions of a group header', () => {
  it('offers joining an open group, and asking to join one by request, with following beside', () => {
    expect(groupActions(card(1, none))).toEqual(['join', 'follow'])
    expect(groupActions(card(1, none, { joinPolicy: GroupJoinPolicy.Request }))).toEqual([
      'askToJoin',
      'follow',
    ])
    expect(groupActions(card(1, { ...none, following: true }))).toEqual(['join', 'unfollow'])
  })

  it('shows a request as sent, with its withdrawal', () => {
    const requested = { role: GroupRole.Member, status: GroupMemberStatus.Requested, following: false }
    expect(groupActions(card(1, requested, { joinPolicy: GroupJoinPolicy.Request }))).toEqual([
      'requestSent',
      'withdrawRequest',
      'follow',
    ])
  })

  it('lets an invited person accept or decline, and offers no following of a hidden group', () => {
    const invited = { role: GroupRole.Member, status: GroupMemberStatus.Invited, following: false }
    expect(groupActions(card(1, invited, { visibility: GroupVisibility.Hidden }))).toEqual([
      'acceptInvite',
      'declineInvite',
    ])
    expect(groupActions(card(1, none, { visibility: GroupVisibility.Hidden }))).toEqual(['join'])
  })

  it('gives members the chat and leaving, but the owner no leaving (they hand the group over first)', () => {
    expect(groupActions({ ...card(1, member(GroupRole.Member)), dialogId: 9 })).toEqual(['chat', 'leave'])
    expect(groupActions({ ...card(1, member(GroupRole.Owner)), dialogId: 9 })).toEqual(['chat'])
    expect(groupActions({ ...card(1, member(GroupRole.Moderator)), dialogId: null })).toEqual(['leave'])
  })
})

describe('the per-member menu', () => {
  const OWNER = { role: GroupRole.Owner, userId: 1 }
  const MODERATOR = { role: GroupRole.Moderator, userId: 2 }
  const person = (userId: number, role: GroupRole, status: GroupMemberStatus = GroupMemberStatus.Member) => ({
    userId,
    role,
    status,
  })

  it('lets the owner appoint or demote, hand over and remove, but not act on themselves', () => {
    expect(memberActions(OWNER, person(5, GroupRole.Member))).toEqual(['makeModerator', 'handOver', 'remove'])
    expect(memberActions(OWNER, person(2, GroupRole.Moderator))).toEqual(['makeMember', 'handOver', 'remove'])
    expect(memberActions(OWNER, person(1, GroupRole.Owner))).toEqual([])
  })

  it('lets a moderator remove plain members only, and a member nothing', () => {
    expect(memberActions(MODERATOR, person(5, GroupRole.Member))).toEqual(['remove'])
    expect(memberActions(MODERATOR, person(3, GroupRole.Moderator))).toEqual([])
    expect(memberActions(MODERATOR, person(1, GroupRole.Owner))).toEqual([])
    expect(memberActions({ role: GroupRole.Member, userId: 4 }, person(5, GroupRole.Member))).toEqual([])
    expect(memberActions({ role: null, userId: null }, person(5, GroupRole.Member))).toEqual([])
  })

  it('offers nothing on requests and invitations (they have their own buttons)', () => {
    expect(memberActions(OWNER, person(5, GroupRole.Member, GroupMemberStatus.Requested))).toEqual([])
  })
})

describe('membership changes', () => {
  it('counts a member in when they join and out when they leave, not for a request', () => {
    const group = card(1, none)
    expect(withMembership(group, member(GroupRole.Member)).memberCount).toBe(4)
    expect(withMembership(card(1, member(GroupRole.Member)), none).memberCount).toBe(2)
    const requested = { role: GroupRole.Member, status: GroupMemberStatus.Requested, following: false }
    expect(withMembership(group, requested)).toEqual({ ...group, me: requested })
  })

  it('reads rights only from an active membership', () => {
    expect(activeRole(member(GroupRole.Moderator))).toBe(GroupRole.Moderator)
    expect(activeRole({ role: GroupRole.Member, status: GroupMemberStatus.Invited, following: false })).toBe(
      null,
    )
  })

  it('sorts my groups into invitations, memberships and requests, and badges each', () => {
    const invited = card(1, { role: GroupRole.Member, status: GroupMemberStatus.Invited, following: false })
    const mine = card(2, member(GroupRole.Owner))
    const asked = card(3, { role: GroupRole.Member, status: GroupMemberStatus.Requested, following: false })
    expect(mineSections([mine, asked, invited, card(4, none)])).toEqual({
      invited: [invited],
      member: [mine],
      requested: [asked],
    })
    expect([invited, mine, asked, card(4, none)].map((g) => statusBadge(g.me))).toEqual([
      'invited',
      'owner',
      'requested',
      null,
    ])
  })

  it('opens the posts tab for an unknown tab name', () => {
    expect(parseGroupTab('members')).toBe('members')
    expect(parseGroupTab('events')).toBe('events')
    expect(parseGroupTab('calendar')).toBe('posts')
    expect(parseGroupTab(null)).toBe('posts')
  })
})

describe('taking a publication off a group', () => {
  const author = (userId: number) => ({
    lastName: 'Кюри',
    user: { rEntity: `202:${userId}`, fullName: 'Мария Кюри', fullNameEn: null, imageUrl: null },
  })
  const coauthored = publicationOf(1, {}, { authors: [author(5), author(17)] })
  const owned = publicationOf(2, {}, { own: true })
  const others = publicationOf(3, {}, { authors: [author(5)] })

  it('is offered to a member who owns or co-authors the publication, not to other members', () => {
    expect(mayDetach(member(GroupRole.Member), coauthored, 17)).toBe(true)
    expect(mayDetach(member(GroupRole.Member), owned, 17)).toBe(true)
    expect(mayDetach(member(GroupRole.Member), others, 17)).toBe(false)
  })

  it('is offered to moderators and the owner for any publication, to no one outside the group', () => {
    expect(mayDetach(member(GroupRole.Moderator), others, 17)).toBe(true)
    expect(mayDetach(member(GroupRole.Owner), others, 17)).toBe(true)
    expect(mayDetach(none, coauthored, 17)).toBe(false)
    const invited = { role: GroupRole.Member, status: GroupMemberStatus.Invited, following: false }
    expect(mayDetach(invited, coauthored, 17)).toBe(false)
    expect(mayDetach(member(GroupRole.Member), coauthored, null)).toBe(false)
  })
})
