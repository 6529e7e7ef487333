import type { ChatMessage, Dialog, DialogList } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  applyChangeChat,
  applyIncomingMessage,
  applyPresence,
  applySocketEvent,
  clearUnread,
  dialogsOfPages,
  dialogTitle,
  filterDialogs,
  hasMoreDialogs,
  markDeleted,
  nextDialogsCursor,
  removeDialog,
  selectionAfterRemoval,
  sortDialogs,
  toggleNotifications,
  togglePin,
} from './model'

const dialog = (dialogId: number, over: Partial<Dialog> = {}): Dialog => ({
  dialogId,
  dialogName: null,
  dialogImage: null,
  dialogType: 1,
  interlocutor: null,
  users: [],
  role: 0,
  isDeleted: false,
  firstMessageId: null,
  messageId: dialogId * 10,
  lastMessage: null,
  unreadMessages: 0,
  isPinned: false,
  notificationsDisable: false,
  isBlocked: false,
  status: null,
  activeCall: null,
  ...over,
})

const message = (id: number, dialogId: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  dialogId,
  type: 1,
  text: 'hi',
  ownerId: 2,
  files: [],
  read: 1,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: null,
  system: null,
  call: null,
  ...over,
})

const ids = (dialogs: readonly Dialog[]) => dialogs.map((d) => d.dialogId)
const page = (dialogs: Dialog[], count: number): DialogList => ({ dialogs, count, sumUnreadMessages: 0 })

