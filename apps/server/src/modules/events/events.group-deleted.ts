import { NotificationKind } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { Announce } from '../chat/dialogs.linked'
import { deleteEvents, type EventRow, lockGroupEvents } from './events.queries'
import type { EventsService } from './events.service'

/**
 * A hidden group's events are its members' only. Unlinked from a deleted group (as a visible
 * group's are) they would be everyone's, so they go with it, in its transaction: cancelled as
 * their organiser cancels one (those attending or waiting are told, bar the one deleting), their
 * chat deleted as a group's is, then their rows (attendance and announcement post follow them).
 * Answers what to announce, and whom to tell, once the transaction commits.
 */
export async function deleteHiddenGroupEvents(
  tx: Db,
  events: EventsService,
  groupId: number,
  actorId: number,
): Promise<Announce> {
  const rows = await lockGroupEvents(tx, groupId)
  const announces: Announce[] = []
  const told: Array<[number[], EventRow]> = []
  for (const row of rows) {
    // One cancelled earlier was told of then, one over is past telling: they go without a notice.
    if (row.cancelledAt === null && row.endsAt > events.now())
      told.push([await events.toTellCancelled(tx, row.id, actorId), row])
    if (row.dialogId !== null) announces.push(await events.deps.chats.remove(tx, row.dialogId))
  }
  await deleteEvents(
    tx,
    rows.map((row) => row.id),
  )
  return async () => {
    for (const announce of announces) await announce()
    for (const [userIds, row] of told) events.tell(userIds, NotificationKind.EventCancelled, row)
  }
}
