import { type ChatMessage, type ChatSocketMessage, MessageAction, MessageType } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { unreadChange } from './unread'

const message = (ownerId: number | null): ChatMessage => ({
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
  call: null,
})
const event = (patch: Partial<ChatSocketMessage>): ChatSocketMessage => ({
  dialog: 2,
  message: null,
  action: null,
  clientId: null,
  ...patch,
})

describe('unreadChange', () => {
  it("adds one for others' new messages and system messages, nothing for the reader's own", () => {
    expect(unreadChange(event({ message: message(5) }), 7)).toBe(1)
    expect(unreadChange(event({ message: message(null) }), 7)).toBe(1)
    expect(unreadChange(event({ message: message(7) }), 7)).toBe(0)
  })

  it('adds nothing for a call signal, nor for a system message about the reader’s own action', () => {
    expect(unreadChange(event({ message: { ...message(5), type: MessageType.CallActivated } }), 7)).toBe(0)
    const system = (actorId: number) => ({
      ...message(null),
      type: MessageType.SystemMessage,
      system: { kind: 'renamed' as const, actorId, userIds: [], name: 'Lab', people: [] },
    })
    expect(unreadChange(event({ message: system(7) }), 7)).toBe(0)
    expect(unreadChange(event({ message: system(5) }), 7)).toBe(1)
  })

  it('leaves deletions and removed chats to the server, which alone knows what was unread', () => {
    expect(unreadChange(event({ action: { type: MessageAction.Delete, messageId: 1 } }), 7)).toBeNull()
    expect(unreadChange(event({ action: { type: MessageAction.RemoveChat } }), 7)).toBeNull()
  })

  it('changes nothing for read marks of others or edits', () => {
    expect(
      unreadChange(
        event({ action: { type: MessageAction.Read, userId: 5, messageId: 1, messageStatus: 3 } }),
        7,
      ),
    ).toBe(0)
    expect(unreadChange(event({ action: { type: MessageAction.Update, message: message(5) } }), 7)).toBe(0)
  })
})
