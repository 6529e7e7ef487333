import type { CallNotice, SystemEvent } from '@nauka/contracts'
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { likeContaining } from '../../db/like'
import { dialogMembers, dialogs, files, messageFiles, messages, users } from '../../db/schema'

export type MessageRow = typeof messages.$inferSelect
export type FileRow = typeof files.$inferSelect

export interface NewMessage {
  dialogId: number
  /** Null for system messages. */
  ownerId: number | null
  type: number
  text: string | null
  system: SystemEvent | null
  /** A call message's notice (calls module). */
  call?: CallNotice | null
  /** The marketplace listing the message is about (the market module's contact). */
  listingId?: number | null
  files: { fileId: string; fileType: number }[]
}

/**
 * Inserts a message with its files and moves the dialog's last (and, the first time, first)
 * message id. Runs on `db`, which is the caller's transaction when it holds one.
 */
const insertMessageStatement = builtOnce((db) => {
  const inserted = db.$with('inserted').as(
    db
      .insert(messages)
      .values({
        dialogId: sql.placeholder('dialogId'),
        ownerId: sql.placeholder('ownerId'),
        type: sql.placeholder('type'),
        text: sql.placeholder('text'),
        // As SQL, not as the column's value: Drizzle encodes a placeholder's value with the
        // column's encoder, which writes a null as the JSON `null`, not as SQL NULL.
        system: sql`${sql.placeholder('system')}::jsonb`,
        call: sql`${sql.placeholder('call')}::jsonb`,
        listingId: sql.placeholder('listingId'),
      })
      .returning(),
  )
  return db
    .with(inserted)
    .update(dialogs)
    .set({
      lastMessageId: sql`${inserted.id}`,
      firstMessageId: sql`coalesce(${dialogs.firstMessageId}, ${inserted.id})`,
    })
    .from(inserted)
    .where(eq(dialogs.id, inserted.dialogId))
    .returning(insertedColumns(inserted))
    .prepare('insert_message')
})

export async function insertMessage(db: Db, message: NewMessage): Promise<MessageRow> {
  // One statement for the message and the dialog's ids: a round trip fewer on every send.
  const [row] = await insertMessageStatement(db).execute({
    dialogId: message.dialogId,
    ownerId: message.ownerId,
    type: message.type,
    text: message.text,
    system: message.system === null ? null : JSON.stringify(message.system),
    call: message.call ? JSON.stringify(message.call) : null,
    listingId: message.listingId ?? null,
  })
  if (!row) throw new Error('insert returned no message')
  if (message.files.length > 0)
    await db.insert(messageFiles).values(
      message.files.map((file, position) => ({
        messageId: row.id,
        fileId: file.fileId,
        fileType: file.fileType,
        position,
      })),
    )
  return row
}

/** Every column of the message the statement inserted, as `returning` reads them from its CTE. */
const insertedColumns = <T extends Record<keyof typeof messages._.columns, unknown>>(inserted: T) =>
  Object.fromEntries(
    Object.keys(getTableColumns(messages)).map((key) => [key, inserted[key as keyof T]]),
  ) as {
    [K in keyof typeof messages._.columns]: T[K]
  }

export async function findMessage(db: Db, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id))
  return row ?? null
}

export interface MessagePage {
  dialogId: number
  /** Messages up to this id are hidden for the reader ("clean"). */
  clearedUpTo: number
  /** The dialog's first message: a page never reaches below it. */
  firstMessageId: number
  beforeId?: number
  limit: number
  /** Case-insensitive substring of the text (search). */
  textContains?: string
}

/** A page of a dialog's live messages, newest first (served by messages_dialog_idx). */
export async function findMessagePage(db: Db, page: MessagePage): Promise<MessageRow[]> {
  const conditions = [
    eq(messages.dialogId, page.dialogId),
    isNull(messages.deletedAt),
    gt(messages.id, page.clearedUpTo),
    gte(messages.id, page.firstMessageId),
  ]
  if (page.beforeId !== undefined) conditions.push(lt(messages.id, page.beforeId))
  if (page.textContains !== undefined)
    conditions.push(sql`${messages.text} ilike ${likeContaining(page.textContains)}`)
  return db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.id))
    .limit(page.limit)
}

