import { ChatSocketMessage, MessageAction } from '@nauka/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/api'
import { useSocketEvent } from '../../api/SocketProvider'
import { useAuthStore } from '../auth/auth.store'
import { chatKeys } from './chats.queries'

/** The reader's unread messages over all chats, for the navigation badge. */
export const unreadKey = [...chatKeys.all, 'unread'] as const

/** One dialog is enough: the list's answer carries the total of every dialog (`sumUnreadMessages`). */
const fetchUnreadTotal = (signal?: AbortSignal): Promise<number> =>
  api.dialogs.list({ query: { limit: 1 }, signal }).then((list) => list.sumUnreadMessages)

/** The name of the chats link: the section, and the unread count when there is one. */
export const unreadLabel = (label: string, total: number, countText: (count: number) => string): string =>
  total > 0 ? `${label}, ${countText(total)}` : label

/** Whether a socket event can change the reader's unread total. */
export const changesUnread = (event: ChatSocketMessage, myId: number | null): boolean =>
  (event.message !== null && event.message.ownerId !== myId) ||
  event.action?.type === MessageAction.Delete ||
  event.action?.type === MessageAction.RemoveChat

/**
 * The unread total, kept current by the socket's new messages (and by the reader's own read marks,
 * which invalidate `unreadKey`). Zero until known: the badge shows nothing rather than a guess.
 */
export const useUnreadTotal = (): number => {
  const client = useQueryClient()
  const myId = useAuthStore((s) => s.userId)
  useSocketEvent('message', (payload) => {
    const parsed = ChatSocketMessage.safeParse(payload)
    if (parsed.success && changesUnread(parsed.data, myId))
      void client.invalidateQueries({ queryKey: unreadKey })
  })
  const query = useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => fetchUnreadTotal(signal),
    enabled: myId !== null,
    staleTime: 15_000,
    retry: false,
  })
  return query.data ?? 0
}
