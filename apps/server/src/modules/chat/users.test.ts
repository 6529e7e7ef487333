import { randomUUID } from 'node:crypto'
import { UserSearchList, UsersStatusAnswer } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { createGroup, nameUser } from './dialogs.fixtures'

const env = useTestServer()
const { newUser, as: api } = env
const SEARCH = '/api/chat/v1/users/search'

async function search(user: TestUser, query: string) {
  const res = await api(user)('GET', `${SEARCH}?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return UserSearchList.parse(res.json())
}

/** `n` users whose names all hold `tag` (so a test finds only its own people). */
async function named(tag: string, n: number): Promise<TestUser[]> {
  const people = await Promise.all(Array.from({ length: n }, () => newUser()))
  for (const [i, person] of people.entries())
    await nameUser(env.db, person.id, { firstName: `${tag}${i}`, lastName: 'Ivanova' })
  return people
}

describe('people search (SPEC 5, 7)', () => {
  it('finds people by name, surname or nickname, case-insensitively, never yourself', async () => {
    const tag = `Zq${randomUUID().slice(0, 6)}`
    const [me, ann] = await named(tag, 2)
    if (!me || !ann) throw new Error('no users')
    await nameUser(env.db, ann.id, { nickname: `${tag}_nick` })
    const found = await search(me, `searchField=${tag.toLowerCase()}`)
    expect(found.map((u) => u.id)).toEqual([ann.id])
    expect(found[0]).toMatchObject({ fullName: `${tag}1 Ivanova`, nickname: `${tag}_nick`, image: null })
    expect(found[0]?.status).toEqual({ isOnline: false, lastSeen: null })
    expect((await search(me, `searchField=${tag}_NICK`)).map((u) => u.id)).toEqual([ann.id])
    // "_" is a character here, not a LIKE wildcard.
    expect(await search(me, `searchField=${tag.slice(0, 3)}_${tag.slice(4)}`)).toEqual([])
  })

  it('leaves out the members of the dialog, and people blocked either way', async () => {
    const tag = `Zq${randomUUID().slice(0, 6)}`
    const [me, inGroup, blocker, blocked, free] = await named(tag, 5)
    if (!me || !inGroup || !blocker || !blocked || !free) throw new Error('no users')
    const { id } = await createGroup(api(me), [inGroup.id])
    await api(blocker)('PATCH', '/api/core/user_subscription', [{ rEntity: `202:${me.id}`, blocked: true }])
    await api(me)('PATCH', '/api/core/user_subscription', [{ rEntity: `202:${blocked.id}`, blocked: true }])
    expect((await search(me, `searchField=${tag}&dialogId=${id}`)).map((u) => u.id)).toEqual([free.id])
    expect((await search(me, `searchField=${tag}`)).map((u) => u.id).sort()).toEqual(
      [inGroup.id, free.id].sort(),
    )
  })

  it('pages with limit and page', async () => {
    const tag = `Zq${randomUUID().slice(0, 6)}`
    const [me, ...rest] = await named(tag, 6)
    if (!me) throw new Error('no user')
    const first = await search(me, `searchField=${tag}&limit=3&page=1`)
    const second = await search(me, `searchField=${tag}&limit=3&page=2`)
    expect([first.length, second.length]).toEqual([3, 2])
    expect([...first, ...second].map((u) => u.id).sort()).toEqual(rest.map((u) => u.id).sort())
  })

  it('suggests the people you follow when there is no text', async () => {
    // The third user exists but is not followed: not suggested.
    const [me, followed] = [await newUser(), await newUser(), await newUser()]
    const res = await api(me)('PATCH', '/api/core/user_subscription', [
      { rEntity: `202:${followed.id}`, subscribed: true },
    ])
    expect(res.statusCode, res.body).toBe(200)
    expect((await search(me, '')).map((u) => u.id)).toEqual([followed.id])
  })
})

describe('online status', () => {
  it('answers each asked user: offline and never seen before any socket', async () => {
    const [me, other] = [await newUser(), await newUser()]
    const res = await api(me)('POST', '/api/chat/v1/users/status', { users: [other.id, me.id] })
    expect(res.statusCode, res.body).toBe(200)
    expect(UsersStatusAnswer.parse(res.json())).toEqual([
      { userId: other.id, isOnline: false, lastSeen: null },
      { userId: me.id, isOnline: false, lastSeen: null },
    ])
    const bad = await api(me)('POST', '/api/chat/v1/users/status', { users: [] })
    expect(bad.statusCode).toBe(400)
  })
})
