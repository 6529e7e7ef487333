import { type CallNotice, type ChatUser, MessageType } from '@nauka/contracts'
import type { TFunction } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { translatorOf } from '../../test/i18n'
import { messageOf } from '../chats/dialog/test-data'
import { type CallWording, callWording, formatCallDuration } from './callMessages'

let en: TFunction
let ru: TFunction
beforeAll(async () => {
  ;[en, ru] = [await translatorOf('en'), await translatorOf('ru')]
})

const alice: ChatUser = { userId: 1, fullName: 'Alice Adams', nickname: null, image: null, role: 1 }
const bob: ChatUser = { userId: 2, fullName: 'Bob Brown', nickname: null, image: null, role: 0 }
const carol: ChatUser = { userId: 3, fullName: 'Carol Cole', nickname: null, image: null, role: 0 }
const members = new Map([alice, bob, carol].map((u) => [u.userId, u]))
const asAlice = { me: alice.userId, members }
const asBob = { me: bob.userId, members }

const callMessage = (type: number, ownerId: number | null, notice: Partial<CallNotice> = {}) =>
  messageOf(5, {
    type,
    ownerId,
    text: null,
    call: {
      callId: 9,
      type: type === MessageType.VideoCallStarted ? 2 : 1,
      userIds: [],
      durationSec: null,
      ...notice,
    },
  })

const text = (t: TFunction, ...args: Parameters<typeof callMessage>) =>
  callWording(t, callMessage(...args), asBob)?.text

const said = (text: string, actor: string | null, tone: CallWording['tone']): CallWording => ({
  text,
  actor,
  tone,
})

describe('formatCallDuration', () => {
  it('reads m:ss, and h:mm:ss from an hour on', () => {
    expect(formatCallDuration(0)).toBe('0:00')
    expect(formatCallDuration(65)).toBe('1:05')
    expect(formatCallDuration(3599)).toBe('59:59')
    expect(formatCallDuration(3600)).toBe('1:00:00')
    expect(formatCallDuration(3 * 3600 + 7 * 60 + 9)).toBe('3:07:09')
  })
})

describe('callWording', () => {
  it('words a started call by its kind and names who called ("You" for the caller)', () => {
    expect(callWording(en, callMessage(MessageType.AudioCallStarted, 1), asBob)).toEqual(
      said('Audio call', 'Alice Adams', 'normal'),
    )
    expect(callWording(ru, callMessage(MessageType.VideoCallStarted, 1), asAlice)).toEqual(
      said('Видеозвонок', 'Вы', 'normal'),
    )
    expect(text(en, MessageType.VideoCallStarted, 1)).toBe('Video call')
    expect(text(ru, MessageType.AudioCallStarted, 1)).toBe('Аудиозвонок')
  })

  it('gives the length of an ended call, or none when nobody answered', () => {
    expect(text(en, MessageType.CallEnded, 1, { durationSec: 65 })).toBe('Call ended · 1:05')
    expect(text(ru, MessageType.CallEnded, 1, { durationSec: 3725 })).toBe('Звонок завершён · 1:02:05')
    expect(text(en, MessageType.CallEnded, 1)).toBe('Call ended')
    expect(text(ru, MessageType.CallEnded, 1)).toBe('Звонок завершён')
  })

  it('words a declined call with who declined, and an unanswered one', () => {
    expect(callWording(en, callMessage(MessageType.CallDeclined, 2), asAlice)).toEqual(
      said('Call declined', 'Bob Brown', 'missed'),
    )
    expect(text(ru, MessageType.CallDeclined, 2)).toBe('Звонок отклонён')
    expect(text(en, MessageType.NotAnswer, 1)).toBe('No answer')
    expect(text(ru, MessageType.NotAnswer, 1)).toBe('Нет ответа')
  })

  it('tells the reader they missed a call, and names those who missed it to everyone else', () => {
    expect(text(en, MessageType.MissedCall, 1, { userIds: [2, 3] })).toBe('Missed call')
    expect(text(ru, MessageType.MissedCall, 1, { userIds: [2] })).toBe('Пропущенный звонок')
    expect(callWording(en, callMessage(MessageType.MissedCall, 1, { userIds: [2, 3] }), asAlice)?.text).toBe(
      'Bob Brown, Carol Cole missed the call',
    )
    expect(callWording(ru, callMessage(MessageType.MissedCall, 1, { userIds: [3] }), asAlice)?.text).toBe(
      'Пропустили звонок: Carol Cole',
    )
  })

  it('words the call signals too, naming the people they concern', () => {
    expect(text(en, MessageType.CallActivated, 1)).toBe('The call began')
    expect(text(ru, MessageType.CallActivated, 1)).toBe('Звонок начался')
    // Issue 17: 2002 asks from the lobby to be let in, 2003 is an admin letting people in.
    expect(text(en, MessageType.JoinCall, 3, { userIds: [3] })).toBe('Carol Cole asks to join the call')
    expect(text(ru, MessageType.JoinCall, 3, { userIds: [3] })).toBe('Carol Cole просит впустить в звонок')
    expect(text(en, MessageType.LeftJoinCall, 1, { userIds: [3] })).toBe(
      'Alice Adams let into the call: Carol Cole',
    )
    expect(text(ru, MessageType.LeftJoinCall, 1, { userIds: [2, 3] })).toBe(
      'Alice Adams впускает в звонок: Bob Brown, Carol Cole',
    )
    expect(text(en, MessageType.CallUsers, 1, { userIds: [3] })).toBe('Alice Adams calls Carol Cole')
    expect(text(ru, MessageType.CallUsers, 1, { userIds: [2, 3] })).toBe(
      'Alice Adams звонит: Bob Brown, Carol Cole',
    )
    expect(text(en, MessageType.CallKicked, 1, { userIds: [3] })).toBe(
      'Alice Adams removed from the call: Carol Cole',
    )
    expect(text(ru, MessageType.CallKicked, 1, { userIds: [3] })).toBe(
      'Alice Adams убирает из звонка: Carol Cole',
    )
  })

  it('names someone the dialog no longer knows as a user', () => {
    expect(text(en, MessageType.JoinCall, 42, { userIds: [42] })).toBe('User asks to join the call')
  })

  it('is null for messages that are not about a call', () => {
    expect(callWording(en, messageOf(1), asBob)).toBeNull()
    expect(callWording(en, messageOf(2, { type: MessageType.SystemMessage }), asBob)).toBeNull()
  })
})
