import { ChatMessage, ChatRole, type ChatSocketMessage, MessageAction, MessageList } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestSocket } from '../../platform/realtime/socket-test-client'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { BASE, createGroup, dialogInfo, errorOf, insertImageRow, listDialogs } from './dialogs.fixtures'
import { recordChat } from './messages.fixtures'

const env = useTestServer({ listen: true })
const { newUser, as: api } = env

/** An admin, two plain members and their group. */
async function group() {
  const [admin, member, other] = [await newUser(), await newUser(), await newUser()]
  const { id } = await createGroup(api(admin), [member.id, other.id])
  return { admin, member, other, id }
}

async function systemKinds(user: TestUser, id: number): Promise<string[]> {
  const res = await api(user)('GET', `${BASE}/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return MessageList.parse(res.json())
    .map((m) => m.system?.kind ?? '')
    .reverse()
}

const listening: { socket: TestSocket; user: TestUser }[] = []
/** Every `message` event the user's socket gets from now on. */
async function listen(user: TestUser): Promise<ChatSocketMessage[]> {
  const socket = await env.open(user)
  listening.push({ socket, user })
  return recordChat(socket)
}
/** Everything sent so far has reached the listening sockets. */
const settle = () => Promise.all(listening.map(({ socket, user }) => env.caughtUp(socket, user)))

describe('admin actions refused to a plain member (SPEC 6)', () => {
  it('answers 403 chat.notAdmin to rename, image, members, invite, remove, delete and roles', async () => {
    const { admin, member, other, id } = await group()
    const stranger = await newUser()
    const image = await insertImageRow(env.db, member.id, 'image/png', 100)
    const attempts: [string, string, unknown][] = [
      ['PATCH', `${BASE}/${id}`, { name: 'Taken over' }],
      ['PATCH', `${BASE}/${id}`, { image: { id: image } }],
      ['PATCH', `${BASE}/${id}`, { users: [member.id] }],
      ['POST', `${BASE}/invite`, { dialogId: id, user: stranger.id }],
      ['DELETE', `${BASE}/chat/${id}/member/${other.id}`, undefined],
      ['DELETE', `${BASE}/chat/${id}`, undefined],
      ['POST', `${BASE}/make-admin/${id}`, { userId: member.id }],
      ['PATCH', `${BASE}/remove-admin/${id}`, { userId: admin.id }],
    ]
    for (const [method, url, body] of attempts) {
      const res = await api(member)(method as 'POST', url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(errorOf(res.body).error.message).toBe(translate('ru', 'chat.notAdmin'))
    }
    const info = await dialogInfo(api(admin), id)
    expect(info.users.map((u) => [u.userId, u.role])).toEqual([
      [admin.id, ChatRole.Admin],
      [member.id, ChatRole.User],
      [other.id, ChatRole.User],
    ])
    expect(info.dialogImage).toBeNull()
    expect(await systemKinds(admin, id)).toEqual(['created'])
  })
})

describe('admin actions', () => {
  it('renames, changes the image and sets members, writing a system message for each', async () => {
    const { admin, member, other, id } = await group()
    const newcomer = await newUser()
    const member2 = await listen(member)
    const removed = await listen(other)
    const image = await insertImageRow(env.db, admin.id, 'image/png', 100)
    const res = await api(admin)('PATCH', `${BASE}/${id}`, {
      name: 'New name',
      image: { id: image },
      users: [member.id, newcomer.id],
    })
    expect(res.statusCode, res.body).toBe(200)
    const info = await dialogInfo(api(admin), id)
    expect([info.dialogName, info.dialogImage]).toEqual(['New name', `/api/core/file/${image}`])
    expect(info.users.map((u) => u.userId).sort()).toEqual([admin.id, member.id, newcomer.id].sort())
    expect(await systemKinds(admin, id)).toEqual(['created', 'renamed', 'imageChanged', 'invited', 'removed'])
    expect((await api(other)('GET', `${BASE}/info/${id}`)).statusCode).toBe(404)
    expect((await dialogInfo(api(newcomer), id)).dialogName).toBe('New name')
    await settle()
    const change = member2.find((e) => e.action?.type === MessageAction.ChangeChat)
    expect(change?.action).toMatchObject({ name: 'New name', image: `/api/core/file/${image}` })
    expect(member2.filter((e) => e.message).map((e) => e.message?.system?.kind)).toEqual([
      'renamed',
      'imageChanged',
      'invited',
      'removed',
    ])
    // The removed member hears only of the removal, then loses the dialog.
    expect(removed.map((e) => e.action?.type ?? e.message?.system?.kind)).toEqual([
      'removed',
      MessageAction.RemoveChat,
    ])
  })

  it('invites a member, who gets the system message on their socket; a member twice is refused', async () => {
    const { admin, member, id } = await group()
    const invitee = await newUser()
    const got = await listen(invitee)
    const res = await api(admin)('POST', `${BASE}/invite`, { dialogId: id, user: invitee.id })
    expect(res.statusCode, res.body).toBe(200)
    await settle()
    const message = ChatMessage.parse(got.find((e) => e.message)?.message)
    expect(message.system).toMatchObject({ kind: 'invited', actorId: admin.id, userIds: [invitee.id] })
    expect((await listDialogs(api(invitee))).dialogs.map((d) => d.dialogId)).toEqual([id])
    const again = await api(admin)('POST', `${BASE}/invite`, { dialogId: id, user: member.id })
    expect(again.statusCode).toBe(400)
    expect(errorOf(again.body).error.message).toBe(translate('ru', 'chat.alreadyMember'))
  })

  it('removes a member (never yourself), who loses the dialog and gets removeChat', async () => {
    const { admin, member, id } = await group()
    const got = await listen(member)
    const self = await api(admin)('DELETE', `${BASE}/chat/${id}/member/${admin.id}`)
    expect(self.statusCode).toBe(400)
    expect(errorOf(self.body).error.message).toBe(translate('ru', 'chat.removeSelf'))
    expect((await api(admin)('DELETE', `${BASE}/chat/${id}/member/${member.id}`)).statusCode).toBe(200)
    await settle()
    expect(got.map((e) => e.action?.type ?? e.message?.system?.kind)).toEqual([
      'removed',
      MessageAction.RemoveChat,
    ])
    expect((await api(member)('GET', `${BASE}/info/${id}`)).statusCode).toBe(404)
    const twice = await api(admin)('DELETE', `${BASE}/chat/${id}/member/${member.id}`)
    expect(twice.statusCode).toBe(404)
    expect(await systemKinds(admin, id)).toEqual(['created', 'removed'])
  })

  it('deletes the group: every member gets removeChat, it leaves the lists, info shows it deleted', async () => {
    const { admin, member, id } = await group()
    const got = await listen(member)
    expect((await api(admin)('DELETE', `${BASE}/chat/${id}`)).statusCode).toBe(200)
    await settle()
    expect(got.map((e) => e.action?.type)).toEqual([MessageAction.RemoveChat])
    expect((await listDialogs(api(member))).count).toBe(0)
    expect((await dialogInfo(api(member), id)).isDeleted).toBe(true)
    const edit = await api(admin)('PATCH', `${BASE}/${id}`, { name: 'Revived' })
    expect(edit.statusCode).toBe(400)
    expect(errorOf(edit.body).error.message).toBe(translate('ru', 'chat.groupDeleted'))
  })

  it('makes a member admin and takes it back, but never from the last admin', async () => {
    const { admin, member, id } = await group()
    const last = await api(admin)('PATCH', `${BASE}/remove-admin/${id}`, { userId: admin.id })
    expect(last.statusCode).toBe(400)
    expect(errorOf(last.body).error.message).toBe(translate('ru', 'chat.lastAdmin'))
    expect((await api(admin)('POST', `${BASE}/make-admin/${id}`, { userId: member.id })).statusCode).toBe(200)
    expect((await dialogInfo(api(member), id)).role).toBe(ChatRole.Admin)
    // The new admin may now act, and take the role from the first one.
    expect((await api(member)('PATCH', `${BASE}/remove-admin/${id}`, { userId: admin.id })).statusCode).toBe(
      200,
    )
    expect((await dialogInfo(api(admin), id)).role).toBe(ChatRole.User)
    const stranger = await newUser()
    const notMember = await api(member)('POST', `${BASE}/make-admin/${id}`, { userId: stranger.id })
    expect(notMember.statusCode).toBe(404)
  })
})

describe('leaving a group', () => {
  it('lets a member leave: "left" for the rest, removeChat for the leaver', async () => {
    const { admin, member, id } = await group()
    const leaver = await listen(member)
    const rest = await listen(admin)
    const res = await api(member)('PATCH', `${BASE}/leave/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    await settle()
    expect(leaver.map((e) => e.action?.type)).toEqual([MessageAction.RemoveChat])
    expect(rest.map((e) => e.action?.type ?? e.message?.system?.kind)).toEqual([
      'left',
      MessageAction.ChangeChat,
    ])
    expect((await listDialogs(api(member))).count).toBe(0)
    expect((await dialogInfo(api(admin), id)).users.map((u) => u.userId)).not.toContain(member.id)
    expect(await systemKinds(admin, id)).toEqual(['created', 'left'])
  })

  it('keeps the last admin in while others remain, saying why; another admin frees them', async () => {
    const { admin, member, id } = await group()
    const refused = await api(admin)('PATCH', `${BASE}/leave/${id}`, undefined, { 'accept-language': 'en' })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused.body).error.message).toBe(translate('en', 'chat.lastAdmin'))
    await api(admin)('POST', `${BASE}/make-admin/${id}`, { userId: member.id })
    expect((await api(admin)('PATCH', `${BASE}/leave/${id}`)).statusCode).toBe(200)
  })

  it('refuses leave for a personal chat', async () => {
    const [a, b] = [await newUser(), await newUser()]
    const { id } = (await api(a)('POST', `${BASE}/create`, { users: [b.id] })).json() as { id: number }
    const res = await api(a)('PATCH', `${BASE}/leave/${id}`)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res.body).error.message).toBe(translate('ru', 'chat.notGroup'))
  })
})