describe('chat list model (SPEC 4)', () => {
  it('sorts pinned dialogs first, then by latest message id, descending', () => {
    const list = [dialog(1), dialog(3), dialog(2, { isPinned: true }), dialog(4, { messageId: 5 })]
    expect(ids(sortDialogs(list))).toEqual([2, 3, 1, 4])
  })

  it('moves a dialog up and counts an unread message when it is not the open one', () => {
    const list = [dialog(1), dialog(2)]
    const after = sortDialogs(applyIncomingMessage(list, message(99, 1), 2, 7))
    expect(ids(after)).toEqual([1, 2])
    expect(after[0]).toMatchObject({ messageId: 99, unreadMessages: 1, lastMessage: { id: 99 } })
  })

  it('does not count a message of the open dialog, nor the reader’s own, nor call signals', () => {
    const list = [dialog(1)]
    expect(applyIncomingMessage(list, message(99, 1), 1, 7)[0]?.unreadMessages).toBe(0)
    expect(applyIncomingMessage(list, message(99, 1, { ownerId: 7 }), null, 7)[0]?.unreadMessages).toBe(0)
    expect(applyIncomingMessage(list, message(99, 1, { type: 2001 }), null, 7)[0]?.unreadMessages).toBe(0)
  })

  it('counts a system message about someone else’s action, not about the reader’s own (as the server does)', () => {
    const renamedBy = (actorId: number) =>
      message(99, 1, {
        type: 5,
        ownerId: null,
        system: { kind: 'renamed', actorId, userIds: [], name: 'Lab', people: [] },
      })
    expect(applyIncomingMessage([dialog(1)], renamedBy(3), null, 7)[0]?.unreadMessages).toBe(1)
    expect(applyIncomingMessage([dialog(1)], renamedBy(7), null, 7)[0]?.unreadMessages).toBe(0)
  })

  it('toggles pin and notifications of one dialog only', () => {
    const list = [dialog(1), dialog(2)]
    expect(togglePin(list, 1).map((d) => d.isPinned)).toEqual([true, false])
    expect(togglePin(togglePin(list, 1), 1)[0]?.isPinned).toBe(false)
    expect(toggleNotifications(list, 2).map((d) => d.notificationsDisable)).toEqual([false, true])
  })

  it('removes a deleted or left dialog and clears the selection only when it was selected', () => {
    expect(ids(removeDialog([dialog(1), dialog(2)], 1))).toEqual([2])
    expect(selectionAfterRemoval(1, 1)).toBeNull()
    expect(selectionAfterRemoval(2, 1)).toBe(2)
  })

  it('applies a changeChat action (name, image and members) and marks a dialog deleted', () => {
    const users = [{ userId: 3, fullName: 'C', nickname: null, image: null, role: 1 as const }]
    const changed = applyChangeChat([dialog(1, { dialogType: 2 })], 1, { name: 'New', image: null, users })
    expect(changed[0]).toMatchObject({ dialogName: 'New', users })
    expect(markDeleted([dialog(1)], 1)[0]?.isDeleted).toBe(true)
  })

  it('clears the unread count of an opened dialog', () => {
    expect(clearUnread([dialog(1, { unreadMessages: 4 })], 1)[0]?.unreadMessages).toBe(0)
  })

  it('keeps loading until the loaded count reaches the total (unknown before the first page)', () => {
    expect(hasMoreDialogs(0)).toBe(true)
    expect(hasMoreDialogs(19, 20)).toBe(true)
    expect(hasMoreDialogs(20, 20)).toBe(false)
  })

  it('asks the next page below the oldest unpinned dialog, and stops at the total', () => {
    const first = page([dialog(1, { isPinned: true }), dialog(5), dialog(4)], 4)
    expect(nextDialogsCursor([first])).toBe(40)
    const second = page([dialog(3), dialog(1, { isPinned: true })], 4)
    expect(nextDialogsCursor([first, second])).toBeUndefined()
    expect(ids(dialogsOfPages([first, second]))).toEqual([1, 5, 4, 3])
    expect(nextDialogsCursor([page([], 5)])).toBeUndefined()
  })

  it('filters by groups, unread, and searches by title', () => {
    const list = [
      dialog(1, {
        interlocutor: { userId: 2, fullName: 'Анна Петрова', nickname: null, image: null, role: 0 },
      }),
      dialog(2, { dialogType: 2, dialogName: 'Lab', unreadMessages: 2 }),
    ]
    const title = (d: Dialog) => dialogTitle(d, '?')
    expect(ids(filterDialogs(list, 'group', '', title))).toEqual([2])
    expect(ids(filterDialogs(list, 'unread', '', title))).toEqual([2])
    expect(ids(filterDialogs(list, 'all', 'анна', title))).toEqual([1])
  })

  it('applies socket events: a new dialog is unknown, removeChat removes, update patches the latest', () => {
    const list = [dialog(1, { lastMessage: message(10, 1) })]
    expect(
      applySocketEvent(list, { dialog: 9, message: message(1, 9), action: null, clientId: null }, null, 7)
        .unknown,
    ).toBe(true)
    const removed = applySocketEvent(
      list,
      { dialog: 1, message: null, action: { type: 'removeChat' }, clientId: null },
      1,
      7,
    )
    expect(removed).toMatchObject({ removed: true, dialogs: [] })
    const edited = message(10, 1, { text: 'edited' })
    const updated = applySocketEvent(
      list,
      { dialog: 1, message: null, action: { type: 'update', message: edited }, clientId: null },
      null,
      7,
    )
    expect(updated.dialogs[0]?.lastMessage?.text).toBe('edited')
  })

  it('keeps each dialog’s own preview while messages interleave over two dialogs', () => {
    let list = [dialog(1, { lastMessage: message(10, 1) }), dialog(2, { lastMessage: message(20, 2) })]
    for (const [id, dialogId] of [
      [21, 1],
      [22, 2],
      [23, 1],
    ] as const)
      list = applySocketEvent(
        list,
        { dialog: dialogId, message: message(id, dialogId), action: null, clientId: null },
        null,
        7,
      ).dialogs
    expect(list.map((d) => [d.dialogId, d.messageId, d.lastMessage?.id])).toEqual([
      [1, 23, 23],
      [2, 22, 22],
    ])
  })

  it('moves a dialog up for a call signal but keeps previewing its latest displayable message', () => {
    const [after] = applyIncomingMessage(
      [dialog(1, { lastMessage: message(10, 1) })],
      message(11, 1, { type: 2001 }),
      null,
      7,
    )
    expect(after).toMatchObject({ messageId: 11, lastMessage: { id: 10 } })
  })

  it('asks for the list again when the message a row previews is deleted (the one before is on the server)', () => {
    const list = [dialog(1, { lastMessage: message(10, 1) })]
    const deleted = (messageId: number) =>
      applySocketEvent(
        list,
        { dialog: 1, message: null, action: { type: 'delete', messageId }, clientId: null },
        null,
        7,
      )
    expect(deleted(10)).toMatchObject({ stale: true })
    expect(deleted(10).dialogs[0]?.lastMessage).toBeNull()
    expect(deleted(9)).toMatchObject({ stale: false })
    expect(deleted(9).dialogs[0]?.lastMessage?.id).toBe(10)
  })
})

describe('presence in the list (SPEC 3 status)', () => {
  const ada = { userId: 3, fullName: 'Ада', nickname: null, image: null, role: 0 as const }
  it('follows the other person of a personal chat, and nobody else’s', () => {
    const list = [
      dialog(1, { interlocutor: ada, status: { isOnline: false, lastSeen: '2030-01-01T10:00:00.000Z' } }),
      dialog(2, { dialogType: 2, users: [ada] }),
      dialog(3, { interlocutor: { ...ada, userId: 4 }, status: { isOnline: false, lastSeen: null } }),
    ]
    const online = applyPresence(list, { userId: 3, isOnline: true, lastSeen: null })
    expect(online.map((d) => d.status)).toEqual([
      { isOnline: true, lastSeen: null },
      null,
      { isOnline: false, lastSeen: null },
    ])
    const away = applyPresence(online, { userId: 3, isOnline: false, lastSeen: '2030-01-01T11:00:00.000Z' })
    expect(away[0]?.status).toEqual({ isOnline: false, lastSeen: '2030-01-01T11:00:00.000Z' })
    expect(away[2]).toBe(online[2])
  })
})
