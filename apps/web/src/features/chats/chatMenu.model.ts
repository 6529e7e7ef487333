import { ChatRole, type Dialog, DialogType } from '@nauka/contracts'
import type { DialogAction } from './chats.api'

/** A menu entry: a one-click action, one asked about first, or the group editor. */
export type MenuEntry = { action: DialogAction; confirm: boolean } | { action: 'editGroup'; confirm: false }

/** Whether the reader may change the group (SPEC 6: admins edit, add and remove members). */
export const canEditGroup = (dialog: Pick<Dialog, 'dialogType' | 'role'>): boolean =>
  dialog.dialogType === DialogType.Group && dialog.role === ChatRole.Admin

/**
 * SPEC 3 chat actions (delete, edit, leave, clean, block) plus pin and mute, as the reader may use
 * them: personal chats can be blocked and deleted for oneself; a group can be left by anyone,
 * edited and deleted by its admins.
 */
export const menuEntries = (dialog: Dialog): MenuEntry[] => {
  const group = dialog.dialogType === DialogType.Group
  const entries: MenuEntry[] = [
    { action: dialog.isPinned ? 'unpin' : 'pin', confirm: false },
    { action: dialog.notificationsDisable ? 'unmute' : 'mute', confirm: false },
  ]
  if (group) entries.push({ action: 'editGroup', confirm: false })
  entries.push({ action: 'clean', confirm: true })
  if (group) {
    entries.push({ action: 'leave', confirm: true })
    if (canEditGroup(dialog)) entries.push({ action: 'deleteGroup', confirm: true })
  } else {
    entries.push(
      dialog.isBlocked ? { action: 'unblock', confirm: false } : { action: 'block', confirm: true },
    )
    entries.push({ action: 'deletePersonal', confirm: true })
  }
  return entries
}
