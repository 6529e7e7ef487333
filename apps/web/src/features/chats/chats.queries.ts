import type { Dialog, DialogCreate, DialogList, DialogUpdate } from '@nauka/contracts'
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useAuthStore } from '../auth/auth.store'
import { useChatStore } from './chat.store'
import {
  createDialog,
  type DialogAction,
  fetchDialogInfo,
  fetchDialogs,
  inviteMember,
  removeMember,
  runDialogAction,
  searchUsers,
  setAdmin,
  updateDialog,
} from './chats.api'
import {
  nextDialogsCursor,
  removeDialog,
  selectionAfterRemoval,
  toggleNotifications,
  togglePin,
} from './model'

/** Query keys of the chat (K4's dialog uses `messages` and `search`). */
export const chatKeys = {
  all: ['chats'] as const,
  /** Every reader's dialog list (the prefix of `list`). */
  lists: ['chats', 'list'] as const,
  list: (userId: number) => ['chats', 'list', userId] as const,
  /** Every dialog's info (the prefix of `info`). */
  infos: ['chats', 'info'] as const,
  info: (dialogId: number) => ['chats', 'info', dialogId] as const,
  messages: (dialogId: number) => ['chats', 'messages', dialogId] as const,
  search: (dialogId: number, text: string) => ['chats', 'search', dialogId, text] as const,
  users: (text: string, dialogId: number | null) => ['chats', 'users', text, dialogId ?? 0] as const,
}

export type DialogPages = InfiniteData<DialogList, number | null>

/**
 * Changes every cached copy of the reader's dialogs (each list page, each dialog's info) with a
 * transition of model.ts; the list's order is computed when it is read, so moves need nothing here.
 */
export const changeCachedDialogs = (client: QueryClient, change: (dialogs: Dialog[]) => Dialog[]) => {
  client.setQueriesData<DialogPages>({ queryKey: chatKeys.lists }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, dialogs: change(page.dialogs) })) } : data,
  )
  for (const [key, dialog] of client.getQueriesData<Dialog>({ queryKey: chatKeys.infos })) {
    if (dialog) client.setQueryData(key, change([dialog])[0] ?? dialog)
  }
}

/** The list and the given dialog's info are read again (after changes the server words itself). */
export const refreshDialogs = (client: QueryClient, dialogId?: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: chatKeys.lists }),
    dialogId === undefined ? null : client.invalidateQueries({ queryKey: chatKeys.info(dialogId) }),
  ])

/** SPEC 2, 7, 9: the reader's dialogs, a page at a time until the loaded count reaches the total. */
export const useDialogs = () => {
  const myId = useAuthStore((s) => s.userId)
  return useInfiniteQuery({
    queryKey: chatKeys.list(myId ?? 0),
    enabled: myId !== null,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => fetchDialogs(pageParam, signal),
    getNextPageParam: (_last, pages) => nextDialogsCursor(pages),
  })
}

/** SPEC 7: one dialog (`details=2`). */
export const useDialogInfo = (dialogId: number | null) =>
  useQuery({
    queryKey: chatKeys.info(dialogId ?? 0),
    enabled: dialogId !== null,
    queryFn: ({ signal }) => fetchDialogInfo(dialogId ?? 0, signal),
  })

/** SPEC 7: create a personal chat or a group; the list is read again to show it. */
export const useCreateDialog = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: DialogCreate) => createDialog(body),
    onSuccess: () => refreshDialogs(client),
  })
}

/** What each one-click action does to the cached list at once. */
const LOCAL_EFFECT: Partial<Record<DialogAction, (dialogs: Dialog[], id: number) => Dialog[]>> = {
  pin: togglePin,
  unpin: togglePin,
  mute: toggleNotifications,
  unmute: toggleNotifications,
  leave: removeDialog,
  deletePersonal: removeDialog,
  deleteGroup: removeDialog,
}
const REMOVES: readonly DialogAction[] = ['leave', 'deletePersonal', 'deleteGroup']

/**
 * SPEC 3, 4: pin, mute, clean, block, leave or delete a dialog. Toggles show at once; a dialog
 * that leaves the list also leaves the selection. The server's answer is read again afterwards.
 */
export const useDialogAction = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ action, dialogId }: { action: DialogAction; dialogId: number }) =>
      runDialogAction(action, dialogId),
    onSuccess: async (_data, { action, dialogId }) => {
      const effect = LOCAL_EFFECT[action]
      if (effect) changeCachedDialogs(client, (dialogs) => effect(dialogs, dialogId))
      if (REMOVES.includes(action)) {
        const { selectedDialogId, select } = useChatStore.getState()
        select(selectionAfterRemoval(selectedDialogId, dialogId))
        client.removeQueries({ queryKey: chatKeys.info(dialogId) })
        client.removeQueries({ queryKey: chatKeys.messages(dialogId) })
        await refreshDialogs(client)
        return
      }
      if (action === 'clean') client.removeQueries({ queryKey: chatKeys.messages(dialogId) })
      await refreshDialogs(client, dialogId)
    },
  })
}

type GroupChange =
  | { kind: 'update'; body: DialogUpdate }
  | { kind: 'invite'; userId: number }
  | { kind: 'remove'; userId: number }
  | { kind: 'admin'; userId: number; admin: boolean }

const runGroupChange = (dialogId: number, change: GroupChange): Promise<void> => {
  switch (change.kind) {
    case 'update':
      return updateDialog(dialogId, change.body)
    case 'invite':
      return inviteMember(dialogId, change.userId)
    case 'remove':
      return removeMember(dialogId, change.userId)
    case 'admin':
      return setAdmin(dialogId, change.userId, change.admin)
  }
}

/** SPEC 6: a group admin renames, changes the image, adds or removes members, grants admin. */
export const useGroupChange = (dialogId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: GroupChange) => runGroupChange(dialogId, change),
    onSuccess: () => refreshDialogs(client, dialogId),
  })
}

/** SPEC 5, 7: people to write to or add (never the reader, nor the group's members). */
export const useUserSearch = (text: string, dialogId: number | null, enabled = true) =>
  useQuery({
    queryKey: chatKeys.users(text, dialogId),
    enabled,
    staleTime: 30_000,
    queryFn: ({ signal }) => searchUsers(text, dialogId, signal),
  })
