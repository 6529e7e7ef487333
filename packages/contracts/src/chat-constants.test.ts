import { describe, expect, it } from 'vitest'
import {
  ChatAction,
  ChatListFilter,
  ChatRole,
  DISPLAYABLE_MESSAGE_TYPES,
  DialogType,
  dialogKindOf,
  isDisplayableMessageType,
  MessageAction,
  MessageType,
  ReadStatus,
  UNKNOWN_CHAT_COUNT,
} from './chat-constants'

describe('chat constants', () => {
  it('codes a personal chat 1 and a group 2, and names them', () => {
    expect(DialogType).toEqual({ Chat: 1, Group: 2 })
    expect(dialogKindOf(DialogType.Chat)).toBe('personal')
    expect(dialogKindOf(DialogType.Group)).toBe('group')
  })

  it('codes member roles user 0 and admin 1', () => {
    expect(ChatRole).toEqual({ User: 0, Admin: 1 })
  })

  it('orders read statuses sent < delivered < read', () => {
    expect(ReadStatus.Sent).toBe(1)
    expect(ReadStatus.Delivered).toBe(2)
    expect(ReadStatus.Read).toBe(3)
  })

  it('shows 9999 as the chat count before the list loads', () => {
    expect(UNKNOWN_CHAT_COUNT).toBe(9999)
  })

  it('has the chat actions, list filters and message actions of SPEC 3', () => {
    expect(Object.values(ChatAction)).toEqual(['delete', 'edit', 'leave', 'clean', 'block'])
    expect(Object.values(ChatListFilter)).toEqual(['all', 'group', 'unread'])
    expect(Object.values(MessageAction)).toEqual(['changeChat', 'delete', 'removeChat', 'read', 'update'])
  })

  it('gives every message type its SPEC 3 number', () => {
    expect(MessageType).toEqual({
      TextMessage: 1,
      AudioCallStarted: 2,
      VideoCallStarted: 3,
      VoiceMessage: 4,
      SystemMessage: 5,
      CallEnded: 6,
      SentContact: 7,
      CallActivated: 2001,
      JoinCall: 2002,
      LeftJoinCall: 2003,
      CallUsers: 2004,
      CallDeclined: 6001,
      CallKicked: 6002,
      NotAnswer: 6003,
      MissedCall: 6004,
    })
  })

  it('displays text, call starts, voice, system, contact, not-answered and missed-call messages', () => {
    expect([...DISPLAYABLE_MESSAGE_TYPES].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 7, 6003, 6004])
  })

  it.each([6, 2001, 2002, 2003, 2004, 6001, 6002, 999])('does not display message type %i', (type) => {
    expect(isDisplayableMessageType(type)).toBe(false)
  })

  it.each([1, 7, 6003, 6004])('displays message type %i', (type) => {
    expect(isDisplayableMessageType(type)).toBe(true)
  })
})
