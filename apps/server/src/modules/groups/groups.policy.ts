import {
  GroupJoinPolicy,
  type GroupMemberStatus,
  type GroupRight,
  GroupRole,
  GroupVisibility,
  mayDetachPublication,
  mayInGroup,
  GroupMemberStatus as Status,
} from '@nauka/contracts'

/**
 * Issue 18: who sees a group and what each of its people may do, as pure functions of the group and
 * the rows of `group_members` (the contracts' GROUP_RIGHTS decide the rights of each role).
 */

/** One person's row in a group: a member with a role, a request, or an invitation. */
export interface Place {
  role: GroupRole
  status: GroupMemberStatus
}

export interface GroupFacts {
  visibility: number
  joinPolicy: number
}

export const isMember = (place: Place | null): boolean => place?.status === Status.Member

/** The role that counts for rights: a member's; requests and invitations have none. */
export const roleOf = (place: Place | null): GroupRole | null =>
  place !== null && isMember(place) ? place.role : null

export const may = (place: Place | null, right: GroupRight): boolean => mayInGroup(roleOf(place), right)

/** A visible group is seen by all; a hidden one only by its members and those it invited. */
export const canSeeGroup = (group: GroupFacts, place: Place | null): boolean =>
  group.visibility === GroupVisibility.Visible ||
  place?.status === Status.Member ||
  place?.status === Status.Invited

/** A hidden group's posts are read by its members only (an invitation shows the group, not its posts). */
export const canReadPosts = (group: GroupFacts, place: Place | null): boolean =>
  group.visibility === GroupVisibility.Visible || isMember(place)

/**
 * What joining does: an invitation or an open group makes a member; a group by request records a
 * request; someone already a member or with a request waiting changes nothing.
 */
export function joinOutcome(group: GroupFacts, place: Place | null): 'member' | 'request' | 'none' {
  if (place?.status === Status.Invited) return 'member'
  if (place !== null) return 'none'
  return group.joinPolicy === GroupJoinPolicy.Open ? 'member' : 'request'
}

/** The owner hands the group over before leaving: someone must own it. */
export const canLeave = (place: Place): boolean => place.role !== GroupRole.Owner

/**
 * Who may take someone's place away: moderators remove members, requests and invitations; only
 * the owner removes a moderator; nobody removes the owner.
 */
export function canRemove(actor: Place | null, target: Place): boolean {
  if (!may(actor, 'manageMembers') || target.role === GroupRole.Owner) return false
  return target.role !== GroupRole.Moderator || !isMember(target) || roleOf(actor) === GroupRole.Owner
}

/**
 * Who takes a publication off a group (`own`: they are an author of it or attached it): a member
 * whose it is, or a moderator; a request, an invitation or a former member not.
 */
export const canDetach = (place: Place | null, own: boolean): boolean =>
  mayDetachPublication(roleOf(place), own)
