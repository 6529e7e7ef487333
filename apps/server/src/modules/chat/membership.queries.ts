import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { dialogMembers, type dialogs } from '../../db/schema'

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

/** Ids of the dialog's current members (the receivers of its real-time events). */
export async function activeMemberIds(db: Db, dialogId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: dialogMembers.userId })
    .from(dialogMembers)
    .where(and(eq(dialogMembers.dialogId, dialogId), isNull(dialogMembers.leftAt)))
  return rows.map((r) => r.userId)
}
