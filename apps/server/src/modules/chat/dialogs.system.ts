import { MessageType, type SystemEvent } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { insertMessage, type MessageRow } from './messages.queries'

/**
 * Writes a system message (SPEC 3 type 5): what happened, by whom, to whom. The text stays empty:
 * every client words it in its own language from `system`.
 */
export function insertSystemMessage(
  db: Db,
  dialogId: number,
  event: Pick<SystemEvent, 'kind' | 'actorId'> & Partial<Pick<SystemEvent, 'userIds' | 'name'>>,
): Promise<MessageRow> {
  return insertMessage(db, {
    dialogId,
    ownerId: null,
    type: MessageType.SystemMessage,
    text: null,
    system: {
      kind: event.kind,
      actorId: event.actorId,
      userIds: event.userIds ?? [],
      name: event.name ?? null,
    },
    files: [],
  })
}
