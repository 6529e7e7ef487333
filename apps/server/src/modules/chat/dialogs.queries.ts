import { CallPhase, ChatRole, DISPLAYABLE_MESSAGE_TYPES, DialogType } from '@nauka/contracts'
import { and, count, desc, eq, gt, inArray, isNull, lt, max, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { calls, dialogMembers, dialogs, messages } from '../../db/schema'
import type { DialogRow, MemberRow } from './membership.queries'
import type { MessageRow } from './messages.queries'

/** A dialog with the reader's own membership in it: what every list entry starts from. */
export interface MemberDialog {
  dialog: DialogRow
  member: MemberRow
}

/** The reader's dialogs that the list shows: active membership, not hidden, not a deleted group. */
const listed = (userId: number) =>
  and(
    eq(dialogMembers.userId, userId),
    isNull(dialogMembers.leftAt),
    eq(dialogMembers.hidden, false),
    isNull(dialogs.deletedAt),
  )

export async function countListedDialogs(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dialogMembers)
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .where(listed(userId))
  return row?.n ?? 0
}

/**
 * A page of the list, latest message first. `pinned` picks the pinned dialogs (first page only) or
 * the rest; `beforeMessageId` pages the rest by the latest message id (SPEC 4 order).
 */
export async function findListedDialogs(
  db: Db,
  userId: number,
  page: { pinned: boolean; beforeMessageId?: number; limit: number },
): Promise<MemberDialog[]> {
  const conditions = [listed(userId), eq(dialogMembers.isPinned, page.pinned)]
  if (page.beforeMessageId !== undefined) conditions.push(lt(dialogs.lastMessageId, page.beforeMessageId))
  return db
    .select({ dialog: dialogs, member: dialogMembers })
    .from(dialogMembers)
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .where(and(...conditions))
    .orderBy(desc(dialogs.lastMessageId), desc(dialogs.id))
    .limit(page.limit)
}

/** Others' displayable messages the member has not read (SPEC 3 unreadMessages). */
const unreadCondition = (userId: number) =>
  and(
    eq(dialogMembers.userId, userId),
    isNull(messages.deletedAt),
    sql`${messages.id} > greatest(${dialogMembers.readUpTo}, ${dialogMembers.clearedUpTo})`,
    sql`${messages.ownerId} is distinct from ${userId}`,
    // A system message about the member's own action (they created, renamed …) is not news to them.
    sql`(${messages.system}->>'actorId') is distinct from ${String(userId)}`,
    inArray(messages.type, [...DISPLAYABLE_MESSAGE_TYPES]),
  )

export async function countUnread(db: Db, userId: number, dialogIds: number[]): Promise<Map<number, number>> {
  if (dialogIds.length === 0) return new Map()
  const rows = await db
    .select({ dialogId: messages.dialogId, n: count() })
    .from(messages)
    .innerJoin(dialogMembers, eq(dialogMembers.dialogId, messages.dialogId))
    .where(and(unreadCondition(userId), inArray(messages.dialogId, dialogIds)))
    .groupBy(messages.dialogId)
  return new Map(rows.map((row) => [row.dialogId, row.n]))
}

/** Unread messages over every dialog of the list (the badge of the chat section). */
export async function sumUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(dialogMembers, eq(dialogMembers.dialogId, messages.dialogId))
    .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
    .where(and(unreadCondition(userId), listed(userId)))
  return row?.n ?? 0
}

/**
 * The latest message of each dialog the member still sees (not deleted, not cleared, not a call
 * signal): one correlated max per dialog, served by messages_dialog_idx. The max sits in a join
 * condition, where drizzle qualifies every column: in the fields of a one-table select it leaves
 * them bare, and a bare `dialog_id` inside the subquery would mean the subquery's own row (the
 * latest message of every dialog at once).
 */
export async function findLastMessages(db: Db, userId: number, dialogIds: number[]): Promise<MessageRow[]> {
  if (dialogIds.length === 0) return []
  const candidate = alias(messages, 'candidate')
  const latestId = db
    .select({ id: max(candidate.id) })
    .from(candidate)
    .where(
      and(
        eq(candidate.dialogId, dialogMembers.dialogId),
        isNull(candidate.deletedAt),
        gt(candidate.id, dialogMembers.clearedUpTo),
        inArray(candidate.type, [...DISPLAYABLE_MESSAGE_TYPES]),
      ),
    )
  const rows = await db
    .select({ message: messages })
    .from(dialogMembers)
    .innerJoin(messages, eq(messages.id, latestId))
    .where(and(eq(dialogMembers.userId, userId), inArray(dialogMembers.dialogId, dialogIds)))
  return rows.map((row) => row.message)
}

/** The active members of the dialogs (groups' users, personal chats' interlocutors). */
export async function findActiveMembers(db: Db, dialogIds: number[]): Promise<MemberRow[]> {
  if (dialogIds.length === 0) return []
  return db
    .select()
    .from(dialogMembers)
    .where(and(inArray(dialogMembers.dialogId, dialogIds), isNull(dialogMembers.leftAt)))
    .orderBy(desc(dialogMembers.role), dialogMembers.joinedAt, dialogMembers.userId)
}

