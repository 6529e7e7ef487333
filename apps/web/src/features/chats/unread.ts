import { type ChatSocketMessage, MessageAction } from '@nauka/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/api'
import { useSocketEvent } from '../../api/SocketProvider'
import { useAuthStore } from '../auth/auth.store'
import { chatKeys } from './chats.queries'
import { countsAsUnread } from './model'

/** The reader's unread messages over all chats, for the navigation badge. */
export const unreadKey = [...chatKeys.all, 'unread'] as const

/** One dialog is enough: the list's answer carries the total of every dialog (`sumUnreadMessages`). */
const fetchUnreadTotal = (signal?: AbortSignal): Promise<number> =>
  api.dialogs.list({ query: { limit: 1 }, signal }).then((list) => list.sumUnreadMessages)

/** The name of the chats link: the section, and the unread count when there is one. */
export const unreadLabel = (label: string, total: number, countText: (count: number) => string): string =>
  total > 0 ? `${label}, ${countText(total)}` : label

/**
 * How one chat event moves the reader's unread total: a new message by the server's rule
 * (`countsAsUnread`, whichever dialog it is in: an open one's is read by its read mark, which asks
 * again), or null when only the server knows: whether a deleted message, or a removed chat's
 * messages, were unread.
 */
export const unreadChange = (event: ChatSocketMessage, myId: number | null): number | null => {
  if (event.message) return countsAsUnread(event.message, myId) ? 1 : 0
  const type = event.action?.type
  return type === MessageAction.Delete || type === MessageAction.RemoveChat ? null : 0
}

/**
 * Keeps the unread total current from the socket's chat events, without asking the server for
 * each one. A connection that comes back asks again (the chat list's live hook reads every chat
 * query then, this one included). Mounted once, beside that hook.
 */
export const useUnreadLive = (): void => {
  const client = useQueryClient()
  const myId = useAuthStore((s) => s.userId)
  useSocketEvent('message', (event) => {
    const change = unreadChange(event, myId)
    if (change === 0) return
    // An answer on its way may or may not hold this message: ask again rather than count it twice.
    if (change === null || client.getQueryState(unreadKey)?.fetchStatus === 'fetching') {
      void client.invalidateQueries({ queryKey: unreadKey })
      return
    }
    client.setQueryData<number>(unreadKey, (total) => (total === undefined ? undefined : total + change))
  })
}

/**
 * The unread total, kept current by `useUnreadLive` (and by the reader's own read marks, which
 * invalidate `unreadKey`). Zero until known: the badge shows nothing rather than a guess.
 */
export const useUnreadTotal = (): number => {
  const myId = useAuthStore((s) => s.userId)
  const query = useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => fetchUnreadTotal(signal),
    enabled: myId !== null,
    staleTime: 15_000,
    retry: false,
  })
  return query.data ?? 0
}
