import {
  Dialog,
  type DialogCreate,
  DialogCreated,
  DialogList,
  type DialogUpdate,
  UserSearchList,
  type UserSearchResult,
} from '@nauka/contracts'
import { apiRequest } from '../../api/client'

/** SPEC 7: the chat API's base. */
export const CHAT_API = '/api/chat/v1'
const DIALOGS = `${CHAT_API}/dialogs`

/** SPEC 7: `GET /dialogs?lastMessageId`: a page of the reader's dialogs and their total. */
export const fetchDialogs = (lastMessageId: number | null, signal?: AbortSignal): Promise<DialogList> =>
  apiRequest(DIALOGS, { query: { lastMessageId: lastMessageId ?? undefined }, schema: DialogList, signal })

/** SPEC 7: `GET /dialogs/info/{id}?details=2`: one dialog as the reader sees it. */
export const fetchDialogInfo = (dialogId: number, signal?: AbortSignal): Promise<Dialog> =>
  apiRequest(`${DIALOGS}/info/${dialogId}`, { query: { details: 2 }, schema: Dialog, signal })

/** SPEC 7: `POST /dialogs/create`: a personal chat (the existing one if any) or a group. */
export const createDialog = (body: DialogCreate): Promise<DialogCreated> =>
  apiRequest(`${DIALOGS}/create`, { method: 'POST', body, schema: DialogCreated })

/** SPEC 7: `PATCH /dialogs/{id}` (group admins): name, image, members. */
export const updateDialog = async (dialogId: number, body: DialogUpdate): Promise<void> => {
  await apiRequest(`${DIALOGS}/${dialogId}`, { method: 'PATCH', body })
}

/** SPEC 7: `POST /dialogs/invite` (group admins): adds one member. */
export const inviteMember = async (dialogId: number, user: number): Promise<void> => {
  await apiRequest(`${DIALOGS}/invite`, { method: 'POST', body: { dialogId, user } })
}

/** SPEC 7: `DELETE /dialogs/chat/{chatId}/member/{memberId}` (group admins). */
export const removeMember = async (dialogId: number, memberId: number): Promise<void> => {
  await apiRequest(`${DIALOGS}/chat/${dialogId}/member/${memberId}`, { method: 'DELETE' })
}

/** Roles (SPEC 6): an admin makes another member admin, or takes it back. */
export const setAdmin = async (dialogId: number, userId: number, admin: boolean): Promise<void> => {
  await apiRequest(admin ? `${DIALOGS}/make-admin/${dialogId}` : `${DIALOGS}/remove-admin/${dialogId}`, {
    method: admin ? 'POST' : 'PATCH',
    body: { userId },
  })
}

/** The one-click actions of a dialog's menu (SPEC 3 chat actions, SPEC 7 paths). */
export const DIALOG_ACTIONS = {
  pin: { method: 'POST', path: 'pin' },
  unpin: { method: 'POST', path: 'unpin' },
  mute: { method: 'POST', path: 'disable-notifications' },
  unmute: { method: 'POST', path: 'enable-notifications' },
  block: { method: 'POST', path: 'block' },
  unblock: { method: 'POST', path: 'unblock' },
  clean: { method: 'DELETE', path: 'clear' },
  leave: { method: 'PATCH', path: 'leave' },
  /** A personal chat leaves the reader's list (their history cleared). */
  deletePersonal: { method: 'DELETE', path: '' },
  /** A group is deleted for everyone (admins). */
  deleteGroup: { method: 'DELETE', path: 'chat' },
} as const
export type DialogAction = keyof typeof DIALOG_ACTIONS

export const runDialogAction = async (action: DialogAction, dialogId: number): Promise<void> => {
  const { method, path } = DIALOG_ACTIONS[action]
  await apiRequest(path ? `${DIALOGS}/${path}/${dialogId}` : `${DIALOGS}/${dialogId}`, { method })
}

/**
 * SPEC 5, 7: `GET /users/search`: people by name or nickname, never the reader; with `dialogId`,
 * not the dialog's members either.
 */
export const searchUsers = (
  searchField: string,
  dialogId: number | null,
  signal?: AbortSignal,
): Promise<UserSearchResult[]> =>
  apiRequest(`${CHAT_API}/users/search`, {
    query: { searchField, dialogId: dialogId ?? undefined, limit: 10 },
    schema: UserSearchList,
    signal,
  })
