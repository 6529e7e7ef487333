import { type Dialog, MessageAction } from '@nauka/contracts'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useSocketEvent, useWhenConnected } from '../../api/SocketProvider'
import { useAuthStore } from '../auth/auth.store'
import { withActiveCall } from '../calls/model'
import { useChatStore } from './chat.store'
import { fetchDialogInfo } from './chats.api'
import { changeCachedDialogs, chatKeys, type DialogPages, refreshDialogs } from './chats.queries'
import { applyPresence, applySocketEvent, selectionAfterRemoval } from './model'

/** The reader's dialog as the cache holds it (the list first, then its info), if anywhere. */
export const cachedDialog = (client: QueryClient, dialogId: number): Dialog | undefined => {
  for (const [, data] of client.getQueriesData<DialogPages>({ queryKey: chatKeys.lists })) {
    const found = data?.pages.flatMap((page) => page.dialogs).find((d) => d.dialogId === dialogId)
    if (found) return found
  }
  return client.getQueryData<Dialog>(chatKeys.info(dialogId))
}

/** The dialog from the cache, or asked of the server when the list has not been loaded. */
export const dialogFor = async (client: QueryClient, dialogId: number): Promise<Dialog | null> =>
  cachedDialog(client, dialogId) ??
  client
    .fetchQuery({
      queryKey: chatKeys.info(dialogId),
      queryFn: ({ signal }) => fetchDialogInfo(dialogId, signal),
      staleTime: 10_000,
    })
    .catch(() => null)

/**
 * SPEC 3 Real-time, SPEC 4: keeps the cached dialog list (and each dialog's info, which the open
 * dialog's header reads) current with the socket: new messages move their dialog up (and count as
 * unread unless it is open), actions rename, re-member or remove dialogs, `presence` events turn
 * the other person online or away, `call` events set or clear the dialog's `activeCall`. A dialog the list does not hold yet, or a row whose previewed
 * message was deleted, makes the list read again.
 */
export const useChatListLive = () => {
  const client = useQueryClient()
  const myId = useAuthStore((s) => s.userId)
  useSocketEvent('message', (event) => {
    const { selectedDialogId, select } = useChatStore.getState()
    const cached = cachedDialog(client, event.dialog)
    const { stale } = applySocketEvent(cached ? [cached] : [], event, selectedDialogId, myId)
    changeCachedDialogs(client, (dialogs) => applySocketEvent(dialogs, event, selectedDialogId, myId).dialogs)
    if (event.message && !cached) void client.invalidateQueries({ queryKey: chatKeys.lists })
    if (stale) void refreshDialogs(client, event.dialog)
    if (event.action?.type === MessageAction.RemoveChat) {
      select(selectionAfterRemoval(selectedDialogId, event.dialog))
      client.removeQueries({ queryKey: chatKeys.info(event.dialog) })
    }
  })
  // A connection that comes back missed what happened meanwhile (messages, presence): read again.
  const connections = useRef(0)
  useWhenConnected('chats', () => {
    connections.current += 1
    if (connections.current > 1) void client.invalidateQueries({ queryKey: chatKeys.all })
  })
  useSocketEvent('presence', (event) => {
    changeCachedDialogs(client, (dialogs) => applyPresence(dialogs, event))
  })
  // Every member hears of each change of a dialog's call: its mark comes and goes with them.
  useSocketEvent('call', (event) => {
    changeCachedDialogs(client, (dialogs) => withActiveCall(dialogs, event.call))
  })
}
