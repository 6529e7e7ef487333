import { NotificationKind } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { Announce } from '../chat/dialogs.linked'
import { type EventRow, findOutsiders, lockEvent, type OutsiderScope } from './events.queries'
import type { EventsService } from './events.service'

/**
 * A hidden group's events are its members' only, so whoever is outside it (they left or were
 * removed, the group became hidden, an event moved into it) stops attending them and leaves their
 * chats, organiser too, in the caller's transaction; those waiting move up into the places freed.
 * Left as they were, the outsiders would still hear its chat, get its reminders and see it in
 * their calendar feed, and could not even leave it (its page is not found for them).
 * Answers what to announce, and whom to tell they moved up, once the transaction commits.
 */
export async function dropOutsiders(tx: Db, events: EventsService, scope: OutsiderScope): Promise<Announce> {
  const announces: Announce[] = []
  const moved: Array<[number[], EventRow]> = []
  for (const [eventId, userIds] of await findOutsiders(tx, scope)) {
    const locked = await lockEvent(tx, eventId)
    if (!locked) continue
    const released = await events.release(tx, locked, userIds, true)
    announces.push(...released.announces)
    if (released.promoted.length > 0) moved.push([released.promoted, locked])
  }
  return async () => {
    for (const announce of announces) await announce()
    for (const [userIds, row] of moved) events.tell(userIds, NotificationKind.EventPromoted, row)
  }
}
