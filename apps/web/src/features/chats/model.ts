import {
  ChatListFilter,
  type ChatMessage,
  type ChatSocketMessage,
  type ChatUser,
  type Dialog,
  type DialogList,
  DialogType,
  isDisplayableMessageType,
  type Locale,
  MessageAction,
  type PresenceEvent,
  UNKNOWN_CHAT_COUNT,
} from '@nauka/contracts'
import { interfaceLocale, personName } from '../../shared/names'

/**
 * SPEC 4 "Chat": the chat list's state transitions as pure functions over the loaded dialogs.
 * The list is kept as loaded pages; these work on the flattened array (see `dialogsOfPages`).
 */

/** Server order: pinned first, then by latest message id, descending (newest on top). */
export const sortDialogs = (dialogs: readonly Dialog[]): Dialog[] =>
  [...dialogs].sort(
    (a, b) => Number(b.isPinned) - Number(a.isPinned) || b.messageId - a.messageId || b.dialogId - a.dialogId,
  )

/** The pages as one sorted list; a dialog seen on two pages (pinned ones can be) counts once. */
export const dialogsOfPages = (pages: readonly DialogList[]): Dialog[] => {
  const byId = new Map<number, Dialog>()
  for (const page of pages) for (const dialog of page.dialogs) byId.set(dialog.dialogId, dialog)
  return sortDialogs([...byId.values()])
}

/**
 * SPEC 5, 9: loading stops when the loaded count reaches the total. Before the first answer the
 * total is unknown (9999), so the first page is always asked for.
 */
export const hasMoreDialogs = (loaded: number, total: number = UNKNOWN_CHAT_COUNT): boolean => loaded < total

/** The `lastMessageId` of the page after these: the oldest unpinned dialog's latest message. */
export const nextDialogsCursor = (pages: readonly DialogList[]): number | undefined => {
  const last = pages.at(-1)
  if (!last || last.dialogs.length === 0) return undefined
  const loaded = dialogsOfPages(pages).length
  if (!hasMoreDialogs(loaded, last.count)) return undefined
  const unpinned = last.dialogs.filter((d) => !d.isPinned)
  const cursor = Math.min(...(unpinned.length > 0 ? unpinned : last.dialogs).map((d) => d.messageId))
  return cursor > 0 ? cursor : undefined
}

const patch = (dialogs: readonly Dialog[], dialogId: number, change: (d: Dialog) => Dialog): Dialog[] =>
  dialogs.map((d) => (d.dialogId === dialogId ? change(d) : d))

/**
 * SPEC 3 unreadMessages, as the server counts it: someone else's displayable message (not a call
 * signal), and not a system message about the reader's own action (they created, renamed…).
 */
export const countsAsUnread = (message: ChatMessage, myId: number | null): boolean =>
  message.ownerId !== myId && isDisplayableMessageType(message.type) && message.system?.actorId !== myId

/**
 * A new message: the dialog takes it as its latest (so it moves up) and, when it is displayable,
 * previews it (the server's preview skips call signals too). A message that counts as unread does
 * so in a dialog that is not open; in the open one it does not.
 */
export const applyIncomingMessage = (
  dialogs: readonly Dialog[],
  message: ChatMessage,
  selectedDialogId: number | null,
  myId: number | null,
): Dialog[] =>
  patch(dialogs, message.dialogId, (d) => {
    const displayable = isDisplayableMessageType(message.type)
    const counts = message.dialogId !== selectedDialogId && countsAsUnread(message, myId)
    return {
      ...d,
      isDeleted: false,
      messageId: Math.max(d.messageId, message.id),
      lastMessage: displayable && message.id >= d.messageId ? message : d.lastMessage,
      unreadMessages: counts ? d.unreadMessages + 1 : d.unreadMessages,
    }
  })

/** SPEC 4: pin and unpin toggle isPinned. */
export const togglePin = (dialogs: readonly Dialog[], dialogId: number): Dialog[] =>
  patch(dialogs, dialogId, (d) => ({ ...d, isPinned: !d.isPinned }))

/** SPEC 4: enabling and disabling notifications toggles notificationsDisable. */
export const toggleNotifications = (dialogs: readonly Dialog[], dialogId: number): Dialog[] =>
  patch(dialogs, dialogId, (d) => ({ ...d, notificationsDisable: !d.notificationsDisable }))

/** Opening a dialog reads it: its unread count goes. */
export const clearUnread = (dialogs: readonly Dialog[], dialogId: number): Dialog[] =>
  patch(dialogs, dialogId, (d) => (d.unreadMessages === 0 ? d : { ...d, unreadMessages: 0 }))

/** SPEC 4: deleting a chat or leaving a group takes it out of the list. */
export const removeDialog = (dialogs: readonly Dialog[], dialogId: number): Dialog[] =>
  dialogs.filter((d) => d.dialogId !== dialogId)

/** SPEC 4: deleting a chat clears the selection (when it was the selected one). */
export const selectionAfterRemoval = (selected: number | null, removed: number): number | null =>
  selected === removed ? null : selected

