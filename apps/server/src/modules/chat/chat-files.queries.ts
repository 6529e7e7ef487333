import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { dialogMembers, dialogs, messageFiles, messages } from '../../db/schema'

/** Whether the file is held by a message of a dialog the user is an active member of. */
export async function isMessageFileVisibleTo(db: Db, fileId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(messageFiles)
    .innerJoin(messages, eq(messages.id, messageFiles.messageId))
    .innerJoin(
      dialogMembers,
      and(eq(dialogMembers.dialogId, messages.dialogId), eq(dialogMembers.userId, userId)),
    )
    .where(and(eq(messageFiles.fileId, fileId), isNull(dialogMembers.leftAt), isNull(messages.deletedAt)))
    .limit(1)
  return row !== undefined
}

/** Whether the file is the image of a group the user is an active member of. */
export async function isGroupImageVisibleTo(db: Db, fileId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(dialogs)
    .innerJoin(dialogMembers, and(eq(dialogMembers.dialogId, dialogs.id), eq(dialogMembers.userId, userId)))
    .where(and(eq(dialogs.imageFileId, fileId), isNull(dialogMembers.leftAt)))
    .limit(1)
  return row !== undefined
}
