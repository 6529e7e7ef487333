import {
  type Group,
  type GroupCard,
  GroupJoinPolicy,
  type GroupMember,
  GroupMemberStatus,
  type GroupMembership,
  GroupRole,
  GroupVisibility,
} from '@nauka/contracts'

export const NOBODY: GroupMembership = { role: null, status: null, following: false }

export const membership = (
  role: GroupRole,
  status: GroupMemberStatus = GroupMemberStatus.Member,
): GroupMembership => ({ role, status, following: status === GroupMemberStatus.Member })

/** A group card as `GET /groups` lists it. */
export const cardOf = (id: number, extra: Partial<GroupCard> = {}): GroupCard => ({
  id,
  name: `Группа ${id}`,
  description: '',
  scienceArea: null,
  joinPolicy: GroupJoinPolicy.Open,
  visibility: GroupVisibility.Visible,
  avatarUrl: null,
  memberCount: 3,
  me: NOBODY,
  link: `/groups/${id}`,
  ...extra,
})

/** A group's page as `GET /groups/{id}` answers it. */
export const groupOf = (id: number, extra: Partial<Group> = {}): Group => ({
  ...cardOf(id),
  bannerUrl: null,
  avatarFileId: null,
  bannerFileId: null,
  owner: { rEntity: '202:1', fullName: 'Мария Кюри', fullNameEn: null, imageUrl: null },
  dialogId: null,
  requestCount: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...extra,
})

/** A person of a group as `GET /groups/{id}/members` lists them. */
export const memberOf = (
  userId: number,
  fullName: string,
  role: GroupRole = GroupRole.Member,
  status: GroupMemberStatus = GroupMemberStatus.Member,
): GroupMember => ({
  userId,
  user: { rEntity: `202:${userId}`, fullName, fullNameEn: null, imageUrl: null },
  role,
  status,
  createdAt: '2026-11-24T10:00:00.000Z',
  joinedAt: status === GroupMemberStatus.Member ? '2026-11-24T10:00:00.000Z' : null,
})

export const pageOf = <T>(elements: T[], hasMore = false) => ({ count: elements.length, elements, hasMore })
