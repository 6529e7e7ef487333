import { fileUrl, MessageAction } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { BadRequestError } from '../../platform/errors'
import type { ChatEvents } from './chat.events'
import { requireDialogMember } from './chat.membership'
import { isGroup, isWritableGroup } from './chat.policy'
import { presentChatUser } from './dialogs.present'
import { findActiveMembers, findDialog } from './dialogs.queries'
import type { DialogRow, MemberRow } from './membership.queries'
import { presentMessage } from './messages.present'
import type { MessageRow } from './messages.queries'
import { findPeople } from './users.queries'

/**
 * The caller's active membership in a live group: 404 for a non-member (as everywhere), 400 for a
 * personal chat or a deleted group.
 */
export async function requireGroup(
  db: Db,
  dialogId: number,
  userId: number,
): Promise<{ dialog: DialogRow; member: MemberRow }> {
  const found = await requireDialogMember(db, dialogId, userId)
  if (!isGroup(found.dialog)) throw new BadRequestError('chat.notGroup')
  if (!isWritableGroup(found.dialog)) throw new BadRequestError('chat.groupDeleted')
  return found
}

/** Sends a new (system) message to the given members' sockets. */
export async function announce(db: Db, events: ChatEvents, memberIds: number[], row: MessageRow) {
  const system = row.system as { actorId?: number } | null
  const message = await presentMessage(db, row.ownerId ?? system?.actorId ?? 0, row)
  events.newMessage(memberIds, message)
}

/** SPEC 4 changeChat: the group's name, image and members, to every given member. */
export async function announceChange(db: Db, events: ChatEvents, dialogId: number, memberIds: number[]) {
  const members = await findActiveMembers(db, [dialogId])
  const people = await findPeople(
    db,
    members.map((m) => m.userId),
  )
  const dialog = await findDialog(db, dialogId)
  events.action(memberIds, dialogId, {
    type: MessageAction.ChangeChat,
    name: dialog?.name ?? null,
    image: dialog?.imageFileId ? fileUrl(dialog.imageFileId) : null,
    users: members.map((m) => presentChatUser(m, people.get(m.userId))),
  })
}