/** The call going on (ringing or active) in each of the dialogs: SPEC 3 `activeCall`. */
export async function findOpenCalls(
  db: Db,
  dialogIds: number[],
): Promise<Map<number, { id: number; type: number }>> {
  if (dialogIds.length === 0) return new Map()
  const rows = await db
    .select({ dialogId: calls.dialogId, id: calls.id, type: calls.type })
    .from(calls)
    .where(and(inArray(calls.dialogId, dialogIds), inArray(calls.status, [CallPhase.Init, CallPhase.Active])))
  return new Map(rows.map((r) => [r.dialogId, { id: r.id, type: r.type }]))
}

/** `"<smaller id>:<larger id>"`: one personal chat per pair of users. */
export const personalKeyOf = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`)

export async function findPersonalDialog(db: Db, a: number, b: number): Promise<DialogRow | null> {
  const [row] = await db
    .select()
    .from(dialogs)
    .where(eq(dialogs.personalKey, personalKeyOf(a, b)))
  return row ?? null
}

/**
 * Creates the personal chat of two users, or finds the one a concurrent request just made (the
 * unique personal key decides). Answers whether this call created it.
 */
export async function insertPersonalDialog(
  db: Db,
  creatorId: number,
  otherId: number,
): Promise<{ dialog: DialogRow; created: boolean }> {
  const [inserted] = await db
    .insert(dialogs)
    .values({ type: DialogType.Chat, createdBy: creatorId, personalKey: personalKeyOf(creatorId, otherId) })
    .onConflictDoNothing({ target: dialogs.personalKey })
    .returning()
  if (!inserted) {
    const found = await findPersonalDialog(db, creatorId, otherId)
    if (!found) throw new Error('personal dialog vanished')
    return { dialog: found, created: false }
  }
  // The other person sees the chat once a message arrives in it (messages unhide it).
  await db.insert(dialogMembers).values([
    { dialogId: inserted.id, userId: creatorId, role: ChatRole.User },
    { dialogId: inserted.id, userId: otherId, role: ChatRole.User, hidden: true },
  ])
  return { dialog: inserted, created: true }
}

export async function insertGroupDialog(
  db: Db,
  values: { creatorId: number; name: string; imageFileId: string | null },
): Promise<DialogRow> {
  const [row] = await db
    .insert(dialogs)
    .values({
      type: DialogType.Group,
      name: values.name,
      imageFileId: values.imageFileId,
      createdBy: values.creatorId,
    })
    .returning()
  if (!row) throw new Error('insert returned no dialog')
  return row
}

/**
 * Makes users active members with `role`: new rows, or former members coming back (their old
 * flags reset, their history cleared up to now stays cleared).
 */
export async function addMembers(db: Db, dialogId: number, userIds: number[], role: ChatRole): Promise<void> {
  if (userIds.length === 0) return
  const fresh = { role, leftAt: null, joinedAt: new Date(), hidden: false, isPinned: false }
  await db
    .insert(dialogMembers)
    .values(userIds.map((userId) => ({ dialogId, userId, ...fresh })))
    .onConflictDoUpdate({ target: [dialogMembers.dialogId, dialogMembers.userId], set: fresh })
}

export async function markMembersLeft(db: Db, dialogId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return
  await db
    .update(dialogMembers)
    .set({ leftAt: new Date(), role: ChatRole.User, isPinned: false })
    .where(and(eq(dialogMembers.dialogId, dialogId), inArray(dialogMembers.userId, userIds)))
}

type MemberFlags = Partial<
  Pick<MemberRow, 'isPinned' | 'notificationsDisabled' | 'isBlocked' | 'hidden' | 'clearedUpTo' | 'role'>
>

export async function updateMember(db: Db, dialogId: number, userId: number, flags: MemberFlags) {
  await db
    .update(dialogMembers)
    .set(flags)
    .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.userId, userId)))
}

export async function countPinned(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dialogMembers)
    .where(
      and(eq(dialogMembers.userId, userId), eq(dialogMembers.isPinned, true), isNull(dialogMembers.leftAt)),
    )
  return row?.n ?? 0
}

export async function updateDialog(
  db: Db,
  id: number,
  values: Partial<Pick<DialogRow, 'name' | 'imageFileId' | 'deletedAt'>>,
): Promise<void> {
  await db.update(dialogs).set(values).where(eq(dialogs.id, id))
}

export async function findDialog(db: Db, id: number): Promise<DialogRow | null> {
  const [row] = await db.select().from(dialogs).where(eq(dialogs.id, id))
  return row ?? null
}

/** The dialog row, locked until the end of the transaction: membership changes go one at a time. */
export async function lockDialog(db: Db, id: number): Promise<DialogRow | null> {
  const [row] = await db.select().from(dialogs).where(eq(dialogs.id, id)).for('update')
  return row ?? null
}
