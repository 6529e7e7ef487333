import { type ChatSocketMessage, MessageAction } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { changesUnread } from './unread'

const message = (ownerId: number | null): ChatSocketMessage['message'] => ({
  id: 1,
  dialogId: 2,
  type: 1,
  text: 'x',
  ownerId,
  files: [],
  read: 1,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: null,
  system: null,
})
const event = (patch: Partial<ChatSocketMessage>): ChatSocketMessage => ({
  dialog: 2,
  message: null,
  action: null,
  clientId: null,
  ...patch,
})

describe('changesUnread', () => {
  it("counts others' new messages and system messages, never the reader's own", () => {
    expect(changesUnread(event({ message: message(5) }), 7)).toBe(true)
    expect(changesUnread(event({ message: message(null) }), 7)).toBe(true)
    expect(changesUnread(event({ message: message(7) }), 7)).toBe(false)
  })

  it('counts deletions and removed chats, not read marks of others or edits', () => {
    expect(changesUnread(event({ action: { type: MessageAction.Delete, messageId: 1 } }), 7)).toBe(true)
    expect(changesUnread(event({ action: { type: MessageAction.RemoveChat } }), 7)).toBe(true)
    expect(
      changesUnread(
        event({ action: { type: MessageAction.Read, userId: 5, messageId: 1, messageStatus: 3 } }),
        7,
      ),
    ).toBe(false)
  })
})
