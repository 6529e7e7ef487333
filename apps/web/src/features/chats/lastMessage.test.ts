import { type CallNotice, type ChatUser, MessageType, type SystemNotice } from '@nauka/contracts'
import type { TFunction } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { translatorOf } from '../../test/i18n'
import { messageOf } from './dialog/test-data'
import { systemText } from './dialog/wording'
import { messagePreview } from './lastMessage'

let en: TFunction
let ru: TFunction
beforeAll(async () => {
  ;[en, ru] = [await translatorOf('en'), await translatorOf('ru')]
})

const alice: ChatUser = { userId: 1, fullName: 'Alice Adams', nickname: null, image: null, role: 1 }
const members = new Map([[alice.userId, alice]])
/** Bob has left the group: only the event itself still names him. */
const bob = { userId: 2, fullName: 'Bob Brown', nickname: 'bob', image: null }
const notice = (over: Partial<SystemNotice>): SystemNotice => ({
  kind: 'created',
  actorId: alice.userId,
  userIds: [],
  name: null,
  people: [{ ...alice }, bob],
  ...over,
})
const system = (over: Partial<SystemNotice>) =>
  messageOf(9, { type: MessageType.SystemMessage, ownerId: null, text: null, system: notice(over) })

describe('system messages, worded once for the dialog and the list', () => {
  it('names the actor from the members, and one who has left from the event', () => {
    expect(systemText(en, notice({}), members)).toBe('Alice Adams created the group')
    expect(systemText(en, notice({ kind: 'left', actorId: bob.userId }), members)).toBe(
      'Bob Brown left the group',
    )
    expect(systemText(ru, notice({ kind: 'left', actorId: bob.userId }), new Map())).toBe(
      'Bob Brown покидает группу',
    )
    expect(systemText(en, notice({ kind: 'left', actorId: 5, people: [] }), members)).toBe(
      'User left the group',
    )
  })

  it('previews a system message in the list with the dialog’s own words, in either language', () => {
    expect(messagePreview(en, system({}), members)).toBe('Alice Adams created the group')
    expect(messagePreview(ru, system({ kind: 'removed', userIds: [bob.userId] }), members)).toBe(
      'Alice Adams удаляет из группы: Bob Brown',
    )
    expect(messagePreview(en, system({ kind: 'left', actorId: bob.userId }))).toBe('Bob Brown left the group')
    expect(messagePreview(en, messageOf(3, { text: ' hello ' }))).toBe('hello')
    expect(messagePreview(en, null)).toBe('No messages yet')
  })
})

describe('call messages in the list', () => {
  const call = (type: number, over: Partial<CallNotice> = {}) =>
    messageOf(8, {
      type,
      ownerId: alice.userId,
      text: null,
      call: { callId: 4, type: 1, userIds: [], durationSec: null, ...over },
    })

  it('words a call message as the dialog does, for this reader', () => {
    expect(messagePreview(en, call(MessageType.CallEnded, { durationSec: 65 }), members, 2)).toBe(
      'Call ended · 1:05',
    )
    expect(messagePreview(ru, call(MessageType.VideoCallStarted), members, 2)).toBe('Видеозвонок')
    expect(messagePreview(ru, call(MessageType.MissedCall, { userIds: [2] }), members, 2)).toBe(
      'Пропущенный звонок',
    )
    expect(messagePreview(en, call(MessageType.MissedCall, { userIds: [2] }), members, alice.userId)).toBe(
      'User missed the call',
    )
    expect(messagePreview(en, call(MessageType.CallDeclined), members, 2)).toBe('Call declined')
  })
})
