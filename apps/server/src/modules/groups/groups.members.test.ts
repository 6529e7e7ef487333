import {
  Dialog,
  ErrorBody,
  GroupJoinPolicy,
  GroupMember,
  GroupMembership,
  GroupVisibility,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { follow } from '../feed/feed.fixtures'
import { BASE, createGroup, getGroup, join, members } from './groups.fixtures'

const env = useTestServer()
const { newUser, as } = env

/** Ids of the chat's members and their chat roles, as a member of it reads them. */
const chatPeople = async (reader: TestUser, dialogId: number | null) => {
  const res = await as(reader)('GET', `/api/chat/v1/dialogs/info/${dialogId}`)
  expect(res.statusCode, res.body).toBe(200)
  return Object.fromEntries(Dialog.parse(res.json()).users?.map((u) => [u.userId, u.role]) ?? [])
}
const setMember = (actor: TestUser, groupId: number, userId: number, body: object) =>
  as(actor)('PATCH', `${BASE}/${groupId}/members/${userId}`, body)
const leave = async (user: TestUser, groupId: number) => as(user)('POST', `${BASE}/${groupId}/leave`)

describe('joining', () => {
  it('makes a member of an open group at once, in its chat, with its channel on', async () => {
    const [owner, reader] = await Promise.all([newUser(), newUser()])
    const group = await createGroup(as(owner))
    expect(await join(as(reader), group.id)).toEqual({ role: 3, status: 1, following: true })
    expect(await join(as(reader), group.id)).toEqual({ role: 3, status: 1, following: true })
    expect((await getGroup(as(reader), group.id)).memberCount).toBe(2)
    expect(await chatPeople(owner, group.dialogId)).toEqual({ [owner.id]: 1, [reader.id]: 0 })
    expect((await getGroup(as(reader), group.id)).dialogId).toBe(group.dialogId)
  })

  it('records a request in a group by request; a moderator sees and approves it, then the chat has them', async () => {
    const [owner, asker, member] = await Promise.all([newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner), { joinPolicy: GroupJoinPolicy.Request })
    expect(await join(as(asker), group.id)).toEqual({ role: 3, status: 2, following: false })
    expect((await getGroup(as(owner), group.id)).requestCount).toBe(1)
    expect((await getGroup(as(asker), group.id)).requestCount).toBe(0)
    expect((await getGroup(as(asker), group.id)).dialogId).toBeNull()
    expect((await getGroup(as(owner), group.id)).memberCount).toBe(1)
    const requests = await members(as(owner), group.id, 'status=2')
    expect(requests.elements.map((m) => [m.userId, m.status])).toEqual([[asker.id, 2]])
    // Requests are the moderators' business.
    expect((await as(asker)('GET', `${BASE}/${group.id}/members?status=2`)).statusCode).toBe(403)
    expect((await setMember(asker, group.id, asker.id, { status: 1 })).statusCode).toBe(403)

    const approved = await setMember(owner, group.id, asker.id, { status: 1 })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(GroupMember.parse(approved.json())).toMatchObject({ userId: asker.id, role: 3, status: 1 })
    expect((await getGroup(as(owner), group.id)).requestCount).toBe(0)
    expect((await getGroup(as(asker), group.id)).memberCount).toBe(2)
    expect(await chatPeople(asker, group.dialogId)).toEqual({ [owner.id]: 1, [asker.id]: 0 })
    expect((await members(as(member), group.id)).elements.map((m) => m.userId)).toEqual([owner.id, asker.id])
  })

  it('lets the invited accept by joining, or decline by leaving', async () => {
    const [owner, accepting, declining] = await Promise.all([newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner), {
      joinPolicy: GroupJoinPolicy.Request,
      visibility: GroupVisibility.Hidden,
    })
    const invited = await as(owner)('POST', `${BASE}/${group.id}/invites`, {
      users: [accepting.id, declining.id],
    })
    expect(invited.statusCode, invited.body).toBe(200)
    expect(
      z
        .array(GroupMember)
        .parse(invited.json())
        .map((m) => [m.userId, m.status]),
    ).toEqual([
      [accepting.id, 3],
      [declining.id, 3],
    ])
    expect((await members(as(owner), group.id, 'status=3')).count).toBe(2)
    // An invitation is accepted by the one invited, never by a moderator for them.
    expect((await setMember(owner, group.id, accepting.id, { status: 1 })).statusCode).toBe(409)
    expect(await join(as(accepting), group.id)).toMatchObject({ status: 1 })
    const declined = GroupMembership.parse((await leave(declining, group.id)).json())
    expect(declined).toEqual({ role: null, status: null, following: false })
    expect((await as(declining)('GET', `${BASE}/${group.id}`)).statusCode).toBe(404)
    expect(await chatPeople(owner, group.dialogId)).toEqual({ [owner.id]: 1, [accepting.id]: 0 })
  })
})

describe('inviting', () => {
  it('skips members and those invited, admits those who asked, and refuses unknown people', async () => {
    const [owner, member, asker, fresh] = await Promise.all([newUser(), newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner), { joinPolicy: GroupJoinPolicy.Request })
    await join(as(asker), group.id)
    await as(owner)('POST', `${BASE}/${group.id}/invites`, { users: [member.id] })
    await join(as(member), group.id)
    const res = await as(owner)('POST', `${BASE}/${group.id}/invites`, {
      users: [member.id, asker.id, fresh.id],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(
      z
        .array(GroupMember)
        .parse(res.json())
        .map((m) => [m.userId, m.status]),
    ).toEqual([
      [member.id, 1],
      [asker.id, 1],
      [fresh.id, 3],
    ])
    expect((await getGroup(as(owner), group.id)).memberCount).toBe(3)
    const unknown = await as(owner)('POST', `${BASE}/${group.id}/invites`, { users: [2_000_000_000] })
    expect(unknown.statusCode).toBe(404)
    expect((await as(member)('POST', `${BASE}/${group.id}/invites`, { users: [fresh.id] })).statusCode).toBe(
      403,
    )
  })

  it('refuses to invite someone who blocked the moderator', async () => {
    const [owner, blocker] = await Promise.all([newUser(), newUser()])
    await follow(as(blocker), owner, { blocked: true })
    const group = await createGroup(as(owner))
    const res = await as(owner)('POST', `${BASE}/${group.id}/invites`, { users: [blocker.id] })
    expect(res.statusCode).toBe(403)
  })
})

describe('leaving and removal', () => {
  it('lets a member leave (and the chat), withdraws a request, and keeps the owner until they hand over', async () => {
    const [owner, member, asker] = await Promise.all([newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner))
    await join(as(member), group.id)
    expect(GroupMembership.parse((await leave(member, group.id)).json()).status).toBeNull()
    expect(await chatPeople(owner, group.dialogId)).toEqual({ [owner.id]: 1 })
    expect((await getGroup(as(owner), group.id)).memberCount).toBe(1)

    await as(owner)('PATCH', `${BASE}/${group.id}`, { joinPolicy: GroupJoinPolicy.Request })
    await join(as(asker), group.id)
    await leave(asker, group.id)
    expect((await members(as(owner), group.id, 'status=2')).count).toBe(0)

    const ownerLeaves = await leave(owner, group.id)
    expect(ownerLeaves.statusCode).toBe(409)
    expect(ErrorBody.parse(ownerLeaves.json()).error.code).toBe(4090)
  })

  it('lets moderators remove members, only the owner remove a moderator, nobody the owner', async () => {
    const [owner, moderator, second, member] = await Promise.all([newUser(), newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner))
    for (const user of [moderator, second, member]) await join(as(user), group.id)
    for (const user of [moderator, second]) await setMember(owner, group.id, user.id, { role: 2 })

    const remove = (actor: TestUser, target: TestUser) =>
      as(actor)('DELETE', `${BASE}/${group.id}/members/${target.id}`)
    expect((await remove(member, second)).statusCode).toBe(403)
    expect((await remove(moderator, owner)).statusCode).toBe(403)
    expect((await remove(moderator, second)).statusCode).toBe(403)
    expect((await remove(moderator, member)).statusCode).toBe(204)
    expect((await remove(owner, second)).statusCode).toBe(204)
    expect((await remove(owner, member)).statusCode).toBe(404)
    expect(await chatPeople(owner, group.dialogId)).toEqual({ [owner.id]: 1, [moderator.id]: 1 })
    expect((await getGroup(as(owner), group.id)).memberCount).toBe(2)
    // The removed lose the chat.
    expect((await as(member)('GET', `/api/chat/v1/dialogs/info/${group.dialogId}`)).statusCode).toBe(404)
  })
})

describe('roles', () => {
  it('lets only the owner appoint moderators (chat admins) and hand the group over', async () => {
    const [owner, heir, member] = await Promise.all([newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner))
    await join(as(heir), group.id)
    await join(as(member), group.id)

    const promoted = await setMember(owner, group.id, heir.id, { role: 2 })
    expect(GroupMember.parse(promoted.json()).role).toBe(2)
    expect(await chatPeople(owner, group.dialogId)).toMatchObject({ [heir.id]: 1, [member.id]: 0 })
    expect((await setMember(heir, group.id, member.id, { role: 2 })).statusCode).toBe(403)
    expect((await setMember(owner, group.id, owner.id, { role: 3 })).statusCode).toBe(409)

    const handed = await setMember(owner, group.id, heir.id, { role: 1 })
    expect(handed.statusCode, handed.body).toBe(200)
    expect((await getGroup(as(member), group.id)).owner.rEntity).toBe(`202:${heir.id}`)
    expect((await getGroup(as(owner), group.id)).me).toMatchObject({ role: 2, status: 1 })
    expect(GroupMembership.parse((await leave(owner, group.id)).json()).status).toBeNull()
    expect((await setMember(heir, group.id, member.id, { role: 2 })).statusCode).toBe(200)
    expect((await setMember(heir, group.id, member.id, { role: 3 })).statusCode).toBe(200)
    expect(await chatPeople(heir, group.dialogId)).toEqual({ [heir.id]: 1, [member.id]: 0 })
  })
})

describe("the group's chat", () => {
  it("refuses the chat's own ways of changing its members: they follow the group's", async () => {
    const [owner, member, outsider] = await Promise.all([newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner))
    await join(as(member), group.id)
    const chat = `/api/chat/v1/dialogs`
    const attempts = [
      () => as(owner)('POST', `${chat}/invite`, { dialogId: group.dialogId, user: outsider.id }),
      () => as(owner)('PATCH', `${chat}/${group.dialogId}`, { users: [owner.id] }),
      () => as(owner)('DELETE', `${chat}/chat/${group.dialogId}/member/${member.id}`),
      () => as(owner)('POST', `${chat}/make-admin/${group.dialogId}`, { userId: member.id }),
      () => as(member)('PATCH', `${chat}/leave/${group.dialogId}`),
      () => as(owner)('DELETE', `${chat}/chat/${group.dialogId}`),
    ]
    for (const attempt of attempts) {
      const res = await attempt()
      expect(res.statusCode, res.body).toBe(400)
      expect(ErrorBody.parse(res.json()).error.message).toBe(translate('ru', 'chat.linkedGroup'))
    }
    expect(await chatPeople(owner, group.dialogId)).toEqual({ [owner.id]: 1, [member.id]: 0 })
  })
})
