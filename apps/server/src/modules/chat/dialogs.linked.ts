import { ChatRole, MessageAction } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { BadRequestError } from '../../platform/errors'
import type { RealtimeHub } from '../../platform/realtime/hub'
import { ChatEvents } from './chat.events'
import { isActiveMember } from './chat.policy'
import { announce, announceChange } from './dialogs.group-common'
import {
  addMembers,
  insertGroupDialog,
  lockDialog,
  markMembersLeft,
  updateDialog,
  updateMember,
} from './dialogs.queries'
import { insertSystemMessage } from './dialogs.system'
import { activeMemberIds, findMember } from './membership.queries'
import type { MessageRow } from './messages.queries'

/** What to tell the members' sockets once the caller's transaction has committed. */
export type Announce = () => Promise<void>

const nothing: Announce = async () => {}

/**
 * The chats of research groups (issue 18): group dialogs whose members follow a group's membership.
 * The groups module decides who is in them; these write the chat's tables inside its transaction
 * (`tx`) and answer what to announce after the commit, so a group and its chat change together.
 */
export class LinkedGroupChats {
  private readonly events: ChatEvents

  constructor(
    private readonly db: Db,
    hub: RealtimeHub,
  ) {
    this.events = new ChatEvents(hub)
  }

  /** A new group dialog with the owner as its admin. */
  async create(
    tx: Db,
    ownerId: number,
    name: string,
    imageFileId: string | null,
  ): Promise<{ dialogId: number; announce: Announce }> {
    const dialog = await insertGroupDialog(tx, { creatorId: ownerId, name, imageFileId })
    await addMembers(tx, dialog.id, [ownerId], ChatRole.Admin)
    const message = await insertSystemMessage(tx, dialog.id, { kind: 'created', actorId: ownerId, name })
    return { dialogId: dialog.id, announce: () => announce(this.db, this.events, [ownerId], message) }
  }

  /** The user joins the chat (a former member comes back); an admin when they run the group. */
  async join(tx: Db, dialogId: number, userId: number, admin: boolean): Promise<Announce> {
    await lockDialog(tx, dialogId)
    if (isActiveMember(await findMember(tx, dialogId, userId))) return nothing
    await addMembers(tx, dialogId, [userId], admin ? ChatRole.Admin : ChatRole.User)
    const message = await insertSystemMessage(tx, dialogId, { kind: 'joined', actorId: userId })
    return () => this.toMembers(dialogId, message)
  }

  /** The user leaves the chat (`actorId` themselves) or is removed from it by `actorId`. */
  async leave(tx: Db, dialogId: number, userId: number, actorId: number): Promise<Announce> {
    await lockDialog(tx, dialogId)
    if (!isActiveMember(await findMember(tx, dialogId, userId))) return nothing
    const message = await insertSystemMessage(
      tx,
      dialogId,
      actorId === userId ? { kind: 'left', actorId } : { kind: 'removed', actorId, userIds: [userId] },
    )
    await markMembersLeft(tx, dialogId, [userId])
    return async () => {
      // The one who left hears of it, then loses the dialog.
      await announce(this.db, this.events, [userId], message)
      this.events.action([userId], dialogId, { type: MessageAction.RemoveChat })
      await this.toMembers(dialogId, message)
    }
  }

  /** Gives or takes the admin role (the group's owner and moderators run its chat). */
  async setAdmin(tx: Db, dialogId: number, userId: number, admin: boolean): Promise<Announce> {
    if (!isActiveMember(await findMember(tx, dialogId, userId))) return nothing
    await updateMember(tx, dialogId, userId, { role: admin ? ChatRole.Admin : ChatRole.User })
    return async () =>
      announceChange(this.db, this.events, dialogId, await activeMemberIds(this.db, dialogId))
  }

  /** The group was renamed or its avatar changed: the chat follows. */
  async rename(
    tx: Db,
    dialogId: number,
    actorId: number,
    change: { name?: string; imageFileId?: string | null },
  ): Promise<Announce> {
    const dialog = await lockDialog(tx, dialogId)
    if (!dialog) return nothing
    const written: MessageRow[] = []
    if (change.name !== undefined && change.name !== dialog.name) {
      await updateDialog(tx, dialogId, { name: change.name })
      written.push(await insertSystemMessage(tx, dialogId, { kind: 'renamed', actorId, name: change.name }))
    }
    if (change.imageFileId !== undefined && change.imageFileId !== dialog.imageFileId) {
      await updateDialog(tx, dialogId, { imageFileId: change.imageFileId })
      written.push(await insertSystemMessage(tx, dialogId, { kind: 'imageChanged', actorId }))
    }
    if (written.length === 0) return nothing
    return async () => {
      for (const message of written) await this.toMembers(dialogId, message, false)
      await announceChange(this.db, this.events, dialogId, await activeMemberIds(this.db, dialogId))
    }
  }

  /** The group was deleted: its chat is deleted as an admin deletes a group dialog. */
  async remove(tx: Db, dialogId: number): Promise<Announce> {
    await updateDialog(tx, dialogId, { deletedAt: new Date() })
    return async () =>
      this.events.action(await activeMemberIds(this.db, dialogId), dialogId, {
        type: MessageAction.RemoveChat,
      })
  }

  private async toMembers(dialogId: number, message: Parameters<typeof announce>[3], change = true) {
    const members = await activeMemberIds(this.db, dialogId)
    await announce(this.db, this.events, members, message)
    if (change) await announceChange(this.db, this.events, dialogId, members)
  }
}

/**
 * Which group dialogs belong to another module (a research group's, an event's): their members
 * follow that module's people, so the chat's own ways of changing them (edit, invite, leave,
 * remove, admins, delete) refuse them. Each owning module registers how it knows its dialogs.
 */
export class LinkedDialogs {
  private readonly owners: Array<(dialogId: number) => Promise<boolean>> = []

  register(owns: (dialogId: number) => Promise<boolean>): void {
    this.owners.push(owns)
  }

  /** 400 `chat.linkedGroup` for a dialog whose members another module decides. */
  async requireUnlinked(dialogId: number): Promise<void> {
    for (const owns of this.owners) if (await owns(dialogId)) throw new BadRequestError('chat.linkedGroup')
  }
}
