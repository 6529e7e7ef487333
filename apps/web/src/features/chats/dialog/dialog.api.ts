import { type ChatMessage, type MessageUpdate, PAGE_SIZE, type ReadMarks } from '@nauka/contracts'
import { api } from '../../../api/api'

/** SPEC 7, 9: the page (20) of messages older than `lastMessageId`, newest first. */
export const fetchMessages = (
  dialogId: number,
  lastMessageId: number | null,
  signal?: AbortSignal,
): Promise<ChatMessage[]> =>
  api.messages.list({
    params: { id: dialogId },
    query: { limit: PAGE_SIZE.chat, lastMessageId: lastMessageId ?? undefined },
    signal,
  })

/** SPEC 5, 7: read marks, only ever for the selected dialog. */
export const markRead = async (marks: ReadMarks): Promise<void> => {
  await api.messages.markRead({ body: marks })
}

/** SPEC 7: the author edits their message; the answer is the message as edited. */
export const updateMessage = (body: MessageUpdate): Promise<ChatMessage | undefined> =>
  api.messages.update({ body })

/** SPEC 7: the author deletes their message. */
export const deleteMessage = async (messageId: number): Promise<void> => {
  await api.messages.remove({ params: { id: messageId } })
}

/** SPEC 7: messages of the dialog holding the text. */
export const searchMessages = (
  dialogId: number,
  text: string,
  signal?: AbortSignal,
): Promise<ChatMessage[]> =>
  api.messages.search({ params: { id: dialogId }, query: { searchField: text }, signal })
