import {
  AccessLevel,
  Dictionary,
  formatRef,
  GeneralErrorCode,
  GroupVisibility,
  PublicationPage,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { publish } from '../publications/publications.fixtures'
import { BASE, createGroup, join, refusal } from './groups.fixtures'

const env = useTestServer()
const { newUser, as } = env

const attach = (user: TestUser, groupId: number, publicationId: string) =>
  as(user)('POST', `${BASE}/${groupId}/publications`, { publicationId })
const detach = (user: TestUser, groupId: number, publicationId: string) =>
  as(user)('DELETE', `${BASE}/${groupId}/publications/${publicationId}`)
const listed = async (reader: TestUser | undefined, groupId: number) => {
  const res = await as(reader)('GET', `${BASE}/${groupId}/publications`)
  expect(res.statusCode, res.body).toBe(200)
  return PublicationPage.parse(res.json())
}

describe("a group's publications", () => {
  it('are attached by members who are their authors, and listed to readers who may read them', async () => {
    const [owner, author, coauthor, stranger] = await Promise.all([
      newUser(),
      newUser(),
      newUser(),
      newUser(),
    ])
    const group = await createGroup(as(owner))
    await join(as(author), group.id)
    await join(as(coauthor), group.id)
    const open = await publish(env.db, author, as(author))
    const shared = await publish(env.db, author, as(author), {
      authors: [
        { lastName: 'Author', firstName: 'A', rUser: formatRef(Dictionary.user, author.id) },
        { lastName: 'Coauthor', firstName: 'C', rUser: formatRef(Dictionary.user, coauthor.id) },
      ],
    })
    const registered = await publish(env.db, author, as(author), { level: AccessLevel.Registered })

    expect((await attach(author, group.id, open.id)).statusCode).toBe(204)
    expect((await attach(coauthor, group.id, shared.id)).statusCode).toBe(204)
    expect((await attach(author, group.id, registered.id)).statusCode).toBe(204)
    // Someone else's publication, a non-member, a visitor.
    expect((await attach(owner, group.id, open.id)).statusCode).toBe(403)
    const strangers = await publish(env.db, stranger, as(stranger))
    expect((await attach(stranger, group.id, strangers.id)).statusCode).toBe(403)
    expect(
      (await as()('POST', `${BASE}/${group.id}/publications`, { publicationId: open.id })).statusCode,
    ).toBe(401)

    const forMember = await listed(stranger, group.id)
    expect(forMember.elements.map((p) => p.id)).toEqual([registered.id, shared.id, open.id])
    expect(forMember.count).toBe(3)
    // A visitor reads the open ones only.
    const forVisitor = await listed(undefined, group.id)
    expect(forVisitor.elements.map((p) => p.id)).toEqual([shared.id, open.id])
    expect(forVisitor.count).toBe(2)
  })

  it('are taken off by the member who attached them or a moderator, by nobody else', async () => {
    const [owner, author, member] = await Promise.all([newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner))
    await join(as(author), group.id)
    await join(as(member), group.id)
    const [first, second] = [
      await publish(env.db, author, as(author)),
      await publish(env.db, author, as(author)),
    ]
    await attach(author, group.id, first.id)
    await attach(author, group.id, second.id)
    expect((await detach(member, group.id, first.id)).statusCode).toBe(403)
    expect((await detach(author, group.id, first.id)).statusCode).toBe(204)
    expect((await detach(owner, group.id, second.id)).statusCode).toBe(204)
    expect((await detach(owner, group.id, second.id)).statusCode).toBe(404)
    expect((await listed(member, group.id)).count).toBe(0)
  })

  it('are taken off by a member who is an author though another attached them, not by a visitor', async () => {
    const [owner, moderator, author, coauthor, member, outsider] = await Promise.all([
      newUser(),
      newUser(),
      newUser(),
      newUser(),
      newUser(),
      newUser(),
    ])
    const group = await createGroup(as(owner))
    for (const user of [moderator, author, coauthor, member]) await join(as(user), group.id)
    const appointed = await as(owner)('PATCH', `${BASE}/${group.id}/members/${moderator.id}`, { role: 2 })
    expect(appointed.statusCode, appointed.body).toBe(200)
    const linked = (user: TestUser, lastName: string) => ({
      lastName,
      firstName: 'A',
      rUser: formatRef(Dictionary.user, user.id),
    })
    const byBoth = () =>
      publish(env.db, author, as(author), {
        authors: [linked(author, 'Author'), linked(coauthor, 'Coauthor'), linked(outsider, 'Outsider')],
      })
    const [first, second] = [await byBoth(), await byBoth()]
    await attach(author, group.id, first.id)
    await attach(author, group.id, second.id)

    // A member who is not an author, an author who is not a member, a visitor.
    expect(refusal(await detach(member, group.id, first.id))).toEqual({
      status: 403,
      code: GeneralErrorCode.Forbidden,
    })
    expect((await detach(outsider, group.id, first.id)).statusCode).toBe(403)
    expect((await as()('DELETE', `${BASE}/${group.id}/publications/${first.id}`)).statusCode).toBe(401)
    // The co-author did not attach it, and may still take it off; so may a moderator.
    expect((await detach(coauthor, group.id, first.id)).statusCode).toBe(204)
    expect((await detach(moderator, group.id, second.id)).statusCode).toBe(204)
    expect((await listed(member, group.id)).count).toBe(0)
  })

  it("of a hidden group are its members' only", async () => {
    const [owner, stranger] = await Promise.all([newUser(), newUser()])
    const group = await createGroup(as(owner), { visibility: GroupVisibility.Hidden })
    const item = await publish(env.db, owner, as(owner))
    await attach(owner, group.id, item.id)
    expect((await listed(owner, group.id)).count).toBe(1)
    expect((await as(stranger)('GET', `${BASE}/${group.id}/publications`)).statusCode).toBe(404)
  })
})
