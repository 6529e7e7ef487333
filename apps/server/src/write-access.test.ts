import { ErrorBody } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  imagePart,
  pngImage,
  seedProfile,
  validAddress,
  validContact,
  validEducation,
  validLabor,
  validOrcid,
} from './modules/profile/profile.fixtures'
import type { TestUser } from './test/auth-helpers'
import type { Client, Method } from './test/http'
import { useTestServer } from './test/test-server'

/**
 * DESIGN "Tests": every write endpoint of the profile and follow modules refuses a visitor (401)
 * and another user (403). The table is checked against the routes the server really has, so a new
 * write route without a row here fails the first test.
 */

interface WriteRoute {
  method: Method
  /** The route as the OpenAPI document names it. */
  route: string
  url: string
  body?: unknown
  multipart?: boolean
  /** Acts on the caller's own data by construction: there is no "another user's" form of it. */
  selfOnly?: boolean
}

const env = useTestServer()
let owner: TestUser
let other: TestUser
let ids: Awaited<ReturnType<typeof seedProfile>>
let image: Buffer
let routes: WriteRoute[]
let documented: string[]

beforeAll(async () => {
  ;[owner, other] = await Promise.all([env.newUser(), env.newUser()])
  ids = await seedProfile(env.as(owner), owner.id)
  image = await pngImage(64, 64)
  const u = `/api/core/user_profile/${owner.id}`
  routes = [
    {
      method: 'POST',
      route: '/api/core/user_profile/info',
      url: '/api/core/user_profile/info',
      body: { firstName: 'X' },
      selfOnly: true,
    },
    {
      method: 'PATCH',
      route: '/api/core/user_profile/settings',
      url: '/api/core/user_profile/settings',
      body: { '132:15': false },
      selfOnly: true,
    },
    {
      method: 'PUT',
      route: '/api/core/user_prefs/{id}',
      url: `/api/core/user_prefs/${owner.id}`,
      body: { theme: { kind: 'dark' } },
    },
    {
      method: 'PUT',
      route: '/api/core/user_profile/info/image/{id}',
      url: `/api/core/user_profile/info/image/${owner.id}`,
      multipart: true,
    },
    {
      method: 'DELETE',
      route: '/api/core/user_profile/info/image/{id}',
      url: `/api/core/user_profile/info/image/${owner.id}`,
    },
    {
      method: 'PUT',
      route: '/api/core/user_profile/info/banner/{id}',
      url: `/api/core/user_profile/info/banner/${owner.id}`,
      multipart: true,
    },
    {
      method: 'DELETE',
      route: '/api/core/user_profile/info/banner/{id}',
      url: `/api/core/user_profile/info/banner/${owner.id}`,
    },
    {
      method: 'POST',
      route: '/api/core/user_profile/{id}/labor_activity',
      url: `${u}/labor_activity`,
      body: validLabor,
    },
    {
      method: 'PATCH',
      route: '/api/core/user_profile/{id}/labor_activity/{itemId}',
      url: `${u}/labor_activity/${ids.labor}`,
      body: validLabor,
    },
    {
      method: 'DELETE',
      route: '/api/core/user_profile/{id}/labor_activity/{itemId}',
      url: `${u}/labor_activity/${ids.labor}`,
    },
    {
      method: 'POST',
      route: '/api/core/user_profile/{id}/education',
      url: `${u}/education`,
      body: validEducation,
    },
    {
      method: 'PATCH',
      route: '/api/core/user_profile/{id}/education/{itemId}',
      url: `${u}/education/${ids.education}`,
      body: validEducation,
    },
    {
      method: 'DELETE',
      route: '/api/core/user_profile/{id}/education/{itemId}',
      url: `${u}/education/${ids.education}`,
    },
    {
      method: 'POST',
      route: '/api/core/user_profile/{id}/user_academic_degrees',
      url: `${u}/user_academic_degrees`,
      body: { cDegree: '55:1', year: 2010 },
    },
    {
      method: 'PATCH',
      route: '/api/core/user_profile/{id}/user_academic_degrees',
      url: `${u}/user_academic_degrees`,
      body: [],
    },
    { method: 'POST', route: '/api/core/user_profile/{id}/contact', url: `${u}/contact`, body: validContact },
    {
      method: 'PATCH',
      route: '/api/core/user_profile/{id}/contact/{itemId}',
      url: `${u}/contact/${ids.contact}`,
      body: validContact,
    },
    {
      method: 'DELETE',
      route: '/api/core/user_profile/{id}/contact/{itemId}',
      url: `${u}/contact/${ids.contact}`,
    },
    {
      method: 'POST',
      route: '/api/core/user_profile/{id}/scientific_interest',
      url: `${u}/scientific_interest`,
      body: { dsc: 'x', keywords: ['y'] },
    },
    {
      method: 'PATCH',
      route: '/api/core/user_profile/{id}/scientific_interest',
      url: `${u}/scientific_interest`,
      body: [],
    },
    {
      method: 'POST',
      route: '/api/core/address',
      url: '/api/core/address',
      body: { ...validAddress, rObject: `202:${owner.id}` },
    },
    {
      method: 'PATCH',
      route: '/api/core/address/{id}',
      url: `/api/core/address/${ids.address}`,
      body: { city: 'Elsewhere' },
    },
    { method: 'DELETE', route: '/api/core/address/{id}', url: `/api/core/address/${ids.address}` },
    {
      method: 'POST',
      route: '/api/core/author',
      url: `/api/core/author?user_id=${owner.id}`,
      body: { firstName: 'A', lastName: 'B' },
    },
    {
      method: 'PATCH',
      route: '/api/core/author/{id}',
      url: `/api/core/author/${ids.author}`,
      body: { firstName: 'A', lastName: 'B' },
    },
    { method: 'DELETE', route: '/api/core/author/{id}', url: `/api/core/author/${ids.author}` },
    {
      method: 'POST',
      route: '/api/core/obj_identifier',
      url: '/api/core/obj_identifier',
      body: { rObject: `203:${ids.author}`, cIdentifier: '38:6', value: '1234-5678' },
    },
    {
      method: 'PATCH',
      route: '/api/core/obj_identifier/{id}',
      url: `/api/core/obj_identifier/${ids.identifier}`,
      body: validOrcid,
    },
    {
      method: 'DELETE',
      route: '/api/core/obj_identifier/{id}',
      url: `/api/core/obj_identifier/${ids.identifier}`,
    },
    {
      method: 'PATCH',
      route: '/api/core/user_subscription',
      url: '/api/core/user_subscription',
      body: [{ rEntity: `202:${owner.id}`, subscribed: true }],
      selfOnly: true,
    },
    {
      method: 'DELETE',
      route: '/api/core/user_subscription/subscribers/self/{entity}',
      url: `/api/core/user_subscription/subscribers/self/user:${owner.id}`,
      selfOnly: true,
    },
  ]
  const doc = (await env.t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> }
  documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  )
})

