import { type CallNotice, ChatRole, DialogType, MessageType } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { ForbiddenError } from '../../platform/errors'
import type { ChatEvents } from './chat.events'
import { requireDialogMember } from './chat.membership'
import { findActiveMembers, findDialog } from './dialogs.queries'
import type { DialogRow, MemberRow } from './membership.queries'
import { presentMessage } from './messages.present'
import { insertMessage, type MessageRow, unhideDialog } from './messages.queries'

/** A dialog as the calls module needs it: whether it is personal, and its current members' roles. */
export interface CallDialog {
  id: number
  personal: boolean
  members: { userId: number; groupAdmin: boolean }[]
}

export interface CallMessage {
  dialogId: number
  ownerId: number | null
  type: number
  call: CallNotice
}

const callDialogOf = (dialog: DialogRow, members: readonly MemberRow[]): CallDialog => ({
  id: dialog.id,
  personal: dialog.type === DialogType.Chat,
  members: members.map((m) => ({ userId: m.userId, groupAdmin: m.role === ChatRole.Admin })),
})

/**
 * What the chat gives the calls module (DESIGN: a module reads others' data through them): the
 * dialog of a call, checked for membership as the chat checks it (a non-member gets the chat's 404),
 * and call messages written and pushed like any other message.
 */
export class ChatForCalls {
  constructor(
    private readonly db: Db,
    private readonly events: ChatEvents,
    private readonly blocks: { isBlockedBetween(a: number, b: number): Promise<boolean> },
  ) {}

  /** The dialog, if `userId` is a current member (404 otherwise); `forCalling` also refuses a deleted group or a block. */
  async dialogOf(dialogId: number, userId: number, forCalling = false): Promise<CallDialog> {
    const { dialog } = await requireDialogMember(this.db, dialogId, userId)
    const members = await findActiveMembers(this.db, [dialogId])
    if (forCalling) {
      const personal = dialog.type === DialogType.Chat
      if (dialog.deletedAt !== null) throw new ForbiddenError('chat.groupDeleted')
      const other = members.find((m) => m.userId !== userId)
      if (personal && (!other || (await this.blocks.isBlockedBetween(userId, other.userId))))
        throw new ForbiddenError('chat.blocked')
    }
    return callDialogOf(dialog, members)
  }

  /** The dialog of a call without a reader (the sweeps); null if it is gone. */
  async dialog(dialogId: number): Promise<CallDialog | null> {
    const dialog = await findDialog(this.db, dialogId)
    return dialog ? callDialogOf(dialog, await findActiveMembers(this.db, [dialogId])) : null
  }

  /** Current members of the dialog: who hears of its call. */
  async memberIds(dialogId: number): Promise<number[]> {
    return (await findActiveMembers(this.db, [dialogId])).map((m) => m.userId)
  }

  /** Writes a call message inside the caller's transaction (`tx`); `publish` it after the commit. */
  async write(tx: Db, message: CallMessage): Promise<MessageRow> {
    const row = await insertMessage(tx, { ...message, text: null, system: null, files: [] })
    await unhideDialog(tx, message.dialogId)
    return row
  }

  /**
   * Pushes written call messages to the members of their dialogs, as chat `message` events. Only a
   * missed call is toasted, to those who missed it: the ringing dialog and the call screen tell the
   * rest as it happens.
   */
  async publish(rows: readonly MessageRow[]): Promise<void> {
    for (const row of rows) {
      const memberIds = await this.memberIds(row.dialogId)
      const message = await presentMessage(this.db, row.ownerId ?? memberIds[0] ?? 0, row)
      const toasted = new Set(message.type === MessageType.MissedCall ? (message.call?.userIds ?? []) : [])
      this.events.newMessage(memberIds, message, null, toasted)
    }
  }
}
