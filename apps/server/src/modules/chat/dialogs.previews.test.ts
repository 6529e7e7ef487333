import { type Dialog, MessageType } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestSocket } from '../../platform/realtime/socket-test-client'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { BASE, createGroup, createPersonal, listDialogs, nameUser } from './dialogs.fixtures'
import { nextChatEvent, sendOk } from './messages.fixtures'

const env = useTestServer({ listen: true })
const { newUser, as: api, open } = env
const write = async (socket: TestSocket, dialog: number, text: string) =>
  (await sendOk(socket, { dialog, cType: MessageType.TextMessage, text })).id

/** Each listed dialog's id with the id and text of the message its row previews. */
const previews = async (reader: TestUser) =>
  Object.fromEntries(
    (await listDialogs(api(reader))).dialogs.map((d: Dialog) => [
      d.dialogId,
      d.lastMessage && { id: d.lastMessage.id, dialogId: d.lastMessage.dialogId, text: d.lastMessage.text },
    ]),
  )

describe('the previews of the dialog list', () => {
  it('show each row its own latest message while a personal chat and a group interleave', async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()]
    const [sa, sb] = [await open(a), await open(b)]
    const ab = (await createPersonal(api(a), b.id)).id
    await write(sa, ab, 'hello Bob')
    let inChat = await write(sb, ab, 'hello Alice')
    const group = (await createGroup(api(a), [b.id, c.id])).id
    let inGroup = await write(sa, group, 'welcome, all')
    const expectRows = async (chatText: string, groupText: string) => {
      for (const reader of [a, b])
        expect(await previews(reader), `reader ${reader.id}`).toEqual({
          [ab]: { id: inChat, dialogId: ab, text: chatText },
          [group]: { id: inGroup, dialogId: group, text: groupText },
        })
    }
    await expectRows('hello Alice', 'welcome, all')
    inChat = await write(sa, ab, 'later in the chat')
    await expectRows('later in the chat', 'welcome, all')
    inGroup = await write(sb, group, 'later in the group')
    await expectRows('later in the chat', 'later in the group')
    // Activity in a dialog the readers are not in moves none of their rows.
    const [d, e] = [await newUser(), await newUser()]
    await write(await open(d), (await createPersonal(api(d), e.id)).id, 'elsewhere')
    await expectRows('later in the chat', 'later in the group')
  })

  it('names the people of a system message, a member who has left included', async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()]
    await nameUser(env.db, b.id, { firstName: 'Bob', lastName: 'Brown', nickname: 'bobby' })
    const group = (await createGroup(api(a), [b.id, c.id])).id
    const live = nextChatEvent(await open(a), (e) => e.message?.system?.kind === 'left')
    const left = await api(b)('PATCH', `${BASE}/leave/${group}`)
    expect(left.statusCode, left.body).toBe(200)
    const bob = { userId: b.id, fullName: 'Bob Brown', nickname: 'bobby' }
    expect((await live).message?.system).toMatchObject({ kind: 'left', actorId: b.id, people: [bob] })
    const row = (await listDialogs(api(a))).dialogs.find((d) => d.dialogId === group)
    expect(row?.users.map((u) => u.userId)).not.toContain(b.id)
    expect(row?.lastMessage?.system).toMatchObject({ kind: 'left', people: [bob] })
    const created = (await api(c)('GET', `${BASE}/${group}`)).json() as { system: unknown }[]
    expect(created.at(-1)?.system).toMatchObject({
      kind: 'created',
      actorId: a.id,
      userIds: [b.id, c.id],
      people: [a.id, b.id, c.id].map((userId) => expect.objectContaining({ userId })),
    })
  })
})
