import {
  type GroupCard,
  GroupJoinPolicy,
  type GroupMember,
  GroupMemberStatus,
  type GroupMembership,
  GroupRole,
  GroupVisibility,
  mayDetachPublication,
  mayInGroup,
  type Publication,
} from '@nauka/contracts'
import { authorUserId } from '../publications/model'

/**
 * What the reader may do about a group from its header, by their place in it (issue 18):
 * `requestSent` is the disabled "Request sent" beside its withdrawal.
 */
export type GroupAction =
  | 'join'
  | 'askToJoin'
  | 'requestSent'
  | 'withdrawRequest'
  | 'acceptInvite'
  | 'declineInvite'
  | 'leave'
  | 'follow'
  | 'unfollow'
  | 'chat'

type Subject = Pick<GroupCard, 'joinPolicy' | 'visibility' | 'me'> & { dialogId?: number | null }

/**
 * The header's buttons. The owner cannot leave (they hand the group over first, a 409 otherwise);
 * members follow the posts through the feed's channels, so following is offered to others only,
 * and only for a visible group (a hidden one cannot be followed from outside).
 */
export const groupActions = (group: Subject): GroupAction[] => {
  const { role, status, following } = group.me
  if (status === GroupMemberStatus.Member) {
    const chat: GroupAction[] = group.dialogId ? ['chat'] : []
    return role === GroupRole.Owner ? chat : [...chat, 'leave']
  }
  if (status === GroupMemberStatus.Invited) return ['acceptInvite', 'declineInvite']
  const joining: GroupAction[] =
    status === GroupMemberStatus.Requested
      ? ['requestSent', 'withdrawRequest']
      : group.joinPolicy === GroupJoinPolicy.Open
        ? ['join']
        : ['askToJoin']
  const follow: GroupAction[] =
    group.visibility === GroupVisibility.Visible ? [following ? 'unfollow' : 'follow'] : []
  return [...joining, ...follow]
}

/** The reader's role while a member; null for anyone else (a request or an invitation has no rights). */
export const activeRole = (me: GroupMembership): GroupRole | null =>
  me.status === GroupMemberStatus.Member ? me.role : null

/**
 * Whether the reader may take the publication off the group: a moderator, or a member who is its
 * owner or a linked author. The server also lets the member who attached it, whom the page does not know.
 */
export const mayDetach = (me: GroupMembership, publication: Publication, myId: number | null): boolean =>
  mayDetachPublication(
    activeRole(me),
    myId !== null && (publication.own || publication.authors.some((author) => authorUserId(author) === myId)),
  )

/** What the owner or a moderator may do to one person of the members list. */
export type MemberAction = 'makeModerator' | 'makeMember' | 'handOver' | 'remove'

/**
 * The per-member menu: the owner appoints moderators, makes them members again, hands the group
 * over and removes anyone; a moderator removes plain members. Nobody acts on themselves here
 * (leaving is the header's), and nothing is done to the owner.
 */
export const memberActions = (
  viewer: { role: GroupRole | null; userId: number | null },
  member: Pick<GroupMember, 'userId' | 'role' | 'status'>,
): MemberAction[] => {
  if (member.userId === viewer.userId || member.role === GroupRole.Owner) return []
  if (member.status !== GroupMemberStatus.Member) return []
  if (mayInGroup(viewer.role, 'appointModerators')) {
    const role: MemberAction = member.role === GroupRole.Moderator ? 'makeMember' : 'makeModerator'
    return [role, 'handOver', 'remove']
  }
  if (mayInGroup(viewer.role, 'manageMembers') && member.role === GroupRole.Member) return ['remove']
  return []
}

/** The tabs of a group's page (issue 18: posts, members, publications, events, about). */
export const GROUP_TABS = ['posts', 'members', 'publications', 'events', 'about'] as const
export type GroupTab = (typeof GROUP_TABS)[number]

export const parseGroupTab = (value: string | null): GroupTab =>
  GROUP_TABS.find((tab) => tab === value) ?? 'posts'

/**
 * A group after the reader's place in it changed: the new membership, and the member count by one
 * when they became or stopped being a member.
 */
export const withMembership = <G extends Pick<GroupCard, 'me' | 'memberCount'>>(
  group: G,
  me: GroupMembership,
): G => {
  const was = group.me.status === GroupMemberStatus.Member
  const is = me.status === GroupMemberStatus.Member
  const delta = Number(is) - Number(was)
  return { ...group, me, memberCount: Math.max(0, group.memberCount + delta) }
}

/** The "My groups" tab's sections: invitations to answer first, then groups, then requests waiting. */
export type MineSections = { invited: GroupCard[]; member: GroupCard[]; requested: GroupCard[] }

export const mineSections = (groups: readonly GroupCard[]): MineSections => {
  const sections: MineSections = { invited: [], member: [], requested: [] }
  for (const group of groups) {
    if (group.me.status === GroupMemberStatus.Invited) sections.invited.push(group)
    else if (group.me.status === GroupMemberStatus.Requested) sections.requested.push(group)
    else if (group.me.status === GroupMemberStatus.Member) sections.member.push(group)
  }
  return sections
}

/** The badge of a card: the reader's place, when they have one. */
export type StatusBadge = 'owner' | 'moderator' | 'member' | 'requested' | 'invited' | null

export const statusBadge = (me: GroupMembership): StatusBadge => {
  if (me.status === GroupMemberStatus.Invited) return 'invited'
  if (me.status === GroupMemberStatus.Requested) return 'requested'
  if (me.status !== GroupMemberStatus.Member) return null
  if (me.role === GroupRole.Owner) return 'owner'
  return me.role === GroupRole.Moderator ? 'moderator' : 'member'
}

/** The i18n word of a role. */
export const roleKey = (role: GroupRole): 'owner' | 'moderator' | 'member' =>
  role === GroupRole.Owner ? 'owner' : role === GroupRole.Moderator ? 'moderator' : 'member'
