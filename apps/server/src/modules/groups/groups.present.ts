import {
  Dictionary,
  fileUrl,
  formatRef,
  type Group,
  type GroupCard,
  type GroupJoinPolicy,
  type GroupMember,
  type GroupMemberStatus,
  type GroupMembership,
  type GroupRole,
  type GroupVisibility,
  groupPath,
} from '@nauka/contracts'
import type { UserSummary } from '../follow/follow.present'
import type { PostGroupInfo } from '../posts/posts.hydrate'
import { presentAuthor } from '../posts/posts.present'
import type { GroupRow, MemberRow } from './groups.queries'

/** The reader's own relation to a group, as the rows and their feed switch tell it. */
export interface ReaderFacts {
  place: MemberRow | null
  /** A row in `group_followers`. */
  follows: boolean
  /** The group's channel switched off in the reader's feed settings. */
  channelOff: boolean
}

export const NO_READER: ReaderFacts = { place: null, follows: false, channelOff: false }

/** Their role and status, and whether the group's posts reach their feed (member or follower, channel on). */
export function presentMembership({ place, follows, channelOff }: ReaderFacts): GroupMembership {
  const member = place?.status === 1
  return {
    role: place ? (place.role as GroupRole) : null,
    status: place ? (place.status as GroupMemberStatus) : null,
    following: (member || follows) && !channelOff,
  }
}

const imageUrl = (fileId: string | null) => (fileId ? fileUrl(fileId) : null)

export function presentCard(row: GroupRow, reader: ReaderFacts): GroupCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    scienceArea: row.scienceArea === null ? null : formatRef(Dictionary.scienceArea, row.scienceArea),
    joinPolicy: row.joinPolicy as GroupJoinPolicy,
    visibility: row.visibility as GroupVisibility,
    avatarUrl: imageUrl(row.avatarFileId),
    memberCount: row.memberCount,
    me: presentMembership(reader),
    link: groupPath(row.id),
  }
}

/** What only some readers see of a group's page: its chat (members), its requests (moderators). */
export interface GroupPageExtras {
  ownerId: number
  owner: UserSummary | undefined
  showChat: boolean
  requestCount: number
}

export function presentGroup(row: GroupRow, reader: ReaderFacts, extras: GroupPageExtras): Group {
  return {
    ...presentCard(row, reader),
    bannerUrl: imageUrl(row.bannerFileId),
    avatarFileId: row.avatarFileId,
    bannerFileId: row.bannerFileId,
    owner: presentAuthor(extras.ownerId, extras.owner),
    dialogId: extras.showChat ? row.dialogId : null,
    requestCount: extras.requestCount,
    createdAt: row.createdAt.toISOString(),
  }
}

export function presentMember(row: MemberRow, user: UserSummary | undefined): GroupMember {
  return {
    userId: row.userId,
    user: presentAuthor(row.userId, user),
    role: row.role as GroupRole,
    status: row.status as GroupMemberStatus,
    createdAt: row.createdAt.toISOString(),
    joinedAt: row.joinedAt?.toISOString() ?? null,
  }
}

/** A group as a post in it shows it. */
export const presentPostGroup = (row: GroupRow): PostGroupInfo => ({
  id: row.id,
  name: row.name,
  avatarUrl: imageUrl(row.avatarFileId),
  link: groupPath(row.id),
})
