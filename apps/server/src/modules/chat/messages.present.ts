import {
  CallNotice,
  type ChatMessage,
  type MessageFile,
  ReadStatus,
  SystemEvent,
  type SystemNotice,
} from '@nauka/contracts'
import type { Db } from '../../db/client'
import { presentFile } from '../files/files.present'
import { messageListings } from '../market/listings.present'
import { presentPerson } from './dialogs.present'
import {
  findFilesOfMessages,
  findOthersMarks,
  findOwnMarks,
  type MarkRow,
  type MessageFileRow,
  type MessageRow,
} from './messages.queries'
import { findPeople } from './users.queries'

/** The furthest mark among `marks` reaching `id` (SPEC 4: sent 1 → delivered 2 → read 3). */
export function readStatusOf(id: number, marks: readonly Pick<MarkRow, 'deliveredUpTo' | 'readUpTo'>[]) {
  if (marks.some((mark) => mark.readUpTo >= id)) return ReadStatus.Read
  if (marks.some((mark) => mark.deliveredUpTo >= id)) return ReadStatus.Delivered
  return ReadStatus.Sent
}

/** A stored `system` column as the contracts describe it (null when it is not one). */
const callOf = (value: unknown): CallNotice | null => {
  if (value === null || value === undefined) return null
  const parsed = CallNotice.safeParse(value)
  return parsed.success ? parsed.data : null
}

const systemOf = (value: unknown): SystemEvent | null => {
  if (value === null || value === undefined) return null
  const parsed = SystemEvent.safeParse(value)
  return parsed.success ? parsed.data : null
}

/**
 * The system events of the rows with the people they name, read in one query: a member who has
 * left is no longer among the dialog's users, yet "Bob left the group" must still name Bob.
 */
async function noticesOf(db: Db, rows: readonly MessageRow[]): Promise<Map<number, SystemNotice>> {
  const events = rows.flatMap((row) => {
    const event = systemOf(row.system)
    return event ? [{ id: row.id, event, ids: [...new Set([event.actorId, ...event.userIds])] }] : []
  })
  if (events.length === 0) return new Map()
  const people = await findPeople(
    db,
    events.flatMap((e) => e.ids),
  )
  return new Map(
    events.map(({ id, event, ids }) => [
      id,
      { ...event, people: ids.map((userId) => ({ userId, ...presentPerson(userId, people.get(userId)) })) },
    ]),
  )
}

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>()
  for (const item of items) {
    const list = map.get(key(item))
    if (list) list.push(item)
    else map.set(key(item), [item])
  }
  return map
}

/**
 * Messages as `readerId` sees them. Batched: one query for the files of all messages and two for
 * the read marks of all their dialogs, whatever the number of messages. The reader's own messages
 * carry the furthest mark any other member gave them; others' messages the reader's own mark.
 */
export async function presentMessages(
  db: Db,
  readerId: number,
  rows: readonly MessageRow[],
): Promise<ChatMessage[]> {
  if (rows.length === 0) return []
  const dialogIds = [...new Set(rows.map((row) => row.dialogId))]
  // One after another: inside a transaction the queries share one connection.
  const fileRows = await findFilesOfMessages(
    db,
    rows.map((row) => row.id),
  )
  const others = groupBy(await findOthersMarks(db, dialogIds, readerId), (mark) => mark.dialogId)
  const own = groupBy(await findOwnMarks(db, dialogIds, readerId), (mark) => mark.dialogId)
  const filesOf = groupBy(fileRows, (row) => row.messageId)
  const notices = await noticesOf(db, rows)
  const listings = await messageListings(
    db,
    rows.flatMap((row) => (row.listingId === null ? [] : [row.listingId])),
  )
  return rows.map((row) => {
    const marks = row.ownerId === readerId ? others.get(row.dialogId) : own.get(row.dialogId)
    return chatMessageOf(row, {
      files: filesOf.get(row.id) ?? [],
      read: readStatusOf(row.id, marks ?? []),
      system: notices.get(row.id) ?? null,
      listing: row.listingId === null ? null : (listings.get(row.listingId) ?? null),
    })
  })
}

interface Loaded {
  files: readonly Pick<MessageFileRow, 'fileType' | 'file'>[]
  read: ChatMessage['read']
  system: SystemNotice | null
  listing: ChatMessage['listing']
}

const chatMessageOf = (row: MessageRow, loaded: Loaded): ChatMessage => ({
  id: row.id,
  dialogId: row.dialogId,
  type: row.type,
  text: row.text,
  ownerId: row.ownerId,
  files: loaded.files.map((f): MessageFile => ({ ...presentFile(f.file), fileType: f.fileType })),
  read: loaded.read,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt?.toISOString() ?? null,
  system: loaded.system,
  call: callOf(row.call),
  listing: loaded.listing,
})

/**
 * A message its author has just written, as every member sees it, from what the send already holds
 * (its files) rather than read back. Nobody's mark reaches it yet (marks only reach ids that
 * existed), so it is sent; a user's message carries no system event.
 */
export async function presentNewMessage(
  db: Db,
  row: MessageRow,
  files: readonly Pick<MessageFileRow, 'fileType' | 'file'>[],
): Promise<ChatMessage> {
  const listings = await messageListings(db, row.listingId === null ? [] : [row.listingId])
  return chatMessageOf(row, {
    files,
    read: ReadStatus.Sent,
    system: null,
    listing: row.listingId === null ? null : (listings.get(row.listingId) ?? null),
  })
}

/** One message as `readerId` sees it. */
export async function presentMessage(db: Db, readerId: number, row: MessageRow): Promise<ChatMessage> {
  const [message] = await presentMessages(db, readerId, [row])
  if (!message) throw new Error('a presented message went missing')
  return message
}
