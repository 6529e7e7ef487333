import type {
  Dialog,
  DialogCreate,
  DialogCreated,
  DialogList,
  DialogUpdate,
  UserSearchResult,
} from '@nauka/contracts'
import { api } from '../../api/api'

/** SPEC 7: a page of the reader's dialogs (older than `lastMessageId`) and their total. */
export const fetchDialogs = (lastMessageId: number | null, signal?: AbortSignal): Promise<DialogList> =>
  api.dialogs.list({ query: { lastMessageId: lastMessageId ?? undefined }, signal })

/** SPEC 7: one dialog as the reader sees it, with its members' details. */
export const fetchDialogInfo = (dialogId: number, signal?: AbortSignal): Promise<Dialog> =>
  api.dialogs.info({ params: { id: dialogId }, query: { details: 2 }, signal })

/** SPEC 7: a personal chat (the existing one if any) or a group. */
export const createDialog = (body: DialogCreate): Promise<DialogCreated> => api.dialogs.create({ body })

/** SPEC 7 (group admins): name, image, members. */
export const updateDialog = async (dialogId: number, body: DialogUpdate): Promise<void> => {
  await api.dialogs.update({ params: { id: dialogId }, body })
}

/** SPEC 7 (group admins): adds one member. */
export const inviteMember = async (dialogId: number, user: number): Promise<void> => {
  await api.dialogs.invite({ body: { dialogId, user } })
}

/** SPEC 7 (group admins): removes one member. */
export const removeMember = async (dialogId: number, memberId: number): Promise<void> => {
  await api.dialogs.removeMember({ params: { chatId: dialogId, memberId } })
}

/** Roles (SPEC 6): an admin makes another member admin, or takes it back. */
export const setAdmin = async (dialogId: number, userId: number, admin: boolean): Promise<void> => {
  const input = { params: { id: dialogId }, body: { userId } }
  await (admin ? api.dialogs.makeAdmin(input) : api.dialogs.removeAdmin(input))
}

/** The one-click actions of a dialog's menu (SPEC 3 chat actions), by the route each calls. */
const DIALOG_ACTIONS = {
  pin: api.dialogs.pin,
  unpin: api.dialogs.unpin,
  mute: api.dialogs.disableNotifications,
  unmute: api.dialogs.enableNotifications,
  block: api.dialogs.block,
  unblock: api.dialogs.unblock,
  clean: api.dialogs.clear,
  leave: api.dialogs.leave,
  /** A personal chat leaves the reader's list (their history cleared). */
  deletePersonal: api.dialogs.hide,
  /** A group is deleted for everyone (admins). */
  deleteGroup: api.dialogs.deleteGroup,
} as const
export type DialogAction = keyof typeof DIALOG_ACTIONS

export const runDialogAction = async (action: DialogAction, dialogId: number): Promise<void> => {
  await DIALOG_ACTIONS[action]({ params: { id: dialogId } })
}

/**
 * SPEC 5, 7: people by name or nickname, never the reader; with `dialogId`, not the dialog's
 * members either.
 */
export const searchUsers = (
  searchField: string,
  dialogId: number | null,
  signal?: AbortSignal,
): Promise<UserSearchResult[]> =>
  api.chatUsers.search({ query: { searchField, dialogId: dialogId ?? undefined, limit: 10 }, signal })
