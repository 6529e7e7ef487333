import { ChatMessage, ErrorBody, MessageAction, MessageType } from '@nauka/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { dialogMembers } from '../../db/schema'
import { translate } from '../../platform/i18n/messages'
import { useTestServer } from '../../test/test-server'
import { insertDialog, insertFileRow, insertTexts, nextChatEvent, sendOk } from './messages.fixtures'
import { insertMessage } from './messages.queries'

const env = useTestServer({ listen: true })
const { newUser, as, open } = env
const errorOf = (body: string) => ErrorBody.parse(JSON.parse(body)).error

/** Every message route, for one dialog and one of its messages. */
const routes = (dialogId: number, messageId: number) =>
  [
    ['GET', `/api/chat/v1/dialogs/${dialogId}`, undefined],
    ['GET', `/api/chat/v1/dialogs/search-messages/${dialogId}?searchField=hello`, undefined],
    ['PATCH', '/api/chat/v1/messages/update', { dialogId, messageId, updatedText: 'changed' }],
    ['DELETE', `/api/chat/v1/messages/${messageId}`, undefined],
    ['PATCH', '/api/chat/v1/messages/read', { dialogId, messages: [messageId], readStatus: 3 }],
  ] as const

describe('who reaches messages', () => {
  it('answers 401 to a visitor on every route', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [messageId = 0] = await insertTexts(env.db, dialogId, a.id, 1)
    for (const [method, url, body] of routes(dialogId, messageId)) {
      const res = await as()(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('answers 404 dialogNotFound to a non-member on every route, and to a member who left', async () => {
    const [a, b, stranger] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [pdf] = [await insertFileRow(env.db, a.id)]
    const message = await sendOk(await open(a), {
      dialog: dialogId,
      cType: MessageType.TextMessage,
      text: 'hello',
      files: [pdf ?? ''],
    })
    for (const [method, url, body] of routes(dialogId, message.id)) {
      const res = await as(stranger)(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(errorOf(res.body).message).toBe(translate('ru', 'chat.dialogNotFound'))
    }
    // The message and its file are still there for the members.
    expect((await as(b)('GET', `/api/chat/v1/dialogs/${dialogId}`)).json()).toHaveLength(1)
    expect((await as(stranger)('GET', `/api/core/file/${pdf}`)).statusCode).toBe(404)
    await env.db
      .update(dialogMembers)
      .set({ leftAt: new Date() })
      .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.userId, b.id)))
    expect((await as(b)('GET', `/api/chat/v1/dialogs/${dialogId}`)).statusCode).toBe(404)
    expect((await as(b)('GET', `/api/core/file/${pdf}`)).statusCode).toBe(404)
  })
})

describe('editing and deleting', () => {
  it('lets the author edit, tells every member, and refuses another member with 403', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sc] = await Promise.all([open(a), open(c)])
    const original = await sendOk(sa, { dialog: dialogId, cType: MessageType.TextMessage, text: 'frist' })
    const atC = nextChatEvent(sc, (e) => e.action?.type === MessageAction.Update)
    const res = await as(a)('PATCH', '/api/chat/v1/messages/update', {
      dialogId,
      messageId: original.id,
      updatedText: 'first',
    })
    expect(res.statusCode, res.body).toBe(200)
    const edited = ChatMessage.parse(res.json())
    expect(edited).toMatchObject({ id: original.id, text: 'first' })
    expect(edited.updatedAt).not.toBeNull()
    expect((await atC).action).toEqual({ type: MessageAction.Update, message: edited })

    const byOther = await as(b)('PATCH', '/api/chat/v1/messages/update', {
      dialogId,
      messageId: original.id,
      updatedText: 'mine now',
    })
    expect(byOther.statusCode).toBe(403)
    expect(errorOf(byOther.body).message).toBe(translate('ru', 'chat.message.notAuthor'))
    const emptied = await as(a)('PATCH', '/api/chat/v1/messages/update', {
      dialogId,
      messageId: original.id,
      updatedText: '  ',
    })
    expect(emptied.statusCode).toBe(400)
    const wrongDialog = await as(a)('PATCH', '/api/chat/v1/messages/update', {
      dialogId: await insertDialog(env.db, [a.id, c.id]),
      messageId: original.id,
      updatedText: 'x',
    })
    expect(wrongDialog.statusCode).toBe(404)
  })

  it('refuses editing a system message', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const system = await insertMessage(env.db, {
      dialogId,
      ownerId: null,
      type: MessageType.SystemMessage,
      text: null,
      system: { kind: 'created', actorId: a.id, userIds: [], name: 'G' },
      files: [],
    })
    const res = await as(a)('PATCH', '/api/chat/v1/messages/update', {
      dialogId,
      messageId: system.id,
      updatedText: 'rewritten history',
    })
    expect(res.statusCode).toBe(403)
    expect((await as(a)('DELETE', `/api/chat/v1/messages/${system.id}`)).statusCode).toBe(403)
  })

  it('lets the author delete (every member is told), refuses others with 403, and a second time with 404', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    const message = await sendOk(sa, { dialog: dialogId, cType: MessageType.TextMessage, text: 'oops' })
    const denied = await as(b)('DELETE', `/api/chat/v1/messages/${message.id}`)
    expect(denied.statusCode).toBe(403)
    const atB = nextChatEvent(sb, (e) => e.action?.type === MessageAction.Delete)
    expect((await as(a)('DELETE', `/api/chat/v1/messages/${message.id}`)).statusCode).toBe(204)
    expect((await atB).action).toEqual({ type: MessageAction.Delete, messageId: message.id })
    expect((await as(a)('DELETE', `/api/chat/v1/messages/${message.id}`)).statusCode).toBe(404)
    const edit = await as(a)('PATCH', '/api/chat/v1/messages/update', {
      dialogId,
      messageId: message.id,
      updatedText: 'undo',
    })
    expect(edit.statusCode).toBe(404)
    expect((await as(a)('DELETE', '/api/chat/v1/messages/2000000000')).statusCode).toBe(404)
  })
})
