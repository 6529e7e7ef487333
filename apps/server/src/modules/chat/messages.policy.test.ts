import { DialogType, MessageType, ReadStatus } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  canDeleteMessage,
  canEditMessage,
  contactUserId,
  contentRefusal,
  fileTypeOf,
  MessageFileType,
  MessageRule,
  sendRefusal,
  toastRecipients,
} from './messages.policy'
import { readStatusOf } from './messages.present'

describe('message rules', () => {
  it('lets only the author edit or delete a live message', () => {
    const mine = { ownerId: 1, deletedAt: null }
    for (const can of [canEditMessage, canDeleteMessage]) {
      expect(can(1, mine)).toBe(true)
      expect(can(2, mine)).toBe(false)
      expect(can(1, { ownerId: null, deletedAt: null })).toBe(false)
      expect(can(1, { ownerId: 1, deletedAt: new Date() })).toBe(false)
    }
  })

  it('refuses a deleted group and a blocked personal chat, not a group with a blocked flag', () => {
    const chat = { type: DialogType.Chat, deletedAt: null }
    expect(sendRefusal(chat, [{ isBlocked: false }], false)).toBeNull()
    expect(sendRefusal(chat, [{ isBlocked: false }], true)).toBe('chat.blocked')
    expect(sendRefusal(chat, [{ isBlocked: true }], false)).toBe('chat.blocked')
    expect(sendRefusal({ type: DialogType.Group, deletedAt: new Date() }, [], false)).toBe(
      'chat.groupDeleted',
    )
    expect(sendRefusal({ type: DialogType.Group, deletedAt: null }, [{ isBlocked: true }], false)).toBeNull()
  })

  it('refuses a personal chat whose other person does not let the sender write (settings 132:13), not a group', () => {
    const chat = { type: DialogType.Chat, deletedAt: null }
    expect(sendRefusal(chat, [{ isBlocked: false }], false, true)).toBe('chat.messagesRestricted')
    expect(sendRefusal(chat, [{ isBlocked: false }], true, true)).toBe('chat.blocked')
    expect(sendRefusal({ type: DialogType.Group, deletedAt: null }, [], false, true)).toBeNull()
  })

  it('marks a new message for a toast to members who want one: never the sender, nobody who muted the dialog', () => {
    const members = [
      { userId: 1, notificationsDisabled: false },
      { userId: 2, notificationsDisabled: false },
      { userId: 3, notificationsDisabled: true },
      { userId: 4, notificationsDisabled: false },
    ]
    // 4 switched chat notifications off in the settings (132:23): not among those who want them.
    expect([...toastRecipients(1, members, new Set([1, 2, 3]))]).toEqual([2])
  })

  it('asks text or files of a text message, one audio file of a voice message', () => {
    const text = MessageType.TextMessage
    expect(contentRefusal({ type: text, text: '', files: [] })).toBe(MessageRule.textRequired)
    expect(contentRefusal({ type: text, text: '', files: [{ mime: 'application/pdf' }] })).toBeNull()
    const voice = MessageType.VoiceMessage
    expect(contentRefusal({ type: voice, text: '', files: [{ mime: 'audio/ogg' }] })).toBeNull()
    expect(contentRefusal({ type: voice, text: '', files: [{ mime: 'image/png' }] })).toBe(
      MessageRule.voiceFile,
    )
  })

  it('reads a contact as a user id or a profile link', () => {
    expect(contactUserId('42')).toBe(42)
    expect(contactUserId('/profile/42')).toBe(42)
    expect(contactUserId('https://nauka.example/profile/42/')).toBe(42)
    for (const bad of ['', '0', 'abc', '/profile/', 'https://evil/profile/1 x', '99999999999'])
      expect(contactUserId(bad), bad).toBeNull()
  })

  it('types files by their mime, and a voice file as 21', () => {
    expect(fileTypeOf('image/png', false)).toBe(MessageFileType.Image)
    expect(fileTypeOf('audio/ogg', false)).toBe(MessageFileType.Audio)
    expect(fileTypeOf('video/mp4', false)).toBe(MessageFileType.Video)
    expect(fileTypeOf('application/pdf', false)).toBe(MessageFileType.Other)
    expect(fileTypeOf('audio/ogg', true)).toBe(MessageFileType.Voice)
  })

  it('gives the furthest mark reaching the message', () => {
    expect(readStatusOf(5, [])).toBe(ReadStatus.Sent)
    expect(readStatusOf(5, [{ deliveredUpTo: 5, readUpTo: 0 }])).toBe(ReadStatus.Delivered)
    expect(
      readStatusOf(5, [
        { deliveredUpTo: 9, readUpTo: 4 },
        { deliveredUpTo: 6, readUpTo: 6 },
      ]),
    ).toBe(ReadStatus.Read)
  })
})
