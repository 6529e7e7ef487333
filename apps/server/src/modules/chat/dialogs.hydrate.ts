import { type Dialog, DialogType } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { FollowService } from '../follow/follow.service'
import { presentChatUser, presentDialog } from './dialogs.present'
import {
  countUnread,
  findActiveMembers,
  findLastMessages,
  findOpenCalls,
  type MemberDialog,
} from './dialogs.queries'
import { presentMessages } from './messages.present'
import type { PresenceService } from './presence.service'
import { findPeople } from './users.queries'

export interface HydrateDeps {
  db: Db
  follows: Pick<FollowService, 'blockedAmong'>
  presence: Pick<PresenceService, 'statuses'>
}

/**
 * Dialogs as the reader sees them, in the given order. One query per kind of data for the whole
 * page (members, people, unread counts, last messages, blocks, presence), never one per dialog.
 */
export async function hydrateDialogs(
  deps: HydrateDeps,
  readerId: number,
  rows: MemberDialog[],
): Promise<Dialog[]> {
  if (rows.length === 0) return []
  const { db } = deps
  const ids = rows.map((row) => row.dialog.id)
  const members = await findActiveMembers(db, ids)
  const unread = await countUnread(db, readerId, ids)
  const lastMessages = await presentMessages(db, readerId, await findLastMessages(db, readerId, ids))
  const openCalls = await findOpenCalls(db, ids)
  const people = await findPeople(
    db,
    members.map((m) => m.userId),
  )
  const personalIds = new Set(rows.filter((r) => r.dialog.type === DialogType.Chat).map((r) => r.dialog.id))
  const interlocutorIds = members
    .filter((m) => personalIds.has(m.dialogId) && m.userId !== readerId)
    .map((m) => m.userId)
  const [blocked, statuses] = await Promise.all([
    deps.follows.blockedAmong(readerId, interlocutorIds),
    deps.presence.statuses(readerId, interlocutorIds),
  ])
  const lastByDialog = new Map(lastMessages.map((m) => [m.dialogId, m]))
  return rows.map(({ dialog, member }) => {
    const own = members.filter((m) => m.dialogId === dialog.id)
    const other = own.find((m) => m.userId !== readerId)
    return presentDialog({
      dialog,
      member,
      members: own.map((m) => presentChatUser(m, people.get(m.userId))),
      lastMessage: lastByDialog.get(dialog.id) ?? null,
      unread: unread.get(dialog.id) ?? 0,
      blocked: other ? blocked.has(other.userId) : false,
      status: other ? (statuses.get(other.userId) ?? null) : null,
      activeCall: openCalls.get(dialog.id) ?? null,
    })
  })
}
