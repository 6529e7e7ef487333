import { ChatMessage, MessageList, type MessageUpdate, PAGE_SIZE, type ReadMarks } from '@nauka/contracts'
import { apiRequest } from '../../../api/client'
import { CHAT_API } from '../chats.api'

/** SPEC 7, 9: `GET /dialogs/{id}?limit=20&lastMessageId`: the page of messages older than the id, newest first. */
export const fetchMessages = (
  dialogId: number,
  lastMessageId: number | null,
  signal?: AbortSignal,
): Promise<ChatMessage[]> =>
  apiRequest(`${CHAT_API}/dialogs/${dialogId}`, {
    query: { limit: PAGE_SIZE.chat, lastMessageId: lastMessageId ?? undefined },
    schema: MessageList,
    signal,
  })

/** SPEC 5, 7: `PATCH /messages/read`, only ever for the selected dialog. */
export const markRead = async (marks: ReadMarks): Promise<void> => {
  await apiRequest(`${CHAT_API}/messages/read`, { method: 'PATCH', body: marks })
}

/** SPEC 7: `PATCH /messages/update`: the author edits their message. */
export const updateMessage = (body: MessageUpdate): Promise<ChatMessage | undefined> =>
  apiRequest(`${CHAT_API}/messages/update`, { method: 'PATCH', body }).then((answer) => {
    const parsed = ChatMessage.safeParse(answer)
    return parsed.success ? parsed.data : undefined
  })

/** SPEC 7: `DELETE /messages/{id}`: the author deletes their message. */
export const deleteMessage = async (messageId: number): Promise<void> => {
  await apiRequest(`${CHAT_API}/messages/${messageId}`, { method: 'DELETE' })
}

/** SPEC 7: `GET /dialogs/search-messages/{id}?searchField=`: messages of the dialog holding the text. */
export const searchMessages = (
  dialogId: number,
  text: string,
  signal?: AbortSignal,
): Promise<ChatMessage[]> =>
  apiRequest(`${CHAT_API}/dialogs/search-messages/${dialogId}`, {
    query: { searchField: text },
    schema: MessageList,
    signal,
  })
