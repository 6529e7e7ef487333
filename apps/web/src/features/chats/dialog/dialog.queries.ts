import type { ChatMessage } from '@nauka/contracts'
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { chatKeys } from '../chats.queries'
import { deleteMessage, fetchMessages, searchMessages, updateMessage } from './dialog.api'
import { appendMessage, applyDelete, applyUpdate, hasOlderMessages, oldestFirst } from './model'

/**
 * The open dialog's messages in the query cache: pages oldest-first inside, the newest page first
 * (the order they were fetched in), each page older than the one before it.
 */
export type ThreadPages = InfiniteData<ChatMessage[], number | null>

/** Every loaded message of a thread, oldest first. */
export const threadMessages = (data: { pages: ChatMessage[][] } | undefined): ChatMessage[] =>
  data ? [...data.pages].reverse().flat() : []

/** Applies a per-message transition of model.ts to every loaded page of a dialog. */
export const changeThread = (
  client: QueryClient,
  dialogId: number,
  change: (page: ChatMessage[]) => ChatMessage[],
): void => {
  client.setQueryData<ThreadPages>(chatKeys.messages(dialogId), (data) =>
    data ? { ...data, pages: data.pages.map(change) } : data,
  )
}

/** A new message joins the newest page, or replaces its copy wherever it is already loaded. */
export const appendToThread = (client: QueryClient, message: ChatMessage): void => {
  const key = chatKeys.messages(message.dialogId)
  // A message that arrives while the thread is being read may be newer than the answer on its
  // way, which would then replace (or, on a first read, never get) it: the thread is read again.
  // (A first read is not restarted by an invalidation alone, hence the cancel.)
  if (client.isFetching({ queryKey: key }) > 0)
    void client.cancelQueries({ queryKey: key }).then(() => client.invalidateQueries({ queryKey: key }))
  client.setQueryData<ThreadPages>(key, (data) => {
    if (!data) return data
    if (data.pages.some((page) => page.some((m) => m.id === message.id)))
      return { ...data, pages: data.pages.map((page) => applyUpdate(page, message)) }
    const [newest = [], ...older] = data.pages
    return { ...data, pages: [appendMessage(newest, message), ...older] }
  })
}

/**
 * SPEC 5, 9: the dialog's messages, 20 at a time, older pages on demand; loading stops at the
 * dialog's first message id.
 */
export const useThread = (dialogId: number, firstMessageId: number | null) =>
  useInfiniteQuery({
    queryKey: chatKeys.messages(dialogId),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => oldestFirst(await fetchMessages(dialogId, pageParam, signal)),
    getNextPageParam: (last) => {
      const oldest = last[0]?.id ?? null
      return hasOlderMessages(oldest, firstMessageId, last.length) ? oldest : undefined
    },
  })

/** SPEC 7: the author edits a message; the answer (or the socket's update) replaces it. */
export const useEditMessage = (dialogId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ messageId, text }: { messageId: number; text: string }) =>
      updateMessage({ dialogId, messageId, updatedText: text }),
    onSuccess: (updated) => {
      if (updated) changeThread(client, dialogId, (page) => applyUpdate(page, updated))
    },
  })
}

/** SPEC 7: the author deletes a message; it leaves the thread at once. */
export const useDeleteMessage = (dialogId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (messageId: number) => deleteMessage(messageId),
    onSuccess: (_answer, messageId) => changeThread(client, dialogId, (page) => applyDelete(page, messageId)),
  })
}

/** SPEC 2, 7: search in the dialog; nothing is asked for an empty text. */
export const useMessageSearch = (dialogId: number, text: string) =>
  useQuery({
    queryKey: chatKeys.search(dialogId, text),
    enabled: text.trim().length > 0,
    queryFn: ({ signal }) => searchMessages(dialogId, text.trim(), signal),
  })
