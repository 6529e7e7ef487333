import { CHAT_LIMITS, ChatRole, DialogType, GroupChatMessage, LIMITS, MessageType } from '@nauka/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { messages } from '../../db/schema'
import { translate } from '../../platform/i18n/messages'
import { useTestServer } from '../../test/test-server'
import { uploadPdfs } from '../posts/posts.fixtures'
import {
  BASE,
  createDialog,
  createGroup,
  createPersonal,
  dialogInfo,
  errorOf,
  insertImageRow,
  listDialogs,
} from './dialogs.fixtures'
import { insertTexts } from './messages.fixtures'

const env = useTestServer()
const { newUser, as: api } = env

describe('creating a group (SPEC 5)', () => {
  it('refuses a name shorter than 3 characters with the group message', async () => {
    const [a, b] = [await newUser(), await newUser()]
    const res = await api(a)('POST', `${BASE}/create`, { dialogName: 'ab', users: [b.id] })
    expect(res.statusCode).toBe(400)
    const body = errorOf(res.body)
    expect(body.validationErrors?.[0]?.field).toBe('dialogName')
    expect(body.validationErrors?.[0]?.message).toBe(translate('ru', GroupChatMessage.nameTooShort))
  })

  it('refuses a group without members, counting yourself out', async () => {
    const a = await newUser()
    for (const users of [[], [a.id]]) {
      const res = await api(a)('POST', `${BASE}/create`, { dialogName: 'Lab', users, group: true })
      expect(res.statusCode, JSON.stringify(users)).toBe(400)
      expect(errorOf(res.body).validationErrors?.[0]?.message).toBe(
        translate('ru', GroupChatMessage.noMember),
      )
    }
  })

  it('refuses an image that is not png/jpg/jpeg, one over 2 MB, and one of another user', async () => {
    const [a, b] = [await newUser(), await newUser()]
    const [pdf] = await uploadPdfs(api(a), 1)
    const gif = await insertImageRow(env.db, a.id, 'image/gif', 1000)
    const big = await insertImageRow(env.db, a.id, 'image/png', LIMITS.groupImageMaxBytes + 1)
    const theirs = await insertImageRow(env.db, b.id, 'image/png', 1000)
    const cases = [
      [pdf?.id, GroupChatMessage.imageType],
      [gif, GroupChatMessage.imageType],
      [big, GroupChatMessage.imageTooLarge],
      [theirs, 'chat.group.imageNotFound'],
    ] as const
    for (const [id, key] of cases) {
      const res = await api(a)('POST', `${BASE}/create`, {
        dialogName: 'Lab',
        users: [b.id],
        dialogImage: { id },
      })
      expect(res.statusCode, key).toBe(400)
      expect(errorOf(res.body).validationErrors?.[0]).toEqual({
        field: 'dialogImage',
        message: translate('ru', key),
      })
    }
    expect((await listDialogs(api(a))).count).toBe(0)
  })

  it('accepts a jpeg of exactly 2 MB, makes the creator admin and writes a "created" message', async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()]
    const image = await insertImageRow(env.db, a.id, 'image/jpeg', LIMITS.groupImageMaxBytes)
    const created = await createDialog(api(a), {
      dialogName: '  Reading club ',
      users: [b.id, c.id],
      dialogImage: { id: image },
    })
    expect(created).toMatchObject({ name: 'Reading club', isAlreadyExist: false })
    const info = await dialogInfo(api(a), created.id)
    expect(info.dialogType).toBe(DialogType.Group)
    expect(info.dialogImage).toBe(`/api/core/file/${image}`)
    expect(info.role).toBe(ChatRole.Admin)
    expect(info.users.map((u) => [u.userId, u.role])).toEqual([
      [a.id, ChatRole.Admin],
      [b.id, ChatRole.User],
      [c.id, ChatRole.User],
    ])
    expect(info.lastMessage?.type).toBe(MessageType.SystemMessage)
    expect(info.lastMessage?.system).toEqual({
      kind: 'created',
      actorId: a.id,
      userIds: [b.id, c.id],
      name: 'Reading club',
      people: [a.id, b.id, c.id].map((userId) => expect.objectContaining({ userId })),
    })
    expect(info.firstMessageId).toBe(info.lastMessage?.id)
    // Their own action is not news to the creator; to the members it is.
    expect(info.unreadMessages).toBe(0)
    expect((await dialogInfo(api(b), created.id)).unreadMessages).toBe(1)
    // Members read the group image through the files API; a stranger does not.
    const stranger = await newUser()
    expect((await dialogInfo(api(c), created.id)).role).toBe(ChatRole.User)
    expect((await api(stranger)('GET', `${BASE}/info/${created.id}`)).statusCode).toBe(404)
  })

  it('refuses a member who blocked the creator, with 403 chat.blocked', async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()]
    const block = await api(c)('PATCH', '/api/core/user_subscription', [
      { rEntity: `202:${a.id}`, blocked: true },
    ])
    expect(block.statusCode, block.body).toBe(200)
    const res = await api(a)('POST', `${BASE}/create`, { dialogName: 'Lab', users: [b.id, c.id] })
    expect(res.statusCode).toBe(403)
    expect(errorOf(res.body).error.message).toBe(translate('ru', 'chat.blocked'))
  })

  it('answers 404 for an unknown member', async () => {
    const a = await newUser()
    const res = await api(a)('POST', `${BASE}/create`, { dialogName: 'Lab', users: [999_999] })
    expect(res.statusCode).toBe(404)
  })
})

