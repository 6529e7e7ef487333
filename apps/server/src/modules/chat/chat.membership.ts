import type { Db } from '../../db/client'
import { NotFoundError } from '../../platform/errors'
import { findDialog } from './dialogs.queries'
import { type DialogRow, findMember, type MemberRow } from './membership.queries'

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
  const dialog = await findDialog(db, dialogId)
  if (!dialog) throw new NotFoundError('chat.dialogNotFound')
  return { dialog, member }
}
