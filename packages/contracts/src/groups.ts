import { z } from 'zod'
import { PAGE_SIZE } from './constants'
import { Dictionary } from './dictionaries'
import { pageOf } from './paging'
import { EntityShortInfo, PostCreate } from './posts'
import { Id, pageQuery, QueryFlag, text } from './primitives'
import { formatRef } from './ref-format'
import { refOf } from './references'
import { REQUIRED, SectionMessage } from './validation/keys'
import { required } from './validation/required'

/**
 * Issue 18: research groups, labs and communities. A group is open (anyone joins) or by request (a
 * moderator approves), visible or hidden (only its members, and those it invited, know it exists).
 * Members are owner (one), moderators and members; see GROUP_RIGHTS for what each may do.
 */

export const GROUP_LIMITS = {
  nameMin: 3,
  nameMax: 120,
  descriptionMax: 5_000,
  /** People invited in one request. */
  inviteMax: 50,
  queryMax: 100,
} as const

export const GroupJoinPolicy = { Open: 1, Request: 2 } as const
export type GroupJoinPolicy = (typeof GroupJoinPolicy)[keyof typeof GroupJoinPolicy]

export const GroupVisibility = { Visible: 1, Hidden: 2 } as const
export type GroupVisibility = (typeof GroupVisibility)[keyof typeof GroupVisibility]

export const GroupRole = { Owner: 1, Moderator: 2, Member: 3 } as const
export type GroupRole = (typeof GroupRole)[keyof typeof GroupRole]

/** A member, someone who asked to join (awaiting a moderator), or someone invited (awaiting them). */
export const GroupMemberStatus = { Member: 1, Requested: 2, Invited: 3 } as const
export type GroupMemberStatus = (typeof GroupMemberStatus)[keyof typeof GroupMemberStatus]

/**
 * What each role may do. Members post in the group and attach their publications; moderators also
 * post as the group, approve requests, invite, remove members and edit the group's description and
 * images; the owner also changes its name, policy and visibility, appoints moderators, hands the
 * group over and deletes it. The owner cannot leave without handing it over first.
 */
export const GROUP_RIGHTS = {
  post: [GroupRole.Owner, GroupRole.Moderator, GroupRole.Member],
  attachPublication: [GroupRole.Owner, GroupRole.Moderator, GroupRole.Member],
  postAsGroup: [GroupRole.Owner, GroupRole.Moderator],
  manageMembers: [GroupRole.Owner, GroupRole.Moderator],
  editAbout: [GroupRole.Owner, GroupRole.Moderator],
  editSettings: [GroupRole.Owner],
  appointModerators: [GroupRole.Owner],
  delete: [GroupRole.Owner],
} as const satisfies Record<string, readonly GroupRole[]>
export type GroupRight = keyof typeof GROUP_RIGHTS

export const mayInGroup = (role: GroupRole | null, right: GroupRight): boolean =>
  role !== null && (GROUP_RIGHTS[right] as readonly GroupRole[]).includes(role)

/**
 * Who takes a publication off a group: a moderator, or a member whose it is (an author of it, or
 * the one who attached it). The page knows the authors, not who attached, and shows it by this rule.
 */
export const mayDetachPublication = (role: GroupRole | null, own: boolean): boolean =>
  mayInGroup(role, 'manageMembers') || (role !== null && own)

/** The web route of a group's page. */
export const groupPath = (groupId: number): string => `/groups/${groupId}`

/** The feed channel of a group's posts (members and followers have it on). */
export const groupChannel = (groupId: number): string => formatRef(Dictionary.group, groupId)

const JoinPolicy = z.union([z.literal(GroupJoinPolicy.Open), z.literal(GroupJoinPolicy.Request)])
const Visibility = z.union([z.literal(GroupVisibility.Visible), z.literal(GroupVisibility.Hidden)])
const Role = z.union([
  z.literal(GroupRole.Owner),
  z.literal(GroupRole.Moderator),
  z.literal(GroupRole.Member),
])
const MemberStatus = z.union([
  z.literal(GroupMemberStatus.Member),
  z.literal(GroupMemberStatus.Requested),
  z.literal(GroupMemberStatus.Invited),
])

const Name = required(REQUIRED.groupName)
  .min(GROUP_LIMITS.nameMin, { message: SectionMessage.groupNameTooShort })
  .max(GROUP_LIMITS.nameMax)
const Description = text().trim().max(GROUP_LIMITS.descriptionMax)
/** An uploaded image (`POST /files`) of the editor: png or jpeg, as group chat images. */
const ImageFile = z.guid().nullable()

/** `POST /groups` (201): the creator becomes its owner, and its chat is made with them. */
export const GroupCreate = z.object({
  name: Name,
  description: Description.default(''),
  scienceArea: refOf(Dictionary.scienceArea).nullable().default(null),
  joinPolicy: JoinPolicy.default(GroupJoinPolicy.Open),
  visibility: Visibility.default(GroupVisibility.Visible),
  avatar: ImageFile.default(null),
  banner: ImageFile.default(null),
})
export type GroupCreate = z.input<typeof GroupCreate>