/** SPEC 4: a changeChat action updates the group's name, image and members. */
export const applyChangeChat = (
  dialogs: readonly Dialog[],
  dialogId: number,
  change: { name: string | null; image: string | null; users: ChatUser[] },
): Dialog[] =>
  patch(dialogs, dialogId, (d) => ({
    ...d,
    dialogName: change.name,
    dialogImage: change.image,
    users: change.users,
  }))

/** SPEC 4: the deleted-chat text marks the dialog as deleted (it stays, read-only). */
export const markDeleted = (dialogs: readonly Dialog[], dialogId: number): Dialog[] =>
  patch(dialogs, dialogId, (d) => ({ ...d, isDeleted: true }))

/** An edited or deleted message that the list shows as a dialog's latest one. */
const applyToLastMessage = (
  dialogs: readonly Dialog[],
  dialogId: number,
  messageId: number,
  change: (m: ChatMessage) => ChatMessage | null,
): Dialog[] =>
  patch(dialogs, dialogId, (d) =>
    d.lastMessage?.id === messageId ? { ...d, lastMessage: change(d.lastMessage) } : d,
  )

export type ListChange = {
  dialogs: Dialog[]
  /** The event names a dialog the list does not hold (a new chat): the list must be read again. */
  unknown: boolean
  /** The dialog left the reader's list. */
  removed: boolean
  /**
   * The message a row previewed was deleted: the one before it is known to the server only, so
   * the list must be read again.
   */
  stale: boolean
}

/** Applies one socket `message` event to the list. */
export const applySocketEvent = (
  dialogs: readonly Dialog[],
  event: ChatSocketMessage,
  selectedDialogId: number | null,
  myId: number | null,
): ListChange => {
  const known = dialogs.some((d) => d.dialogId === event.dialog)
  const same = { dialogs: [...dialogs], unknown: !known, removed: false, stale: false }
  if (event.message) {
    return { ...same, dialogs: applyIncomingMessage(dialogs, event.message, selectedDialogId, myId) }
  }
  const action = event.action
  if (!action || !known) return same
  switch (action.type) {
    case MessageAction.RemoveChat:
      return { ...same, dialogs: removeDialog(dialogs, event.dialog), unknown: false, removed: true }
    case MessageAction.ChangeChat:
      return { ...same, dialogs: applyChangeChat(dialogs, event.dialog, action) }
    case MessageAction.Update:
      return {
        ...same,
        dialogs: applyToLastMessage(dialogs, event.dialog, action.message.id, () => action.message),
      }
    case MessageAction.Delete: {
      const previewed = dialogs.some(
        (d) => d.dialogId === event.dialog && d.lastMessage?.id === action.messageId,
      )
      return {
        ...same,
        dialogs: applyToLastMessage(dialogs, event.dialog, action.messageId, () => null),
        stale: previewed,
      }
    }
    default:
      return same
  }
}

/** SPEC 3 `status`: a presence event changes the status of the personal chats with that person. */
export const applyPresence = (dialogs: readonly Dialog[], event: PresenceEvent): Dialog[] => {
  const { userId, ...status } = event
  return dialogs.map((d) =>
    d.dialogType === DialogType.Chat && d.interlocutor?.userId === userId ? { ...d, status } : d,
  )
}

/** SPEC 2: the list's filters (all, groups, unread) and its search by the dialog's title. */
export const filterDialogs = (
  dialogs: readonly Dialog[],
  filter: ChatListFilter,
  search: string,
  titleOf: (d: Dialog) => string,
): Dialog[] => {
  const needle = search.trim().toLocaleLowerCase()
  return dialogs.filter(
    (d) =>
      (filter !== ChatListFilter.Group || d.dialogType === DialogType.Group) &&
      (filter !== ChatListFilter.Unread || d.unreadMessages > 0) &&
      (needle === '' || titleOf(d).toLocaleLowerCase().includes(needle)),
  )
}

/**
 * The name a dialog goes by: the other person's name in the interface language (or nickname), or
 * the group's name. A personal chat's `dialogName` is the other person's name in one language only.
 */
export const dialogTitle = (dialog: Dialog, fallback: string, locale: Locale = interfaceLocale()): string =>
  personName(dialog.interlocutor, locale) ||
  dialog.interlocutor?.nickname?.trim() ||
  dialog.dialogName?.trim() ||
  fallback

/** The picture of a dialog: the group's image, or the other person's photo. */
export const dialogImage = (dialog: Dialog): string | null =>
  dialog.dialogType === DialogType.Group ? dialog.dialogImage : (dialog.interlocutor?.image ?? null)

/** What a dialog's avatar colour derives from: the other person's id, so they look as everywhere else. */
export const dialogAvatarSeed = (dialog: Dialog): number | string | null =>
  dialog.dialogType === DialogType.Group ? `group:${dialog.dialogId}` : (dialog.interlocutor?.userId ?? null)