export interface MessageFileRow {
  messageId: number
  fileType: number
  file: FileRow
}

/** The files of the messages, in their order. */
export async function findFilesOfMessages(db: Db, messageIds: number[]): Promise<MessageFileRow[]> {
  if (messageIds.length === 0) return []
  return db
    .select({ messageId: messageFiles.messageId, fileType: messageFiles.fileType, file: files })
    .from(messageFiles)
    .innerJoin(files, eq(files.id, messageFiles.fileId))
    .where(inArray(messageFiles.messageId, messageIds))
    .orderBy(asc(messageFiles.messageId), asc(messageFiles.position))
}

/** Which of the files already sit on a message (a file belongs to one message). */
export async function findAttachedFileIds(db: Db, fileIds: string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set()
  const rows = await db
    .select({ fileId: messageFiles.fileId })
    .from(messageFiles)
    .where(inArray(messageFiles.fileId, fileIds))
  return new Set(rows.map((row) => row.fileId))
}

export interface MarkRow {
  dialogId: number
  userId: number
  deliveredUpTo: number
  readUpTo: number
}

/** The read marks of every active member of the dialogs but the reader. */
export async function findOthersMarks(db: Db, dialogIds: number[], readerId: number): Promise<MarkRow[]> {
  if (dialogIds.length === 0) return []
  return db
    .select({
      dialogId: dialogMembers.dialogId,
      userId: dialogMembers.userId,
      deliveredUpTo: dialogMembers.deliveredUpTo,
      readUpTo: dialogMembers.readUpTo,
    })
    .from(dialogMembers)
    .where(
      and(
        inArray(dialogMembers.dialogId, dialogIds),
        ne(dialogMembers.userId, readerId),
        isNull(dialogMembers.leftAt),
      ),
    )
}

/** The reader's own marks in the dialogs. */
export async function findOwnMarks(db: Db, dialogIds: number[], readerId: number): Promise<MarkRow[]> {
  if (dialogIds.length === 0) return []
  return db
    .select({
      dialogId: dialogMembers.dialogId,
      userId: dialogMembers.userId,
      deliveredUpTo: dialogMembers.deliveredUpTo,
      readUpTo: dialogMembers.readUpTo,
    })
    .from(dialogMembers)
    .where(and(inArray(dialogMembers.dialogId, dialogIds), eq(dialogMembers.userId, readerId)))
}

export async function updateMessageText(
  db: Db,
  id: number,
  text: string | null,
  updatedAt: Date,
): Promise<MessageRow | null> {
  const [row] = await db.update(messages).set({ text, updatedAt }).where(eq(messages.id, id)).returning()
  return row ?? null
}

/** Replaces the files of a message (edit). */
export async function replaceMessageFiles(
  db: Db,
  messageId: number,
  list: { fileId: string; fileType: number }[],
): Promise<void> {
  await db.delete(messageFiles).where(eq(messageFiles.messageId, messageId))
  if (list.length > 0)
    await db.insert(messageFiles).values(list.map((file, position) => ({ messageId, position, ...file })))
}

export async function softDeleteMessage(db: Db, id: number, at: Date): Promise<void> {
  await db.update(messages).set({ deletedAt: at }).where(eq(messages.id, id))
}

/**
 * The highest id among `ids` that is a live message of the dialog written by someone else (a
 * member marks what others wrote), or null.
 */
