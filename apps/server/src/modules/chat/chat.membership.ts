import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { dialogMembers, dialogs } from '../../db/schema'
import { NotFoundError } from '../../platform/errors'

export type MemberRow = typeof dialogMembers.$inferSelect
export type DialogRow = typeof dialogs.$inferSelect

/** The member row of a user in a dialog, current or former (null: never a member). */
export async function findMember(db: Db, dialogId: number, userId: number): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(dialogMembers)
    .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.userId, userId)))
  return row ?? null
}

/**
 * The active membership of the user, or `chat.dialogNotFound`: a non-member (or one who left or was
 * removed) learns nothing, not even that the dialog exists.
 */
export async function requireMember(db: Db, dialogId: number, userId: number): Promise<MemberRow> {
  const member = await findMember(db, dialogId, userId)
  if (!member || member.leftAt !== null) throw new NotFoundError('chat.dialogNotFound')
  return member
}

/** The dialog and the caller's active membership in it (404 as `requireMember`). */
export async function requireDialogMember(
  db: Db,
  dialogId: number,
  userId: number,
): Promise<{ dialog: DialogRow; member: MemberRow }> {
  const member = await requireMember(db, dialogId, userId)
  const [dialog] = await db.select().from(dialogs).where(eq(dialogs.id, dialogId))
  if (!dialog) throw new NotFoundError('chat.dialogNotFound')
  return { dialog, member }
}

/** Ids of the dialog's current members (the receivers of its real-time events). */
export async function activeMemberIds(db: Db, dialogId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: dialogMembers.userId })
    .from(dialogMembers)
    .where(and(eq(dialogMembers.dialogId, dialogId), isNull(dialogMembers.leftAt)))
  return rows.map((r) => r.userId)
}