/** `PATCH /groups/{id}`: what is sent changes (null clears an image or the area). */
export const GroupUpdate = z
  .object({
    name: Name.optional(),
    description: Description.optional(),
    scienceArea: refOf(Dictionary.scienceArea).nullable().optional(),
    joinPolicy: JoinPolicy.optional(),
    visibility: Visibility.optional(),
    avatar: ImageFile.optional(),
    banner: ImageFile.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: SectionMessage.nothingToChange,
  })
export type GroupUpdate = z.input<typeof GroupUpdate>

export const GroupIdParams = z.object({ id: z.coerce.number().pipe(Id) })
export const GroupMemberParams = z.object({
  id: z.coerce.number().pipe(Id),
  userId: z.coerce.number().pipe(Id),
})
export const GroupPublicationParams = z.object({ id: z.coerce.number().pipe(Id), publicationId: z.guid() })

/** The reader's own place in a group: no role or status when they are none of its people. */
export const GroupMembership = z.object({
  role: Role.nullable(),
  status: MemberStatus.nullable(),
  /** Follows its posts (a member follows them unless they switched the channel off). */
  following: z.boolean(),
})
export type GroupMembership = z.infer<typeof GroupMembership>

/** A group as a list shows it. */
export const GroupCard = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  scienceArea: z.string().nullable(),
  joinPolicy: JoinPolicy,
  visibility: Visibility,
  avatarUrl: z.string().nullable(),
  memberCount: z.number().int(),
  me: GroupMembership,
  /** The web route of its page. */
  link: z.string(),
})
export type GroupCard = z.infer<typeof GroupCard>

/** A group's page: the card, its banner, owner and chat (the chat for members only). */
export const Group = GroupCard.extend({
  bannerUrl: z.string().nullable(),
  avatarFileId: z.string().nullable(),
  bannerFileId: z.string().nullable(),
  owner: EntityShortInfo,
  /** Its chat; null to anyone but a member. */
  dialogId: z.number().int().nullable(),
  /** Requests waiting for a moderator: counted for moderators, 0 for everyone else. */
  requestCount: z.number().int(),
  createdAt: z.string(),
})
export type Group = z.infer<typeof Group>

export const GroupPage = pageOf(GroupCard)
export type GroupPage = z.infer<typeof GroupPage>

/** `GET /groups`: by name (any part of it) and science area; `mine` only the reader's own groups. */
export const GroupListQuery = z.object({
  query: text().trim().max(GROUP_LIMITS.queryMax).optional(),
  area: refOf(Dictionary.scienceArea).optional(),
  mine: QueryFlag.optional(),
  ...pageQuery(PAGE_SIZE.groups),
})
export type GroupListQuery = z.input<typeof GroupListQuery>

/** A person of a group: a member with a role, a request, or an invitation. */
export const GroupMember = z.object({
  userId: z.number().int(),
  user: EntityShortInfo,
  role: Role,
  status: MemberStatus,
  createdAt: z.string(),
  joinedAt: z.string().nullable(),
})
export type GroupMember = z.infer<typeof GroupMember>

export const GroupMemberPage = pageOf(GroupMember)
export type GroupMemberPage = z.infer<typeof GroupMemberPage>

/** `GET /groups/{id}/members`: members (default); requests and invitations for moderators only. */
export const GroupMembersQuery = z.object({
  status: z.coerce.number().pipe(MemberStatus).default(GroupMemberStatus.Member),
  query: text().trim().max(GROUP_LIMITS.queryMax).optional(),
  ...pageQuery(PAGE_SIZE.groups),
})
export type GroupMembersQuery = z.input<typeof GroupMembersQuery>

/**
 * `PATCH /groups/{id}/members/{userId}`: a moderator approves a request (`status` 1); the owner
 * makes a member moderator or member again (`role` 2 or 3), or hands the group over (`role` 1: they
 * become a moderator).
 */
export const GroupMemberUpdate = z
  .object({
    role: Role.optional(),
    status: z.literal(GroupMemberStatus.Member).optional(),
  })
  .refine((update) => update.role !== undefined || update.status !== undefined, {
    message: SectionMessage.nothingToChange,
  })
export type GroupMemberUpdate = z.input<typeof GroupMemberUpdate>

/** `POST /groups/{id}/invites`: people a moderator invites; each accepts by joining. */
export const GroupInvite = z.object({
  users: z
    .array(Id)
    .min(1)
    .max(GROUP_LIMITS.inviteMax)
    .refine((ids) => new Set(ids).size === ids.length),
})
export type GroupInvite = z.infer<typeof GroupInvite>

/** `POST /groups/{id}/posts` (201): a member's post in the group, or a moderator's as the group. */
export const GroupPostCreate = PostCreate.pick({
  title: true,
  text: true,
  cCommentStatus: true,
  files: true,
  topics: true,
}).extend({ asGroup: z.boolean().default(false) })
export type GroupPostCreate = z.input<typeof GroupPostCreate>

/** `GET /groups/{id}/posts`: newest first, pages by number. */
export const GroupPostsQuery = z.object({ ...pageQuery(PAGE_SIZE.posts) })
export type GroupPostsQuery = z.input<typeof GroupPostsQuery>

/** `POST /groups/{id}/publications`: a member attaches a publication they are an author of. */
export const GroupPublicationAttach = z.object({ publicationId: z.guid() })
export type GroupPublicationAttach = z.infer<typeof GroupPublicationAttach>