export async function highestOthersMessageId(
  db: Db,
  dialogId: number,
  readerId: number,
  ids: number[],
): Promise<number | null> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${messages.id})` })
    .from(messages)
    .where(
      and(
        eq(messages.dialogId, dialogId),
        inArray(messages.id, ids),
        sql`${messages.ownerId} is distinct from ${readerId}`,
      ),
    )
  return row?.id ?? null
}

/**
 * Moves the member's marks forward only (SPEC 4): delivered up to `id`, and read too for status 3;
 * a read mark also counts as delivered. Answers whether anything moved.
 */
export async function advanceMarks(
  db: Db,
  dialogId: number,
  userId: number,
  id: number,
  read: boolean,
): Promise<boolean> {
  const rows = await db
    .update(dialogMembers)
    .set({
      deliveredUpTo: sql`greatest(${dialogMembers.deliveredUpTo}, ${id})`,
      ...(read ? { readUpTo: sql`greatest(${dialogMembers.readUpTo}, ${id})` } : {}),
    })
    .where(
      and(
        eq(dialogMembers.dialogId, dialogId),
        eq(dialogMembers.userId, userId),
        read ? lt(dialogMembers.readUpTo, id) : lt(dialogMembers.deliveredUpTo, id),
      ),
    )
    .returning({ userId: dialogMembers.userId })
  return rows.length > 0
}

/**
 * Moves the delivered marks of `userIds` forward to `id` in one statement (forward only, as
 * `advanceMarks`). Answers those whose mark moved.
 */
const deliveredMarksStatement = builtOnce((db) =>
  db
    .update(dialogMembers)
    .set({ deliveredUpTo: sql`greatest(${dialogMembers.deliveredUpTo}, ${sql.placeholder('id')}::integer)` })
    .where(
      and(
        eq(dialogMembers.dialogId, sql.placeholder('dialogId')),
        sql`${dialogMembers.userId} = any(${sql.placeholder('userIds')}::integer[])`,
        lt(dialogMembers.deliveredUpTo, sql.placeholder('id')),
      ),
    )
    .returning({ userId: dialogMembers.userId })
    .prepare('advance_delivered_marks'),
)

export async function advanceDeliveredMarks(
  db: Db,
  dialogId: number,
  userIds: readonly number[],
  id: number,
): Promise<number[]> {
  if (userIds.length === 0) return []
  const rows = await deliveredMarksStatement(db).execute({ dialogId, userIds: [...userIds], id })
  return rows.map((row) => row.userId)
}

/** Shows a hidden (deleted) personal chat again to its members once a new message arrives. */
export async function unhideDialog(db: Db, dialogId: number): Promise<void> {
  await db
    .update(dialogMembers)
    .set({ hidden: false })
    .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.hidden, true)))
}

/** Whether an active (not disabled) account has this id: a contact message must name one. */
export async function activeUserExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.disabled, false)))
  return row !== undefined
}

/** An active member of a dialog as a send needs them: their own block, mute and hidden switches. */
export interface SendMember {
  userId: number
  isBlocked: boolean
  notificationsDisabled: boolean
  hidden: boolean
}

/**
 * The dialog (by id, or the personal chat by its key) with its active members, in one query: a
 * send reads both on every message. Null when there is no such dialog.
 */
const dialogWithMembers = (db: Db) =>
  db
    .select({
      dialog: dialogs,
      userId: dialogMembers.userId,
      isBlocked: dialogMembers.isBlocked,
      notificationsDisabled: dialogMembers.notificationsDisabled,
      hidden: dialogMembers.hidden,
    })
    .from(dialogs)
    .leftJoin(dialogMembers, and(eq(dialogMembers.dialogId, dialogs.id), isNull(dialogMembers.leftAt)))
const dialogByIdStatement = builtOnce((db) =>
  dialogWithMembers(db)
    .where(eq(dialogs.id, sql.placeholder('id')))
    .prepare('find_dialog_with_members'),
)
const dialogByKeyStatement = builtOnce((db) =>
  dialogWithMembers(db)
    .where(eq(dialogs.personalKey, sql.placeholder('personalKey')))
    .prepare('find_personal_dialog_with_members'),
)

export async function findDialogWithMembers(
  db: Db,
  by: { id: number } | { personalKey: string },
): Promise<{ dialog: typeof dialogs.$inferSelect; members: SendMember[] } | null> {
  const rows =
    'id' in by
      ? await dialogByIdStatement(db).execute({ id: by.id })
      : await dialogByKeyStatement(db).execute({ personalKey: by.personalKey })
  const [first] = rows
  if (!first) return null
  const members = rows.flatMap(({ userId, isBlocked, notificationsDisabled, hidden }) =>
    userId === null
      ? []
      : [
          {
            userId,
            isBlocked: isBlocked === true,
            notificationsDisabled: notificationsDisabled === true,
            hidden: hidden === true,
          },
        ],
  )
  return { dialog: first.dialog, members }
}
