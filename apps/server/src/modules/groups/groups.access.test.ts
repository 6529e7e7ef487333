import { ErrorBody, GeneralErrorCode } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { Method } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { publish } from '../publications/publications.fixtures'
import { BASE, createGroup, groupName, join } from './groups.fixtures'

/**
 * DESIGN "Tests": every write route of the groups refuses a visitor (401) and another user (403),
 * and the refused request leaves the group as it was. Joining, leaving and following are what
 * another user does with a group, so for them only the visitor is refused.
 */
const env = useTestServer()
let owner: TestUser
let member: TestUser
let other: TestUser
let groupId: number
let publicationId: string

beforeAll(async () => {
  ;[owner, member, other] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
  groupId = (await createGroup(env.as(owner))).id
  await join(env.as(member), groupId)
  publicationId = (await publish(env.db, owner, env.as(owner))).id
  const attached = await env.as(owner)('POST', `${BASE}/${groupId}/publications`, { publicationId })
  expect(attached.statusCode).toBe(204)
})

interface WriteRoute {
  method: Method
  url: () => string
  body?: () => unknown
}

const routes: Record<string, WriteRoute> = {
  update: { method: 'PATCH', url: () => `${BASE}/${groupId}`, body: () => ({ description: 'Taken over' }) },
  remove: { method: 'DELETE', url: () => `${BASE}/${groupId}` },
  updateMember: {
    method: 'PATCH',
    url: () => `${BASE}/${groupId}/members/${member.id}`,
    body: () => ({ role: 2 }),
  },
  removeMember: { method: 'DELETE', url: () => `${BASE}/${groupId}/members/${member.id}` },
  invite: { method: 'POST', url: () => `${BASE}/${groupId}/invites`, body: () => ({ users: [other.id] }) },
  createPost: {
    method: 'POST',
    url: () => `${BASE}/${groupId}/posts`,
    body: () => ({ title: 'Intruder', text: 'Hello' }),
  },
  attachPublication: {
    method: 'POST',
    url: () => `${BASE}/${groupId}/publications`,
    body: () => ({ publicationId }),
  },
  detachPublication: { method: 'DELETE', url: () => `${BASE}/${groupId}/publications/${publicationId}` },
}
const shared: Record<string, WriteRoute> = {
  create: { method: 'POST', url: () => BASE, body: () => ({ name: groupName() }) },
  join: { method: 'POST', url: () => `${BASE}/${groupId}/join` },
  leave: { method: 'POST', url: () => `${BASE}/${groupId}/leave` },
  follow: { method: 'PUT', url: () => `${BASE}/${groupId}/follow` },
  unfollow: { method: 'DELETE', url: () => `${BASE}/${groupId}/follow` },
}

const snapshot = async () =>
  JSON.stringify([
    (await env.as(owner)('GET', `${BASE}/${groupId}`)).json(),
    (await env.as(owner)('GET', `${BASE}/${groupId}/members?status=1`)).json(),
    (await env.as(owner)('GET', `${BASE}/${groupId}/members?status=3`)).json(),
    (await env.as(owner)('GET', `${BASE}/${groupId}/posts`)).json(),
    (await env.as(owner)('GET', `${BASE}/${groupId}/publications`)).json(),
  ])

describe('every write route of the groups', () => {
  it.each(Object.entries({ ...routes, ...shared }))('%s refuses a visitor (401)', async (_, route) => {
    const res = await env.as()(route.method, route.url(), route.body?.() ?? {})
    expect(res.statusCode).toBe(401)
    expect(ErrorBody.parse(res.json()).error.code).toBe(1100)
  })

  it.each(Object.entries(routes))('%s refuses another user (403) and changes nothing', async (_, route) => {
    const before = await snapshot()
    const res = await env.as(other)(route.method, route.url(), route.body?.() ?? {})
    expect(res.statusCode, res.body).toBe(403)
    expect(ErrorBody.parse(res.json()).error.code).toBe(GeneralErrorCode.Forbidden)
    expect(await snapshot()).toBe(before)
  })
})
