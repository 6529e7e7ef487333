import { randomUUID } from 'node:crypto'
import {
  ChatMessage,
  type ChatSocketMessage,
  DialogType,
  type MessageSend,
  MessageSendAck,
  MessageType,
} from '@nauka/contracts'
import type { Db } from '../../db/client'
import { dialogMembers, dialogs, files } from '../../db/schema'
import { nextEvent, recordEvents, type TestSocket } from '../../platform/realtime/socket-test-client'
import { insertMessage } from './messages.queries'

/**
 * A dialog written straight into the tables (the dialogs module's own routes are tested there):
 * personal with exactly two members, or a group whose first member is its admin.
 */
export async function insertDialog(
  db: Db,
  memberIds: number[],
  type: DialogType = memberIds.length === 2 ? DialogType.Chat : DialogType.Group,
): Promise<number> {
  const [a = 0, b = 0] = [...memberIds].sort((x, y) => x - y)
  const [row] = await db
    .insert(dialogs)
    .values({
      type,
      name: type === DialogType.Group ? `Group ${randomUUID().slice(0, 6)}` : null,
      createdBy: memberIds[0],
      personalKey: type === DialogType.Chat ? `${a}:${b}` : null,
    })
    .returning({ id: dialogs.id })
  if (!row) throw new Error('no dialog inserted')
  await db
    .insert(dialogMembers)
    .values(memberIds.map((userId, i) => ({ dialogId: row.id, userId, role: i === 0 ? 1 : 0 })))
  return row.id
}

/** `n` text messages by `ownerId`, oldest first; answers their ids. */
export async function insertTexts(db: Db, dialogId: number, ownerId: number, n: number): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < n; i += 1) {
    const row = await insertMessage(db, {
      dialogId,
      ownerId,
      type: MessageType.TextMessage,
      text: `message ${i}`,
      system: null,
      files: [],
    })
    ids.push(row.id)
  }
  return ids
}

/** A stored file row (no bytes) of the given type and size, owned by `ownerId`. */
export async function insertFileRow(
  db: Db,
  ownerId: number,
  options: { mime?: string; size?: number; extension?: string } = {},
): Promise<string> {
  const id = randomUUID()
  const extension = options.extension ?? 'pdf'
  await db.insert(files).values({
    id,
    ownerId,
    name: `${id}.${extension}`,
    mime: options.mime ?? 'application/pdf',
    extension,
    size: options.size ?? 100,
    storageKey: `attachments/${ownerId}/${id}`,
    sha256: '0'.repeat(64),
  })
  return id
}

/** Sends a message over the socket and answers the server's acknowledgement. */
export async function send(socket: TestSocket, payload: MessageSend | Record<string, unknown>) {
  const answer = await socket.emitWithAck('message', payload as MessageSend)
  return MessageSendAck.parse(answer)
}

/** Sends and insists on success: answers the stored message. */
export async function sendOk(socket: TestSocket, payload: MessageSend): Promise<ChatMessage> {
  const answer = await send(socket, payload)
  if (!answer.ok) throw new Error(`message refused: ${answer.error.message}`)
  return ChatMessage.parse(answer.message)
}

/** The next `message` event matching `match`. */
export const nextChatEvent = (
  socket: TestSocket,
  match: (event: ChatSocketMessage) => boolean = () => true,
): Promise<ChatSocketMessage> => nextEvent(socket, 'message', match)

/** Every `message` event a socket receives from now on. */
export const recordChat = (socket: TestSocket): ChatSocketMessage[] => recordEvents(socket, 'message')
