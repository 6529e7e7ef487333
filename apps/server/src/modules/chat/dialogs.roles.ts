import { ChatRole, MessageAction } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { RealtimeHub } from '../../platform/realtime/hub'
import { ChatEvents } from './chat.events'
import {
  canChangeRoles,
  canDropAdmin,
  canEditGroup,
  canLeaveGroup,
  isActiveMember,
  isAdmin,
} from './chat.policy'
import { announce, announceChange, requireGroup } from './dialogs.group-common'
import type { LinkedDialogs } from './dialogs.linked'
import { findActiveMembers, lockDialog, markMembersLeft, updateDialog, updateMember } from './dialogs.queries'
import { insertSystemMessage } from './dialogs.system'
import { activeMemberIds, findMember, type MemberRow } from './membership.queries'

/** SPEC 6: who stays in a group and who runs it: leave, remove, delete, admin roles. */
export class GroupRolesService {
  private readonly events: ChatEvents

  constructor(
    private readonly db: Db,
    hub: RealtimeHub,
    private readonly linked: Pick<LinkedDialogs, 'requireUnlinked'>,
  ) {
    this.events = new ChatEvents(hub)
  }

  /** SPEC 6 "other members can leave"; the last admin first hands the group on (or deletes it). */
  async leave(userId: number, dialogId: number): Promise<void> {
    const { member } = await requireGroup(this.db, dialogId, userId)
    await this.linked.requireUnlinked(dialogId)
    const message = await this.db.transaction(async (tx) => {
      await lockDialog(tx, dialogId)
      const members = await findActiveMembers(tx, [dialogId])
      if (!canLeaveGroup(member, adminCount(members), members.length))
        throw new BadRequestError('chat.lastAdmin')
      const written = await insertSystemMessage(tx, dialogId, { kind: 'left', actorId: userId })
      await markMembersLeft(tx, dialogId, [userId])
      return written
    })
    this.events.action([userId], dialogId, { type: MessageAction.RemoveChat })
    await this.toTheRest(dialogId, message)
  }

  /** SPEC 6 "admins may also remove members"; an admin leaves rather than removes themselves. */
  async removeMember(actorId: number, dialogId: number, memberId: number): Promise<void> {
    const { member } = await requireGroup(this.db, dialogId, actorId)
    if (!canEditGroup(member)) throw new ForbiddenError('chat.notAdmin')
    await this.linked.requireUnlinked(dialogId)
    if (memberId === actorId) throw new BadRequestError('chat.removeSelf')
    const message = await this.db.transaction(async (tx) => {
      await lockDialog(tx, dialogId)
      if (!isActiveMember(await findMember(tx, dialogId, memberId))) throw new NotFoundError('chat.notMember')
      const written = await insertSystemMessage(tx, dialogId, {
        kind: 'removed',
        actorId,
        userIds: [memberId],
      })
      await markMembersLeft(tx, dialogId, [memberId])
      return written
    })
    // The removed member still sees that they were removed, then loses the dialog.
    await announce(this.db, this.events, [memberId], message)
    this.events.action([memberId], dialogId, { type: MessageAction.RemoveChat })
    await this.toTheRest(dialogId, message)
  }

  /** SPEC 6: an admin deletes the group for everyone; it stays readable to its members as deleted. */
  async deleteGroup(actorId: number, dialogId: number): Promise<void> {
    const { member } = await requireGroup(this.db, dialogId, actorId)
    if (!canEditGroup(member)) throw new ForbiddenError('chat.notAdmin')
    await this.linked.requireUnlinked(dialogId)
    await updateDialog(this.db, dialogId, { deletedAt: new Date() })
    this.events.action(await activeMemberIds(this.db, dialogId), dialogId, { type: MessageAction.RemoveChat })
  }

  /** An admin gives a member the admin role, or takes it back (never from the last admin). */
  async setAdmin(actorId: number, dialogId: number, userId: number, admin: boolean): Promise<void> {
    const { member } = await requireGroup(this.db, dialogId, actorId)
    if (!canChangeRoles(member)) throw new ForbiddenError('chat.notAdmin')
    await this.linked.requireUnlinked(dialogId)
    await this.db.transaction(async (tx) => {
      await lockDialog(tx, dialogId)
      const members = await findActiveMembers(tx, [dialogId])
      const target = members.find((m) => m.userId === userId)
      if (!target) throw new NotFoundError('chat.notMember')
      if (!admin && isAdmin(target) && !canDropAdmin(adminCount(members)))
        throw new BadRequestError('chat.lastAdmin')
      await updateMember(tx, dialogId, userId, { role: admin ? ChatRole.Admin : ChatRole.User })
    })
    const members = await activeMemberIds(this.db, dialogId)
    await announceChange(this.db, this.events, dialogId, members)
  }

  private async toTheRest(dialogId: number, message: Parameters<typeof announce>[3]): Promise<void> {
    const rest = await activeMemberIds(this.db, dialogId)
    await announce(this.db, this.events, rest, message)
    await announceChange(this.db, this.events, dialogId, rest)
  }
}

const adminCount = (members: Pick<MemberRow, 'role' | 'leftAt'>[]): number => members.filter(isAdmin).length
