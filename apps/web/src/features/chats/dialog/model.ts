import {
  type ChatMessage,
  type ChatSocketAction,
  isDisplayableMessageType,
  MessageType,
  PAGE_SIZE,
  type ReadMarks,
  ReadStatus,
} from '@nauka/contracts'
import type { ErrorMessage } from '../../../api/errorText'

/**
 * The open dialog's pure state transitions (SPEC 4 Chat, SPEC 5). Message lists here are in
 * ascending id order, oldest first, as the dialog shows them.
 */

type ReadAction = Extract<ChatSocketAction, { type: 'read' }>
type Status = ChatMessage['read']

/** Orders a page as the dialog shows it: the server answers newest first. */
export const oldestFirst = (page: readonly ChatMessage[]): ChatMessage[] =>
  [...page].sort((a, b) => a.id - b.id)

/** A new message joins the list once: a message already there (same id) is replaced, not repeated. */
export const appendMessage = (messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] => {
  if (messages.some((m) => m.id === message.id)) return applyUpdate(messages, message)
  const next = [...messages, message]
  // A message that overtook an older one on the wire still lands in its place.
  return next.length > 1 && (next.at(-2)?.id ?? 0) > message.id ? oldestFirst(next) : next
}

/** A message being sent, shown as pending until the server acknowledges it. */
export type Outgoing = {
  /** The sender's own id for it, echoed by the server (`MessageSend.clientId`). */
  clientId: string
  cType: typeof MessageType.TextMessage | typeof MessageType.VoiceMessage | typeof MessageType.SentContact
  text: string
  fileIds: string[]
  /** Names of the files, to show while pending. */
  fileNames: string[]
  createdAt: string
  status: 'pending' | 'failed'
  /** Why it failed, in the reader's language. */
  error: ErrorMessage | null
}

/** The server has the message (ack or echo): it leaves the pending list, deduplicated by clientId. */
export const settleOutgoing = (outgoing: readonly Outgoing[], clientId: string | null): Outgoing[] =>
  clientId === null ? [...outgoing] : outgoing.filter((item) => item.clientId !== clientId)

export const failOutgoing = (
  outgoing: readonly Outgoing[],
  clientId: string,
  error: ErrorMessage,
): Outgoing[] =>
  outgoing.map((item) => (item.clientId === clientId ? { ...item, status: 'failed', error } : item))

export const retryOutgoing = (outgoing: readonly Outgoing[], clientId: string): Outgoing[] =>
  outgoing.map((item) => (item.clientId === clientId ? { ...item, status: 'pending', error: null } : item))

/** SPEC 4: a failed message send disables sending until it is retried or dropped. */
export const sendingBlocked = (outgoing: readonly Outgoing[]): boolean =>
  outgoing.some((item) => item.status === 'failed')

const forward = (current: Status, next: Status): Status => (next > current ? next : current)

/**
 * SPEC 3, 4: read marks only move forward (sent → delivered → read). When another member's
 * reading moved, the reader's own messages up to `messageId` take the new status; when it was the
 * reader (another tab), so do the others' messages.
 */
export const applyReadAction = (
  messages: readonly ChatMessage[],
  action: ReadAction,
  me: number,
): ChatMessage[] =>
  messages.map((message) => {
    if (message.id > action.messageId) return message
    const own = message.ownerId === me
    const concerned = action.userId === me ? !own : own
    if (!concerned) return message
    const read = forward(message.read, action.messageStatus)
    return read === message.read ? message : { ...message, read }
  })

/**
 * An edited message replaces its old text and files. The reader's own view of its read mark is
 * kept if it is further along (marks never go back).
 */
export const applyUpdate = (messages: readonly ChatMessage[], updated: ChatMessage): ChatMessage[] =>
  messages.map((message) =>
    message.id === updated.id ? { ...updated, read: forward(message.read, updated.read) } : message,
  )

/** SPEC 4: a message delete action removes the message. */
export const applyDelete = (messages: readonly ChatMessage[], messageId: number): ChatMessage[] =>
  messages.filter((message) => message.id !== messageId)

/**
 * SPEC 5: only the selected dialog gets read-mark requests, and only for what the reader has not
 * marked read yet: others' (and system) messages that are visible and not already asked for.
 */
export const nextReadRequest = (input: {
  dialogId: number
  selectedDialogId: number | null
  me: number
  messages: readonly ChatMessage[]
  visible: (id: number) => boolean
  alreadyAsked: ReadonlySet<number>
}): ReadMarks | null => {
  if (input.selectedDialogId !== input.dialogId) return null
  const ids = input.messages
    .filter(
      (m) =>
        m.ownerId !== input.me &&
        m.read < ReadStatus.Read &&
        isDisplayableMessageType(m.type) &&
        !input.alreadyAsked.has(m.id) &&
        input.visible(m.id),
    )
    .map((m) => m.id)
  if (ids.length === 0) return null
  // The contract takes at most 500 ids; the server marks everything before the latest anyway.
  return { dialogId: input.dialogId, messages: ids.slice(-500), readStatus: ReadStatus.Read }
}

/** The calendar day of an instant in the reader's time zone, as a stable key (YYYY-MM-DD). */
export const dayKey = (iso: string): string => {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export type DayGroup<M> = { day: string; messages: M[] }

/** Messages grouped by the day they were written, for the day separators. */
export const groupByDay = <M extends { createdAt: string }>(messages: readonly M[]): DayGroup<M>[] => {
  const groups: DayGroup<M>[] = []
  for (const message of messages) {
    const day = dayKey(message.createdAt)
    const last = groups.at(-1)
    if (last && last.day === day) last.messages.push(message)
    else groups.push({ day, messages: [message] })
  }
  return groups
}

/**
 * SPEC 5, 9: loading older messages stops at the dialog's first message id; a short page (fewer
 * than the page size) also says the beginning was reached.
 */
export const hasOlderMessages = (
  oldestLoadedId: number | null,
  firstMessageId: number | null,
  lastPageLength: number,
  pageSize: number = PAGE_SIZE.chat,
): boolean => {
  if (firstMessageId === null || oldestLoadedId === null) return false
  if (oldestLoadedId <= firstMessageId) return false
  return lastPageLength >= pageSize
}

/** Messages the dialog shows (call signals are not shown, SPEC 3). */
export const displayable = (messages: readonly ChatMessage[]): ChatMessage[] =>
  messages.filter((m) => isDisplayableMessageType(m.type))

/** The reader may edit the text of their own text messages. */
export const canEditMessage = (message: ChatMessage, me: number): boolean =>
  message.ownerId === me && message.type === MessageType.TextMessage

/** The reader may delete their own messages (system messages belong to nobody). */
export const canDeleteMessage = (message: ChatMessage, me: number): boolean =>
  message.ownerId === me && message.type !== MessageType.SystemMessage
