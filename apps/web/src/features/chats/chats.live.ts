import { ChatSocketMessage, type Dialog, MessageAction } from '@nauka/contracts'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useSocketEvent } from '../../api/SocketProvider'
import { useAuthStore } from '../auth/auth.store'
import { useChatStore } from './chat.store'
import { fetchDialogInfo } from './chats.api'
import { changeCachedDialogs, chatKeys, type DialogPages } from './chats.queries'
import { applySocketEvent, selectionAfterRemoval } from './model'

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
 * SPEC 3 Real-time, SPEC 4: keeps the cached dialog list current with the socket's `message`
 * events: new messages move their dialog up (and count as unread unless it is open), actions
 * rename, re-member or remove dialogs. A dialog the list does not hold yet makes it read again.
 */
export const useChatListLive = () => {
  const client = useQueryClient()
  const myId = useAuthStore((s) => s.userId)
  useSocketEvent('message', (payload) => {
    const parsed = ChatSocketMessage.safeParse(payload)
    if (!parsed.success) return
    const event = parsed.data
    const { selectedDialogId, select } = useChatStore.getState()
    const known = cachedDialog(client, event.dialog) !== undefined
    changeCachedDialogs(client, (dialogs) => applySocketEvent(dialogs, event, selectedDialogId, myId).dialogs)
    if (event.message && !known) void client.invalidateQueries({ queryKey: chatKeys.lists })
    if (event.action?.type === MessageAction.RemoveChat) {
      select(selectionAfterRemoval(selectedDialogId, event.dialog))
      client.removeQueries({ queryKey: chatKeys.info(event.dialog) })
    }
  })
}
