import { GeneralErrorCode, MessageType, ReadStatus } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import { useTestServer } from '../../test/test-server'
import { insertDialog, nextChatEvent, recordChat, send, sendOk } from './messages.fixtures'

const env = useTestServer({ listen: true })
const { newUser, open } = env
/** A socket of the user; it sends no Accept-Language, so answers come in the default language (ru). */

describe('sending a text message over the socket', () => {
  it('stores it, answers it in the acknowledgement and delivers it to every member', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sb, sc] = await Promise.all([open(a), open(b), open(c)])
    const atB = nextChatEvent(sb, (e) => e.message !== null)
    const atC = nextChatEvent(sc, (e) => e.message !== null)
    const atA = nextChatEvent(sa, (e) => e.message !== null)
    const message = await sendOk(sa, {
      dialog: dialogId,
      cType: MessageType.TextMessage,
      text: '  Hello there  ',
      clientId: 'c-1',
    })
    expect(message).toMatchObject({
      dialogId,
      ownerId: a.id,
      type: MessageType.TextMessage,
      text: 'Hello there',
      files: [],
      read: ReadStatus.Sent,
      updatedAt: null,
      system: null,
    })
    for (const event of await Promise.all([atA, atB, atC])) {
      expect(event.dialog).toBe(dialogId)
      expect(event.message).toEqual(message)
      expect(event.clientId).toBe('c-1')
    }
    const listed = await env.as(b)('GET', `/api/chat/v1/dialogs/${dialogId}`)
    // B was connected when it arrived, so for B it is already delivered (B's own mark).
    expect(listed.json()).toEqual([{ ...message, read: ReadStatus.Delivered }])
  })

  it('makes the personal chat when written to a person, and reuses it afterwards', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    const atB = nextChatEvent(sb, (e) => e.message !== null)
    const first = await sendOk(sa, { interlocutor: b.id, cType: MessageType.TextMessage, text: 'hi' })
    expect((await atB).message?.id).toBe(first.id)
    const second = await sendOk(sb, { interlocutor: a.id, cType: MessageType.TextMessage, text: 'hey' })
    expect(second.dialogId).toBe(first.dialogId)
  })

  it('refuses an empty text, an unknown type and a payload naming no dialog, in the user language', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const sa = await open(a)
    const empty = await send(sa, { dialog: dialogId, cType: MessageType.TextMessage, text: '   ' })
    expect(empty).toEqual({
      ok: false,
      error: {
        code: GeneralErrorCode.ValidationFailed,
        message: `text: ${translate('ru', 'chat.message.textRequired')}`,
      },
    })
    for (const payload of [
      { dialog: dialogId, cType: MessageType.SystemMessage, text: 'I am the system' },
      { cType: MessageType.TextMessage, text: 'to nobody' },
      { dialog: dialogId, interlocutor: b.id, cType: MessageType.TextMessage, text: 'both' },
      { dialog: 'x', cType: MessageType.TextMessage, text: 'bad id' },
      { dialog: dialogId, cType: MessageType.TextMessage, text: 'x'.repeat(10_001) },
      'not even an object',
      null,
    ]) {
      const answer = await send(sa, payload as Record<string, unknown>)
      expect(answer.ok, JSON.stringify(payload)).toBe(false)
      if (!answer.ok) {
        expect(answer.error.code).toBe(GeneralErrorCode.ValidationFailed)
        expect(answer.error.message.length).toBeGreaterThan(0)
      }
    }
    expect(
      await env
        .as(a)('GET', `/api/chat/v1/dialogs/${dialogId}`)
        .then((r) => r.json()),
    ).toEqual([])
    // The socket survived all of it.
    expect(
      (await sendOk(sa, { dialog: dialogId, cType: MessageType.TextMessage, text: 'still here' })).text,
    ).toBe('still here')
  })

  it('words a refused payload as an HTTP answer would: a wrong type is not a missing value', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const sa = await open(a)
    const wrongType = await send(sa, { dialog: dialogId, cType: MessageType.TextMessage, text: 5 })
    expect(wrongType).toEqual({
      ok: false,
      error: {
        code: GeneralErrorCode.ValidationFailed,
        message: `text: ${translate('ru', 'validation.invalidType', { expected: 'string' })}`,
      },
    })
    const both = await send(sa, { dialog: dialogId, interlocutor: b.id, cType: MessageType.TextMessage })
    expect(both).toMatchObject({
      ok: false,
      error: { message: `dialog: ${translate('ru', 'chat.message.target')}` },
    })
  })

  it('answers in English to a socket whose handshake asked for English', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const socket = await env.open({ cookie: a.cookie, acceptLanguage: 'en-US,en;q=0.9' })
    const answer = await send(socket, { dialog: dialogId, cType: MessageType.TextMessage })
    expect(answer).toMatchObject({
      ok: false,
      error: { message: `text: ${translate('en', 'chat.message.textRequired')}` },
    })
  })

  it('refuses a non-member with dialogNotFound and tells the members nothing', async () => {
    const [a, b, stranger] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sb, ss] = await Promise.all([open(b), open(stranger)])
    const seen = recordChat(sb)
    const answer = await send(ss, { dialog: dialogId, cType: MessageType.TextMessage, text: 'let me in' })
    expect(answer).toEqual({
      ok: false,
      error: { code: GeneralErrorCode.NotFound, message: translate('ru', 'chat.dialogNotFound') },
    })
    const missing = await send(ss, { dialog: 2_000_000, cType: MessageType.TextMessage, text: 'nowhere' })
    expect(missing.ok).toBe(false)
    await env.caughtUp(sb, b)
    expect(seen).toEqual([])
  })

  it('refuses writing in a personal chat across a block, either way', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    const blocked = await env.as(b)('PATCH', '/api/core/user_subscription', [
      { rEntity: `202:${a.id}`, blocked: true },
    ])
    expect(blocked.statusCode).toBe(200)
    for (const socket of [sa, sb]) {
      const answer = await send(socket, { dialog: dialogId, cType: MessageType.TextMessage, text: 'hello?' })
      expect(answer).toEqual({
        ok: false,
        error: { code: GeneralErrorCode.Forbidden, message: translate('ru', 'chat.blocked') },
      })
    }
    const byInterlocutor = await send(sa, { interlocutor: b.id, cType: MessageType.TextMessage, text: 'hi' })
    expect(byInterlocutor).toMatchObject({ ok: false, error: { code: GeneralErrorCode.Forbidden } })
  })

  it('refuses a group that was deleted', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const { dialogs } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    await env.db.update(dialogs).set({ deletedAt: new Date() }).where(eq(dialogs.id, dialogId))
    const answer = await send(await open(b), {
      dialog: dialogId,
      cType: MessageType.TextMessage,
      text: 'gone?',
    })
    expect(answer).toMatchObject({ ok: false, error: { message: translate('ru', 'chat.groupDeleted') } })
  })

  it('sends a contact naming an existing user by id or profile link, and refuses anything else', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const sa = await open(a)
    for (const text of [String(c.id), `/profile/${c.id}`, `https://nauka.example/profile/${c.id}`]) {
      const message = await sendOk(sa, { dialog: dialogId, cType: MessageType.SentContact, text })
      expect(message).toMatchObject({ type: MessageType.SentContact, text })
    }
    for (const text of ['2000000000', 'call me maybe', '/profile/abc', '']) {
      const answer = await send(sa, { dialog: dialogId, cType: MessageType.SentContact, text })
      expect(answer, text).toMatchObject({
        ok: false,
        error: { message: `text: ${translate('ru', 'chat.message.contactInvalid')}` },
      })
    }
  })

  /** Hides the personal chat for `userId` (as deleting it does); answers a reader of their flag. */
  const hideFor = async (dialogId: number, userId: number) => {
    const { dialogMembers } = await import('../../db/schema')
    const { and, eq } = await import('drizzle-orm')
    const ofUser = and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.userId, userId))
    await env.db.update(dialogMembers).set({ hidden: true }).where(ofUser)
    return async () => (await env.db.select().from(dialogMembers).where(ofUser))[0]?.hidden
  }

  it('shows a hidden personal chat again to the receiver', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const hiddenForB = await hideFor(dialogId, b.id)
    await sendOk(await open(a), { dialog: dialogId, cType: MessageType.TextMessage, text: 'back' })
    expect(await hiddenForB()).toBe(false)
  })

  it('shows a personal chat the sender had deleted again when they write to the person', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const hiddenForA = await hideFor(dialogId, a.id)
    const sa = await open(a)
    const message = await sendOk(sa, { interlocutor: b.id, cType: MessageType.TextMessage, text: 'again' })
    expect(message.dialogId).toBe(dialogId)
    expect(await hiddenForA()).toBe(false)
  })
})