describe('personal chats', () => {
  it('refuses a chat with yourself (400), an unknown user (404) and across a block (403)', async () => {
    const [a, b] = [await newUser(), await newUser()]
    const self = await api(a)('POST', `${BASE}/create`, { users: [a.id] })
    expect(self.statusCode).toBe(400)
    expect(errorOf(self.body).error.message).toBe(translate('ru', 'chat.self'))
    expect((await api(a)('POST', `${BASE}/create`, { users: [999_999] })).statusCode).toBe(404)
    await api(b)('PATCH', '/api/core/user_subscription', [{ rEntity: `202:${a.id}`, blocked: true }])
    const blocked = await api(a)('POST', `${BASE}/create`, { users: [b.id] })
    expect(blocked.statusCode).toBe(403)
    expect(errorOf(blocked.body).error.message).toBe(translate('ru', 'chat.blocked'))
  })

  it('answers the existing chat with isAlreadyExist, from either side', async () => {
    const [a, b] = [await newUser(), await newUser()]
    const first = await createPersonal(api(a), b.id)
    expect(first.isAlreadyExist).toBe(false)
    expect(await createPersonal(api(a), b.id)).toEqual({ ...first, isAlreadyExist: true })
    expect((await createPersonal(api(b), a.id)).id).toBe(first.id)
    const info = await dialogInfo(api(a), first.id)
    expect(info).toMatchObject({ dialogType: DialogType.Chat, users: [], messageId: 0, lastMessage: null })
    expect(info.interlocutor?.userId).toBe(b.id)
    expect(info.status).toEqual({ isOnline: false, lastSeen: null })
  })

  it('shows a new chat to the other person only once a message arrives', async () => {
    const [a, b] = [await newUser(), await newUser()]
    const { id } = await createPersonal(api(a), b.id)
    expect((await listDialogs(api(a))).dialogs.map((d) => d.dialogId)).toEqual([id])
    expect((await listDialogs(api(b))).count).toBe(0)
  })

  it('deletes a personal chat for the caller only, clearing their history; a group is refused', async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()]
    const { id } = await createPersonal(api(a), b.id)
    await insertTexts(env.db, id, b.id, 3)
    const res = await api(a)('DELETE', `${BASE}/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ dialog: id })
    expect((await listDialogs(api(a))).count).toBe(0)
    expect((await dialogInfo(api(a), id)).lastMessage).toBeNull()
    expect((await dialogInfo(api(b), id)).lastMessage?.text).toBe('message 2')
    const group = await createGroup(api(a), [c.id])
    const refused = await api(a)('DELETE', `${BASE}/${group.id}`)
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused.body).error.message).toBe(translate('ru', 'chat.notPersonal'))
  })

  it('blocks and unblocks the interlocutor through the follow module', async () => {
    const [a, b] = [await newUser(), await newUser()]
    const { id } = await createPersonal(api(a), b.id)
    expect((await api(a)('POST', `${BASE}/block/${id}`)).statusCode).toBe(200)
    expect((await dialogInfo(api(a), id)).isBlocked).toBe(true)
    expect((await dialogInfo(api(b), id)).isBlocked).toBe(true)
    expect((await api(b)('POST', `${BASE}/create`, { users: [a.id] })).statusCode).toBe(403)
    expect((await api(a)('POST', `${BASE}/unblock/${id}`)).statusCode).toBe(200)
    expect((await dialogInfo(api(b), id)).isBlocked).toBe(false)
  })
})

describe('the dialog list', () => {
  it('orders by latest message, pinned first on the first page, and counts unread messages', async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()]
    const ab = (await createPersonal(api(a), b.id)).id
    const ac = (await createPersonal(api(a), c.id)).id
    const group = (await createGroup(api(a), [b.id, c.id])).id
    await insertTexts(env.db, ab, b.id, 2)
    await insertTexts(env.db, ac, c.id, 1)
    await insertTexts(env.db, ac, a.id, 1)
    const list = await listDialogs(api(a))
    expect(list.dialogs.map((d) => d.dialogId)).toEqual([ac, ab, group])
    expect(list.dialogs.map((d) => d.unreadMessages)).toEqual([1, 2, 0])
    expect(list.sumUnreadMessages).toBe(3)
    expect(list.dialogs[0]?.lastMessage?.ownerId).toBe(a.id)
    expect((await api(a)('POST', `${BASE}/pin/${group}`)).json()).toEqual({ dialog: group })
    const pinned = await listDialogs(api(a))
    expect(pinned.dialogs.map((d) => [d.dialogId, d.isPinned])).toEqual([
      [group, true],
      [ac, false],
      [ab, false],
    ])
    await api(a)('POST', `${BASE}/unpin/${group}`)
    expect((await listDialogs(api(a))).dialogs.map((d) => d.dialogId)).toEqual([ac, ab, group])
  })

  it('reads, clears and mutes: unread counts follow readUpTo and the cleared history', async () => {
    const [a, b] = [await newUser(), await newUser()]
    const { id } = await createPersonal(api(a), b.id)
    const [, second] = await insertTexts(env.db, id, b.id, 3)
    const read = await api(a)('PATCH', '/api/chat/v1/messages/read', {
      dialogId: id,
      messages: [second],
      readStatus: 3,
    })
    expect(read.statusCode, read.body).toBeLessThan(300)
    expect((await dialogInfo(api(a), id)).unreadMessages).toBe(1)
    expect((await api(a)('DELETE', `${BASE}/clear/${id}`)).statusCode).toBe(200)
    const cleared = await dialogInfo(api(a), id)
    expect([cleared.unreadMessages, cleared.lastMessage]).toEqual([0, null])
    await api(a)('POST', `${BASE}/disable-notifications/${id}`)
    expect((await dialogInfo(api(a), id)).notificationsDisable).toBe(true)
    expect((await dialogInfo(api(b), id)).notificationsDisable).toBe(false)
    await api(a)('POST', `${BASE}/enable-notifications/${id}`)
    expect((await dialogInfo(api(a), id)).notificationsDisable).toBe(false)
  })

  it('does not count call signals or deleted messages as unread', async () => {
    const [a, b] = [await newUser(), await newUser()]
    const { id } = await createPersonal(api(a), b.id)
    const [text] = await insertTexts(env.db, id, b.id, 2)
    await env.db
      .update(messages)
      .set({ type: MessageType.CallActivated })
      .where(eq(messages.id, text ?? 0))
    expect((await dialogInfo(api(a), id)).unreadMessages).toBe(1)
  })

  it('pages 45 dialogs as 20, 20 and 5 by lastMessageId, stopping at the total', async () => {
    const a = await newUser()
    const others = await Promise.all(Array.from({ length: 45 }, () => newUser()))
    const ids: number[] = []
    for (const other of others) {
      const { id } = await createPersonal(api(a), other.id)
      await insertTexts(env.db, id, other.id, 1)
      ids.push(id)
    }
    const seen: number[] = []
    const sizes: number[] = []
    let cursor = ''
    for (;;) {
      const page = await listDialogs(api(a), cursor)
      expect(page.count).toBe(45)
      sizes.push(page.dialogs.length)
      seen.push(...page.dialogs.map((d) => d.dialogId))
      if (seen.length >= page.count) break
      cursor = `?lastMessageId=${page.dialogs.at(-1)?.messageId}`
    }
    expect(sizes).toEqual([20, 20, 5])
    expect(seen).toEqual([...ids].reverse())
    // Past the end: an empty page, not an error.
    const last = await listDialogs(
      api(a),
      `?lastMessageId=${(await dialogInfo(api(a), ids[0] ?? 0)).messageId}`,
    )
    expect(last.dialogs).toEqual([])
  }, 120_000)

  it(`refuses to pin more than ${CHAT_LIMITS.pinnedMax} dialogs`, async () => {
    const a = await newUser()
    const others = await Promise.all(Array.from({ length: CHAT_LIMITS.pinnedMax + 1 }, () => newUser()))
    const ids = []
    for (const other of others) ids.push((await createPersonal(api(a), other.id)).id)
    for (const id of ids.slice(0, -1))
      expect((await api(a)('POST', `${BASE}/pin/${id}`)).statusCode).toBe(200)
    const refused = await api(a)('POST', `${BASE}/pin/${ids.at(-1)}`, undefined, { 'accept-language': 'en' })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused.body).error.message).toBe(
      translate('en', 'chat.pinLimit', { max: CHAT_LIMITS.pinnedMax }),
    )
    // Pinning an already pinned one again is fine.
    expect((await api(a)('POST', `${BASE}/pin/${ids[0]}`)).statusCode).toBe(200)
  }, 60_000)
})
