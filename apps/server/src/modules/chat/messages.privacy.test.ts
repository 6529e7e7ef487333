import {
  GeneralErrorCode,
  MessageList,
  MessageType,
  SettingsAccess,
  SettingsElementRef,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { follow, setSettings } from '../profile/settings.fixtures'
import { BASE, createGroup, createPersonal, errorOf } from './dialogs.fixtures'
import { send, sendOk } from './messages.fixtures'

/** Settings 132:13 "who can send me messages", decided by the server for every way of writing. */

const REFUSED = {
  ru: 'Пользователь ограничил круг лиц, которые могут ему писать',
  en: 'The user has limited who can send them messages',
}

const env = useTestServer({ listen: true })
const { newUser, as: api } = env
const open = (user: TestUser, acceptLanguage?: string) => env.open({ cookie: user.cookie, acceptLanguage })
const whoCanMessage = (user: TestUser, level: string) =>
  setSettings(api(user), { [SettingsElementRef.WhoCanMessage]: level })
const text = (interlocutor: number, words = 'Hello') => ({
  interlocutor,
  cType: MessageType.TextMessage,
  text: words,
})

describe('who can send me messages (132:13)', () => {
  it('refuses a new personal chat and a first message when the recipient lets nobody write, in ru and en', async () => {
    const [writer, recipient] = await Promise.all([newUser(), newUser()])
    await whoCanMessage(recipient, SettingsAccess.Nobody)

    const ru = await api(writer)('POST', `${BASE}/create`, { users: [recipient.id] })
    expect(ru.statusCode).toBe(403)
    expect(errorOf(ru.body).error).toMatchObject({ code: GeneralErrorCode.Forbidden, message: REFUSED.ru })
    const en = await api(writer)(
      'POST',
      `${BASE}/create`,
      { users: [recipient.id] },
      { 'accept-language': 'en' },
    )
    expect(errorOf(en.body).error.message).toBe(REFUSED.en)

    const [socketRu, socketEn] = await Promise.all([open(writer), open(writer, 'en')])
    expect(await send(socketRu, text(recipient.id))).toEqual({
      ok: false,
      error: { code: GeneralErrorCode.Forbidden, message: REFUSED.ru },
    })
    expect(await send(socketEn, text(recipient.id))).toEqual({
      ok: false,
      error: { code: GeneralErrorCode.Forbidden, message: REFUSED.en },
    })
    // Nothing was made on the way: the writer has no chat with the recipient.
    const list = await api(writer)('GET', BASE)
    expect(list.json()).toMatchObject({ count: 0 })
  })

  it('lets any signed-in user write by default, and with "everyone"', async () => {
    const [writer, recipient, open2] = await Promise.all([newUser(), newUser(), newUser()])
    const socket = await open(writer)
    expect((await sendOk(socket, text(recipient.id))).text).toBe('Hello')
    await whoCanMessage(open2, SettingsAccess.Everyone)
    expect((await sendOk(socket, text(open2.id))).text).toBe('Hello')
  })

  it('stops new messages in an existing chat once the recipient narrows it; the chat stays readable both ways', async () => {
    const [writer, recipient] = await Promise.all([newUser(), newUser()])
    const [writerSocket, recipientSocket] = await Promise.all([open(writer), open(recipient)])
    const first = await sendOk(writerSocket, text(recipient.id, 'Before'))
    await whoCanMessage(recipient, SettingsAccess.Followers)

    const refused = await send(writerSocket, {
      dialog: first.dialogId,
      cType: MessageType.TextMessage,
      text: 'After',
    })
    expect(refused).toEqual({ ok: false, error: { code: GeneralErrorCode.Forbidden, message: REFUSED.ru } })
    for (const reader of [writer, recipient]) {
      const page = await api(reader)('GET', `${BASE}/${first.dialogId}`)
      expect(page.statusCode, page.body).toBe(200)
      expect(MessageList.parse(page.json()).map((m) => m.text)).toEqual(['Before'])
    }
    // The recipient's setting is theirs: they still write to the writer, whose setting is the default.
    expect(
      (
        await sendOk(recipientSocket, {
          dialog: first.dialogId,
          cType: MessageType.TextMessage,
          text: 'Reply',
        })
      ).text,
    ).toBe('Reply')
    // Opening the existing chat again is no new chat: it is allowed.
    const again = await api(writer)('POST', `${BASE}/create`, { users: [recipient.id] })
    expect(again.statusCode, again.body).toBe(200)
  })

  it('with "followers" lets in those who follow the recipient, and only them', async () => {
    const [writer, recipient] = await Promise.all([newUser(), newUser()])
    await whoCanMessage(recipient, SettingsAccess.Followers)
    const socket = await open(writer)
    // The recipient following the writer is the other direction: not enough.
    await follow(api(recipient), writer.id)
    expect((await send(socket, text(recipient.id))).ok).toBe(false)
    await follow(api(writer), recipient.id)
    expect((await sendOk(socket, text(recipient.id))).text).toBe('Hello')
  })

  it('with "mutual" needs follows both ways', async () => {
    const [writer, recipient] = await Promise.all([newUser(), newUser()])
    await whoCanMessage(recipient, SettingsAccess.Mutual)
    const socket = await open(writer)
    await follow(api(writer), recipient.id)
    expect((await send(socket, text(recipient.id))).ok).toBe(false)
    await follow(api(recipient), writer.id)
    expect((await sendOk(socket, text(recipient.id))).text).toBe('Hello')
  })

  it('refuses putting a user who does not let the admin write to them into a group', async () => {
    const [admin, member, private_] = await Promise.all([newUser(), newUser(), newUser()])
    await whoCanMessage(private_, SettingsAccess.Nobody)
    const create = await api(admin)(
      'POST',
      `${BASE}/create`,
      { dialogName: 'Lab', users: [member.id, private_.id] },
      { 'accept-language': 'en' },
    )
    expect(create.statusCode).toBe(403)
    expect(errorOf(create.body).error.message).toBe(REFUSED.en)
    const group = await createGroup(api(admin), [member.id])
    const invite = await api(admin)('POST', `${BASE}/invite`, { dialogId: group.id, user: private_.id })
    expect(invite.statusCode).toBe(403)
    expect(errorOf(invite.body).error.message).toBe(REFUSED.ru)
    const update = await api(admin)('PATCH', `${BASE}/${group.id}`, { users: [member.id, private_.id] })
    expect(update.statusCode).toBe(403)
  })

  it('a personal chat made before stays in the list of the one who now refuses messages', async () => {
    const [writer, recipient] = await Promise.all([newUser(), newUser()])
    const { id } = await createPersonal(api(writer), recipient.id)
    await whoCanMessage(recipient, SettingsAccess.Nobody)
    const info = await api(writer)('GET', `${BASE}/info/${id}?details=2`)
    expect(info.statusCode, info.body).toBe(200)
  })
})
