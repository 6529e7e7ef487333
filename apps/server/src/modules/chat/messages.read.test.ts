import { MessageAction, MessageList, MessageType, ReadStatus } from '@nauka/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { dialogMembers, dialogs } from '../../db/schema'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { insertDialog, insertTexts, nextChatEvent, recordChat, sendOk } from './messages.fixtures'
import { insertMessage } from './messages.queries'

const env = useTestServer({ listen: true })
const { newUser, open } = env
const page = async (user: TestUser, dialogId: number, query = '') => {
  const res = await env.as(user)('GET', `/api/chat/v1/dialogs/${dialogId}${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return MessageList.parse(res.json())
}
const mark = (user: TestUser, dialogId: number, messages: number[], readStatus: 2 | 3) =>
  env.as(user)('PATCH', '/api/chat/v1/messages/read', { dialogId, messages, readStatus })

describe('pages of a dialog', () => {
  it('pages 45 messages as 20, 20 and 5, newest first, and stops at the first message', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const ids = await insertTexts(env.db, dialogId, a.id, 45)
    const first = await page(b, dialogId)
    expect(first.map((m) => m.id)).toEqual(ids.slice(25).reverse())
    const second = await page(b, dialogId, `?lastMessageId=${first.at(-1)?.id}`)
    expect(second.map((m) => m.id)).toEqual(ids.slice(5, 25).reverse())
    const third = await page(b, dialogId, `?lastMessageId=${second.at(-1)?.id}`)
    expect(third.map((m) => m.id)).toEqual(ids.slice(0, 5).reverse())
    expect(await page(b, dialogId, `?lastMessageId=${ids[0]}`)).toEqual([])
    // lastMessageId is exclusive; a limit of 100 takes everything.
    expect((await page(b, dialogId, `?lastMessageId=${ids[10]}&limit=3`)).map((m) => m.id)).toEqual([
      ids[9],
      ids[8],
      ids[7],
    ])
    expect(await page(b, dialogId, '?limit=100')).toHaveLength(45)
    for (const bad of ['?limit=101', '?limit=0', '?lastMessageId=-1', '?limit=abc']) {
      expect((await env.as(b)('GET', `/api/chat/v1/dialogs/${dialogId}${bad}`)).statusCode).toBe(400)
    }
  })

  it("never shows messages below the dialog's first message, nor those the member cleared or deleted ones", async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const ids = await insertTexts(env.db, dialogId, a.id, 6)
    await env.db.update(dialogs).set({ firstMessageId: ids[2] }).where(eq(dialogs.id, dialogId))
    expect((await page(b, dialogId)).map((m) => m.id)).toEqual(ids.slice(2).reverse())
    await env.db
      .update(dialogMembers)
      .set({ clearedUpTo: ids[3] })
      .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.userId, b.id)))
    expect((await page(b, dialogId)).map((m) => m.id)).toEqual(ids.slice(4).reverse())
    expect((await page(a, dialogId)).map((m) => m.id)).toEqual(ids.slice(2).reverse())
    const del = await env.as(a)('DELETE', `/api/chat/v1/messages/${ids[5]}`)
    expect(del.statusCode).toBe(204)
    expect((await page(b, dialogId)).map((m) => m.id)).toEqual([ids[4]])
  })

  it('searches the text case-insensitively, with % and _ taken literally', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const texts = ['Growth of 50% in Q1', 'growth of 500 in Q2', 'Рост ПРОДАЖ', 'snake_case', 'snakecase']
    const ids: number[] = []
    for (const text of texts)
      ids.push(
        (await insertMessage(env.db, { dialogId, ownerId: a.id, type: 1, text, system: null, files: [] })).id,
      )
    const search = async (field: string, extra = '') => {
      const url = `/api/chat/v1/dialogs/search-messages/${dialogId}?searchField=${encodeURIComponent(field)}${extra}`
      const res = await env.as(b)('GET', url)
      expect(res.statusCode, res.body).toBe(200)
      return MessageList.parse(res.json()).map((m) => m.id)
    }
    expect(await search('GROWTH')).toEqual([ids[1], ids[0]])
    expect(await search('50%')).toEqual([ids[0]])
    expect(await search('e_c')).toEqual([ids[3]])
    expect(await search('продаж')).toEqual([ids[2]])
    expect(await search('growth', `&lastMessageId=${ids[1]}`)).toEqual([ids[0]])
    expect(await search('growth', '&limit=1')).toEqual([ids[1]])
  })
})

describe('read marks', () => {
  it('moves forward only, and the author sees delivered, then read', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    // B is away while A writes: nothing is delivered until B says so.
    const sa = await open(a)
    const m1 = await sendOk(sa, { dialog: dialogId, cType: MessageType.TextMessage, text: 'one' })
    const m2 = await sendOk(sa, { dialog: dialogId, cType: MessageType.TextMessage, text: 'two' })
    const sb = await open(b)
    const bOwn = await sendOk(sb, { dialog: dialogId, cType: MessageType.TextMessage, text: 'mine' })
    const status = async (user: TestUser) => new Map((await page(user, dialogId)).map((m) => [m.id, m.read]))

    const delivered = nextChatEvent(sa, (e) => e.action?.type === MessageAction.Read)
    // B's own message in the list does not count: the mark lands on m2.
    expect((await mark(b, dialogId, [m1.id, m2.id, bOwn.id], ReadStatus.Delivered)).statusCode).toBe(204)
    expect((await delivered).action).toEqual({
      type: MessageAction.Read,
      userId: b.id,
      messageId: m2.id,
      messageStatus: ReadStatus.Delivered,
    })
    expect((await status(a)).get(m2.id)).toBe(ReadStatus.Delivered)
    expect((await status(b)).get(m1.id)).toBe(ReadStatus.Delivered)
    // A was connected when B wrote, so the server marked B's message delivered to A at once.
    expect((await status(a)).get(bOwn.id)).toBe(ReadStatus.Delivered)

    const read = nextChatEvent(sa, (e) => e.action?.type === MessageAction.Read)
    expect((await mark(b, dialogId, [m1.id], ReadStatus.Read)).statusCode).toBe(204)
    expect((await read).action).toMatchObject({ messageId: m1.id, messageStatus: ReadStatus.Read })
    const seenByA = await status(a)
    expect([seenByA.get(m1.id), seenByA.get(m2.id)]).toEqual([ReadStatus.Read, ReadStatus.Delivered])

    // Going back is ignored and tells nobody.
    const events = recordChat(sa)
    expect((await mark(b, dialogId, [m1.id], ReadStatus.Delivered)).statusCode).toBe(204)
    expect((await mark(b, dialogId, [m1.id], ReadStatus.Read)).statusCode).toBe(204)
    const [row] = await env.db
      .select()
      .from(dialogMembers)
      .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.userId, b.id)))
    expect([row?.deliveredUpTo, row?.readUpTo]).toEqual([m2.id, m1.id])
    await env.caughtUp(sa, a)
    expect(events).toEqual([])
  })

  it('marks a message delivered to members who are connected when it arrives, and tells the author', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa] = await Promise.all([open(a), open(b)])
    const delivered = nextChatEvent(sa, (e) => e.action?.type === MessageAction.Read)
    const sent = await sendOk(sa, { dialog: dialogId, cType: MessageType.TextMessage, text: 'здесь?' })
    expect((await delivered).action).toEqual({
      type: MessageAction.Read,
      userId: b.id,
      messageId: sent.id,
      messageStatus: ReadStatus.Delivered,
    })
    const marks = await env.db.select().from(dialogMembers).where(eq(dialogMembers.dialogId, dialogId))
    const deliveredTo = (id: number) => marks.find((row) => row.userId === id)?.deliveredUpTo
    // C has no socket: still only sent to them.
    expect([deliveredTo(b.id), deliveredTo(c.id), deliveredTo(a.id)]).toEqual([sent.id, 0, 0])
    expect((await page(a, dialogId)).find((m) => m.id === sent.id)?.read).toBe(ReadStatus.Delivered)
  })

  it("ignores ids of other dialogs and the reader's own messages", async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const elsewhere = await insertDialog(env.db, [a.id, b.id, (await newUser()).id])
    const [foreign] = await insertTexts(env.db, elsewhere, a.id, 1)
    const [own] = await insertTexts(env.db, dialogId, b.id, 1)
    expect((await mark(b, dialogId, [foreign ?? 0, own ?? 0], ReadStatus.Read)).statusCode).toBe(204)
    const [row] = await env.db
      .select()
      .from(dialogMembers)
      .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.userId, b.id)))
    expect([row?.deliveredUpTo, row?.readUpTo]).toEqual([0, 0])
  })
})