const send = (api: Client, r: WriteRoute) =>
  r.multipart
    ? api.raw({ method: r.method, url: r.url, ...imagePart(image) })
    : api(r.method, r.url, r.body ?? (r.method === 'DELETE' ? undefined : {}))

const PROFILE_AND_FOLLOW =
  /^(POST|PUT|PATCH|DELETE) \/api\/core\/(user_profile|user_prefs|address|author|obj_identifier|user_subscription)/

describe('write access to profiles and follows', () => {
  it('has a row for every profile and follow write route the server has', () => {
    const covered = new Set(routes.map((r) => `${r.method} ${r.route}`))
    const missing = documented.filter((route) => PROFILE_AND_FOLLOW.test(route) && !covered.has(route))
    expect(missing).toEqual([])
    expect(covered.size).toBe(routes.length)
  })

  it('refuses a visitor with 401 on every write route', async () => {
    const visitor = env.as()
    for (const r of routes) {
      const res = await send(visitor, r)
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401)
      expect(ErrorBody.parse(res.json()).error.code).toBe(1100)
    }
  })

  it("refuses another user with 403 on every write route of the owner's data", async () => {
    const intruder = env.as(other)
    for (const r of routes.filter((route) => !route.selfOnly)) {
      const res = await send(intruder, r)
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(403)
      expect(ErrorBody.parse(res.json()).error.type).toBe('access')
    }
  })

  it('left every item of the owner as it was after the refused writes', async () => {
    const profile = (await env.as(owner)('GET', `/api/core/user_profile/${owner.id}`)).json()
    expect(profile.laborActivities.map((l: { id: number }) => l.id)).toEqual([ids.labor])
    expect(profile.education.map((e: { id: number }) => e.id)).toEqual([ids.education])
    expect(profile.contactData).toEqual([{ id: ids.contact, ...validContact }])
    expect(profile.addresses).toEqual([expect.objectContaining({ id: ids.address, city: null })])
    expect(profile.authors).toEqual([
      expect.objectContaining({
        id: ids.author,
        firstName: 'Marie',
        identifiers: [expect.objectContaining({ id: ids.identifier })],
      }),
    ])
    expect(profile.imageUrl).toBeNull()
  })

  it('applies the self-only writes to the caller, never to the owner', async () => {
    const intruder = env.as(other)
    expect(
      (await intruder('POST', '/api/core/user_profile/info', { firstName: 'Intruder' })).statusCode,
    ).toBe(200)
    const ownerInfo = (await env.as(owner)('GET', '/api/core/user/me')).json()
    expect(ownerInfo.firstName).toBeNull()
    const otherInfo = (await intruder('GET', '/api/core/user/me')).json()
    expect(otherInfo.firstName).toBe('Intruder')
  })
})
