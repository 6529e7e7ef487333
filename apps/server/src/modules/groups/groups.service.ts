import {
  Dictionary,
  type Group,
  type GroupCreate,
  type GroupListQuery,
  GroupMemberStatus,
  type GroupMembership,
  type GroupPage,
  GroupRole,
  type GroupUpdate,
  GroupVisibility,
  groupChannel,
  type Locale,
  refId,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { BadRequestError } from '../../platform/errors'
import type { CatalogRefs } from '../catalog/catalog.refs'
import type { Announce, LinkedGroupChats } from '../chat/dialogs.linked'
import type { GatedRead, Viewer } from '../files/files.policy'
import type { UserSummary } from '../follow/follow.present'
import type { PostGroupInfo } from '../posts/posts.hydrate'
import { asPlace, requireRight, requireSeen } from './groups.access'
import { findPostReadableGroups } from './groups.content.queries'
import { checkImage } from './groups.images'
import type { GroupOutsiders } from './groups.outsiders'
import { canSeeGroup, may } from './groups.policy'
import {
  NO_READER,
  presentCard,
  presentGroup,
  presentMembership,
  presentPostGroup,
  type ReaderFacts,
} from './groups.present'
import {
  countRequests,
  deleteFollower,
  deleteGroup,
  findFollowed,
  findGroupOfDialog,
  findGroupOfImage,
  findOwnerIds,
  findPlaces,
  findSwitchedOff,
  type GroupRow,
  insertFollower,
  insertGroup,
  insertPlaces,
  searchGroups,
  updateGroup,
} from './groups.queries'

export interface GroupsDeps {
  db: Db
  /** The chat module's group dialogs that follow a group's membership. */
  chats: LinkedGroupChats
  /** The feed module's channel switches: joining or following turns the group's channel on. */
  feed: { setChannel(userId: number, source: string, subscribed: boolean): Promise<void> }
  /** The files module: avatars and banners are uploaded files. */
  files: { findMany(ids: string[]): Promise<{ id: string; ownerId: number; mime: string; size: number }[]> }
  /** Science areas (catalogue 40). */
  catalog: Pick<CatalogRefs, 'require'>
  /** Names and images of users, from the profile module. */
  summaries: (ids: number[]) => Promise<Map<number, UserSummary>>
  /** What other modules keep of a hidden group for those outside it goes with their place. */
  outsiders: Pick<GroupOutsiders, 'drop' | 'deleted'>
}

type CreateBody = z.output<typeof GroupCreate>
type UpdateBody = z.output<typeof GroupUpdate>
type ListQuery = z.output<typeof GroupListQuery>

const areaNumber = (ref: string | null | undefined) =>
  ref === undefined ? undefined : ref === null ? null : refId(ref, Dictionary.scienceArea)

/** Runs what a transaction left to announce, once it has committed. */
export const announceAll = async (announces: Announce[]) => {
  for (const announce of announces) await announce()
}

/**
 * Issue 18: research groups: creating, reading, listing, editing and deleting them, and following
 * their posts. Membership is `GroupMembersService`'s, posts and publications `GroupContentService`'s.
 */
export class GroupsService {
  constructor(private readonly deps: GroupsDeps) {}

  /** `GET /groups`: see `searchGroups` for the order. Hidden groups only for their own people. */
  async list(viewer: Viewer, query: ListQuery): Promise<GroupPage> {
    const readerId = viewer?.id ?? null
    const { rows, count } = await searchGroups(this.deps.db, {
      readerId,
      text: query.query || undefined,
      area: query.area === undefined ? undefined : (refId(query.area, Dictionary.scienceArea) ?? undefined),
      mine: query.mine === true,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    })
    const facts = await this.readerFacts(readerId, rows)
    const elements = rows.map((row) => presentCard(row, facts.get(row.id) ?? NO_READER))
    return { count, elements, hasMore: query.page * query.pageSize < count }
  }

  /** `POST /groups`: the creator owns it, and its chat is made with them as its admin. */
  async create(creatorId: number, body: CreateBody, locale: Locale): Promise<Group> {
    await this.checkArea(body.scienceArea, locale)
    const avatar = body.avatar
      ? await checkImage(this.deps.files, creatorId, body.avatar, 'avatar', locale)
      : null
    const banner = body.banner
      ? await checkImage(this.deps.files, creatorId, body.banner, 'banner', locale)
      : null
    const { group, announce } = await this.deps.db.transaction(async (tx) => {
      const chat = await this.deps.chats.create(tx, creatorId, body.name, avatar)
      const group = await insertGroup(tx, {
        name: body.name,
        description: body.description,
        scienceArea: areaNumber(body.scienceArea) ?? null,
        joinPolicy: body.joinPolicy,
        visibility: body.visibility,
        avatarFileId: avatar,
        bannerFileId: banner,
        dialogId: chat.dialogId,
        memberCount: 1,
      })
      await insertPlaces(tx, [
        {
          groupId: group.id,
          userId: creatorId,
          role: GroupRole.Owner,
          status: GroupMemberStatus.Member,
          byUserId: null,
          joinedAt: new Date(),
        },
      ])
      return { group, announce: chat.announce }
    })
    await announce()
    return this.get({ id: creatorId }, group.id)
  }

  /** `GET /groups/{id}`: its chat for members, its waiting requests counted for moderators. */
  async get(viewer: Viewer, groupId: number): Promise<Group> {
    const readerId = viewer?.id ?? null
    const { group, place } = await requireSeen(this.deps.db, groupId, readerId)
    const [facts, owners, requestCount] = await Promise.all([
      this.readerFacts(readerId, [group]),
      findOwnerIds(this.deps.db, [groupId]),
      may(asPlace(place), 'manageMembers') ? countRequests(this.deps.db, groupId) : 0,
    ])
    const ownerId = owners.get(groupId) ?? 0
    const owner = (await this.deps.summaries([ownerId])).get(ownerId)
    return presentGroup(group, facts.get(groupId) ?? NO_READER, {
      ownerId,
      owner,
      showChat: place?.status === GroupMemberStatus.Member,
      requestCount,
    })
  }

  /**
   * `PATCH /groups/{id}`: moderators change the description and images; only the owner its name,
   * policy, visibility and area. The chat takes the new name and avatar.
   */
  async update(actorId: number, groupId: number, body: UpdateBody, locale: Locale): Promise<Group> {
    const settings = [body.name, body.joinPolicy, body.visibility, body.scienceArea]
    const right = settings.some((value) => value !== undefined) ? 'editSettings' : 'editAbout'
    await requireRight(this.deps.db, groupId, actorId, right)
    await this.checkArea(body.scienceArea, locale)
    const image = async (fileId: string | null | undefined, field: string) =>
      fileId ? checkImage(this.deps.files, actorId, fileId, field, locale) : fileId
    const [avatar, banner] = [await image(body.avatar, 'avatar'), await image(body.banner, 'banner')]
    const announces = await this.deps.db.transaction(async (tx) => {
      const { group } = await requireRight(tx, groupId, actorId, right, true)
      await updateGroup(tx, groupId, {
        name: body.name,
        description: body.description,
        scienceArea: areaNumber(body.scienceArea),
        joinPolicy: body.joinPolicy,
        visibility: body.visibility,
        avatarFileId: avatar,
        bannerFileId: banner,
        updatedAt: new Date(),
      })
      const announces: Announce[] = []
      if (body.visibility === GroupVisibility.Hidden && group.visibility !== GroupVisibility.Hidden)
        announces.push(await this.deps.outsiders.drop(tx, groupId, null))
      if (group.dialogId !== null)
        announces.push(
          await this.deps.chats.rename(tx, group.dialogId, actorId, { name: body.name, imageFileId: avatar }),
        )
      return announces
    })
    await announceAll(announces)
    return this.get({ id: actorId }, groupId)
  }

  /**
   * `DELETE /groups/{id}`: the owner deletes it; its chat is deleted as a group dialog is. What
   * other modules keep of a hidden group goes with it (its events); a visible group's stays.
   */
  async remove(actorId: number, groupId: number): Promise<void> {
    await requireRight(this.deps.db, groupId, actorId, 'delete')
    const announces = await this.deps.db.transaction(async (tx) => {
      const { group } = await requireRight(tx, groupId, actorId, 'delete', true)
      const announces: Announce[] = []
      if (group.visibility === GroupVisibility.Hidden)
        announces.push(await this.deps.outsiders.deleted(tx, groupId, actorId))
      if (group.dialogId !== null) announces.push(await this.deps.chats.remove(tx, group.dialogId))
      await deleteGroup(tx, groupId)
      return announces
    })
    await announceAll(announces)
  }

  /** `PUT /groups/{id}/follow`: a visible group's posts reach the reader's feed without joining. */
  async follow(userId: number, groupId: number): Promise<GroupMembership> {
    const { group } = await requireSeen(this.deps.db, groupId, userId)
    if (group.visibility !== GroupVisibility.Visible) throw new BadRequestError('groups.followHidden')
    await insertFollower(this.deps.db, groupId, userId)
    await this.deps.feed.setChannel(userId, groupChannel(groupId), true)
    return this.membership(userId, group)
  }

  /** `DELETE /groups/{id}/follow`: its posts no longer reach the reader's feed, a member's neither. */
  async unfollow(userId: number, groupId: number): Promise<GroupMembership> {
    const { group } = await requireSeen(this.deps.db, groupId, userId)
    await deleteFollower(this.deps.db, groupId, userId)
    await this.deps.feed.setChannel(userId, groupChannel(groupId), false)
    return this.membership(userId, group)
  }

  /** The reader's relation to the group now. */
  async membership(userId: number, group: GroupRow): Promise<GroupMembership> {
    const facts = await this.readerFacts(userId, [group])
    return presentMembership(facts.get(group.id) ?? NO_READER)
  }

  /** The posts module's `GroupReader`: of the groups, those whose posts the reader may read. */
  async postGroups(readerId: number, groupIds: number[]): Promise<Map<number, PostGroupInfo>> {
    const rows = await findPostReadableGroups(this.deps.db, readerId, groupIds)
    return new Map(rows.map((row) => [row.id, presentPostGroup(row)]))
  }

  /** Whether the dialog is a group's chat (its members are the group's). */
  async ownsDialog(dialogId: number): Promise<boolean> {
    return (await findGroupOfDialog(this.deps.db, dialogId)) !== null
  }

  /** The files gate: a group's avatar and banner are read by whoever may see the group. */
  async gateImage(viewer: Viewer, fileId: string): Promise<GatedRead | null> {
    const group = await findGroupOfImage(this.deps.db, fileId)
    if (!group) return null
    const place = viewer
      ? ((await findPlaces(this.deps.db, viewer.id, [group.id])).get(group.id) ?? null)
      : null
    if (canSeeGroup(group, asPlace(place))) return { decision: 'allow' }
    return { decision: viewer ? 'hidden' : 'unauthenticated' }
  }

  /** The reader's rows, follows and channel switches for a page of groups: three queries. */
  private async readerFacts(readerId: number | null, rows: GroupRow[]): Promise<Map<number, ReaderFacts>> {
    if (readerId === null) return new Map()
    const ids = rows.map((row) => row.id)
    const [places, followed, off] = await Promise.all([
      findPlaces(this.deps.db, readerId, ids),
      findFollowed(this.deps.db, readerId, ids),
      findSwitchedOff(this.deps.db, readerId, ids.map(groupChannel)),
    ])
    return new Map(
      ids.map((id) => [
        id,
        { place: places.get(id) ?? null, follows: followed.has(id), channelOff: off.has(groupChannel(id)) },
      ]),
    )
  }

  private async checkArea(ref: string | null | undefined, locale: Locale): Promise<void> {
    if (ref) await this.deps.catalog.require([{ field: 'scienceArea', ref }], locale)
  }
}
