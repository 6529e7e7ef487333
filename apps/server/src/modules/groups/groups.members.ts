import {
  GeneralErrorCode,
  type GroupInvite,
  type GroupMember,
  type GroupMemberPage,
  GroupMemberStatus,
  type GroupMembership,
  type GroupMembersQuery,
  type GroupMemberUpdate,
  GroupRole,
  GroupVisibility,
  groupChannel,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { AppError, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { Announce } from '../chat/dialogs.linked'
import type { Viewer } from '../files/files.policy'
import type { FollowService } from '../follow/follow.service'
import { asPlace, placeOf, requireRight, requireSeen } from './groups.access'
import { canLeave, canRemove, joinOutcome, may } from './groups.policy'
import { presentMember } from './groups.present'
import {
  bumpMemberCount,
  deletePlace,
  findMemberPage,
  findPlacesOf,
  type GroupRow,
  insertPlaces,
  type MemberRow,
  updatePlace,
} from './groups.queries'
import { announceAll, type GroupsDeps, type GroupsService } from './groups.service'

export interface GroupMembersDeps extends GroupsDeps {
  groups: Pick<GroupsService, 'membership'>
  /** The auth module's answer to "which of these users exist and are active". */
  users: { activeUserIds(ids: number[]): Promise<number[]> }
  follows: Pick<FollowService, 'blockedAmong'>
}

type MembersQuery = z.output<typeof GroupMembersQuery>
type MemberUpdate = z.output<typeof GroupMemberUpdate>

const conflict = (messageKey: string) => new AppError(GeneralErrorCode.Conflict, { messageKey })

/**
 * Issue 18: a group's people: joining, requests and their approval, invitations, leaving, removal
 * and roles. The group's chat follows its members in the same transaction: a member is in the chat,
 * a request or an invitation is not; the owner and moderators are the chat's admins.
 */
export class GroupMembersService {
  constructor(private readonly deps: GroupMembersDeps) {}

  /** `POST /groups/{id}/join`: see `joinOutcome`. */
  async join(userId: number, groupId: number): Promise<GroupMembership> {
    const { group, joined } = await this.deps.db.transaction(async (tx) => {
      const { group, place } = await requireSeen(tx, groupId, userId, true)
      const outcome = joinOutcome(group, asPlace(place))
      if (outcome === 'member') return { group, joined: await this.admit(tx, group, userId, place, null) }
      if (outcome === 'request')
        await insertPlaces(tx, [
          {
            groupId,
            userId,
            role: GroupRole.Member,
            status: GroupMemberStatus.Requested,
            byUserId: null,
            joinedAt: null,
          },
        ])
      return { group, joined: null }
    })
    if (joined) await this.welcome(userId, groupId, joined)
    return this.deps.groups.membership(userId, group)
  }

  /** `POST /groups/{id}/leave`: leaves, withdraws a request or declines an invitation. */
  async leave(userId: number, groupId: number): Promise<GroupMembership> {
    const { group, announce } = await this.deps.db.transaction(async (tx) => {
      const { group, place } = await requireSeen(tx, groupId, userId, true)
      if (!place) return { group, announce: null }
      if (!canLeave(placeOf(place))) throw conflict('groups.ownerLeaves')
      return { group, announce: await this.drop(tx, group, place, userId) }
    })
    await announce?.()
    return this.deps.groups.membership(userId, group)
  }

  /** `GET /groups/{id}/members`: members to all who see the group; requests and invitations to moderators. */
  async members(viewer: Viewer, groupId: number, query: MembersQuery): Promise<GroupMemberPage> {
    const { place } = await requireSeen(this.deps.db, groupId, viewer?.id ?? null)
    if (query.status !== GroupMemberStatus.Member && !may(asPlace(place), 'manageMembers'))
      throw new ForbiddenError('groups.manageMembers')
    const { rows, count } = await findMemberPage(this.deps.db, {
      groupId,
      status: query.status,
      text: query.query || undefined,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    })
    return { count, elements: await this.present(rows), hasMore: query.page * query.pageSize < count }
  }

  /**
   * `PATCH /groups/{id}/members/{userId}`: a moderator approves a request; the owner appoints
   * moderators and members, or hands the group over (`role` 1: they become a moderator).
   */
  async update(actorId: number, groupId: number, userId: number, body: MemberUpdate): Promise<GroupMember> {
    const { db } = this.deps
    const needed = body.role !== undefined ? 'appointModerators' : 'manageMembers'
    await requireRight(db, groupId, actorId, needed)
    const { row, announces, admitted } = await db.transaction(async (tx) => {
      const { group } = await requireRight(tx, groupId, actorId, needed, true)
      let target = await this.requirePlace(tx, groupId, userId)
      const announces: Announce[] = []
      let admitted: Announce | null = null
      if (body.status === GroupMemberStatus.Member && target.status !== GroupMemberStatus.Member) {
        // An invitation is accepted by the one invited, never on their behalf.
        if (target.status !== GroupMemberStatus.Requested) throw conflict('groups.notRequested')
        admitted = await this.admit(tx, group, userId, target, actorId)
        target = await this.requirePlace(tx, groupId, userId)
      }
      if (body.role !== undefined && body.role !== target.role) {
        if (target.status !== GroupMemberStatus.Member) throw conflict('groups.notMember')
        if (userId === actorId) throw conflict('groups.ownRole')
        if (body.role === GroupRole.Owner) {
          // One owner at a time (the partial unique index): the old one steps down first.
          await updatePlace(tx, groupId, actorId, { role: GroupRole.Moderator })
        }
        target = (await updatePlace(tx, groupId, userId, { role: body.role })) ?? target
        if (group.dialogId !== null)
          announces.push(
            await this.deps.chats.setAdmin(tx, group.dialogId, userId, body.role !== GroupRole.Member),
          )
      }
      return { row: target, announces, admitted }
    })
    if (admitted) await this.welcome(userId, groupId, admitted)
    await announceAll(announces)
    return (await this.present([row]))[0] as GroupMember
  }

  /** `DELETE /groups/{id}/members/{userId}`: see `canRemove`. */
  async remove(actorId: number, groupId: number, userId: number): Promise<void> {
    await requireRight(this.deps.db, groupId, actorId, 'manageMembers')
    const announce = await this.deps.db.transaction(async (tx) => {
      const { group, place } = await requireRight(tx, groupId, actorId, 'manageMembers', true)
      const target = await this.requirePlace(tx, groupId, userId)
      if (!canRemove(asPlace(place), placeOf(target))) throw new ForbiddenError('groups.cannotRemove')
      return this.drop(tx, group, target, actorId)
    })
    await announce()
  }

  /**
   * `POST /groups/{id}/invites`: each person is invited; someone who asked to join becomes a member;
   * members and those invited already stay as they are. Answers each person's row.
   */
  async invite(actorId: number, groupId: number, body: GroupInvite): Promise<GroupMember[]> {
    const { db } = this.deps
    await requireRight(db, groupId, actorId, 'manageMembers')
    const active = new Set(await this.deps.users.activeUserIds(body.users))
    if (body.users.some((id) => !active.has(id))) throw new NotFoundError('groups.userNotFound')
    if ((await this.deps.follows.blockedAmong(actorId, body.users)).size > 0)
      throw new ForbiddenError('groups.blocked')
    const admitted = await db.transaction(async (tx) => {
      const { group } = await requireRight(tx, groupId, actorId, 'manageMembers', true)
      const places = await findPlacesOf(tx, groupId, body.users)
      const fresh = body.users.filter((id) => !places.has(id))
      await insertPlaces(
        tx,
        fresh.map((userId) => ({
          groupId,
          userId,
          role: GroupRole.Member,
          status: GroupMemberStatus.Invited,
          byUserId: actorId,
          joinedAt: null,
        })),
      )
      const admitted: [number, Announce][] = []
      for (const [userId, place] of places)
        if (place.status === GroupMemberStatus.Requested)
          admitted.push([userId, await this.admit(tx, group, userId, place, actorId)])
      return admitted
    })
    for (const [userId, announce] of admitted) await this.welcome(userId, groupId, announce)
    const rows = await findPlacesOf(db, groupId, body.users)
    return this.present(body.users.flatMap((id) => rows.get(id) ?? []))
  }

  /** Makes someone a member (from nothing, a request or an invitation), in the chat too. */
  private async admit(
    tx: Db,
    group: GroupRow,
    userId: number,
    place: MemberRow | null,
    byUserId: number | null,
  ): Promise<Announce> {
    const joinedAt = new Date()
    if (place) {
      await updatePlace(tx, group.id, userId, {
        status: GroupMemberStatus.Member,
        joinedAt,
        ...(byUserId !== null && { byUserId }),
      })
    } else {
      await insertPlaces(tx, [
        {
          groupId: group.id,
          userId,
          role: GroupRole.Member,
          status: GroupMemberStatus.Member,
          byUserId,
          joinedAt,
        },
      ])
    }
    await bumpMemberCount(tx, group.id, 1)
    return group.dialogId === null ? async () => {} : this.deps.chats.join(tx, group.dialogId, userId, false)
  }

  /**
   * Takes someone's place away; a member leaves the chat too (`actorId`: who removed them), and,
   * from a hidden group, what other modules keep of it for them (its events).
   */
  private async drop(tx: Db, group: GroupRow, place: MemberRow, actorId: number): Promise<Announce> {
    await deletePlace(tx, group.id, place.userId)
    if (place.status !== GroupMemberStatus.Member) return async () => {}
    await bumpMemberCount(tx, group.id, -1)
    const announces: Announce[] = []
    if (group.dialogId !== null)
      announces.push(await this.deps.chats.leave(tx, group.dialogId, place.userId, actorId))
    if (group.visibility === GroupVisibility.Hidden)
      announces.push(await this.deps.outsiders.drop(tx, group.id, place.userId))
    return () => announceAll(announces)
  }

  /** After the commit: the chat hears of the new member, and the group's channel is on for them. */
  private async welcome(userId: number, groupId: number, announce: Announce): Promise<void> {
    await announce()
    await this.deps.feed.setChannel(userId, groupChannel(groupId), true)
  }

  private async requirePlace(db: Db, groupId: number, userId: number): Promise<MemberRow> {
    const place = (await findPlacesOf(db, groupId, [userId])).get(userId)
    if (!place) throw new NotFoundError('groups.memberNotFound')
    return place
  }

  private async present(rows: MemberRow[]): Promise<GroupMember[]> {
    const users = await this.deps.summaries(rows.map((row) => row.userId))
    return rows.map((row) => presentMember(row, users.get(row.userId)))
  }
}
