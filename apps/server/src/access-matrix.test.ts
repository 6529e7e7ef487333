import { API, ErrorBody, routesOf } from '@nauka/contracts'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { imagePart, pngImage, validAddress, validOrcid } from './modules/profile/profile.fixtures'
import type { RegisteredRoute } from './platform/route-table'
import { databaseFingerprint } from './test/fingerprint'
import type { Client, Method } from './test/http'
import { queryString, validSample } from './test/samples'
import { useTestServer } from './test/test-server'
import { createWorld, fillParams, ownedParams, type World } from './test/world'

/**
 * The access matrix of issue 11, generated from the routes the server really registered: a new
 * route is covered the moment it exists. Visitors get 401 on every protected route under every
 * spelling of its path; a stranger gets 403 or 404 on every route that acts on someone else's
 * object, and the database is left exactly as it was.
 */

/**
 * The routes a visitor may use: those the route table (packages/contracts/src/api) declares public.
 * Making a route public is a decision recorded there, in the route's own description.
 */
const VISITOR_ROUTES = new Set(
  routesOf(API)
    .filter((route) => route.public)
    .map((route) => `${route.method} ${route.path}`),
)

/**
 * Routes with a path parameter on which another user legitimately acts on (or reads) the owner's
 * object: reading a profile or a post, liking, following, their own notification switch. Every
 * other route with a parameter must refuse a stranger.
 */
const SHARED_ROUTES = new Set([
  'GET /api/core/user_subscription/:id',
  'GET /api/core/user_subscription/subscribers/:entity',
  'DELETE /api/core/user_subscription/subscribers/self/:entity',
  'GET /api/core/user_profile/:id',
  'GET /api/core/user_profile/info/:id',
  'GET /api/core/user_profile/:id/labor_activity',
  'GET /api/core/user_profile/:id/education',
  'GET /api/core/user_profile/:id/user_academic_degrees',
  'GET /api/core/user_profile/:id/contact',
  'GET /api/core/user_profile/:id/scientific_interest',
  'GET /api/core/user_profile/:id/image',
  'GET /api/core/user_profile/:id/banner',
  'GET /api/core/post/:id',
  'PUT /api/core/post/:id/react',
  'PUT /api/core/post/comment/:id/react',
  'PUT /api/core/notification/r_object/:uref/comment_status',
  'POST /api/core/feed/items/by_owner/:entity',
  // Anyone who sees an event attends it and leaves it: that is what it is for.
  'POST /api/core/events/:id/attendance',
  'DELETE /api/core/events/:id/attendance',
  // Anyone who sees a group joins or asks to, leaves, and follows it: that is what it is for.
  'POST /api/core/groups/:id/join',
  'POST /api/core/groups/:id/leave',
  'PUT /api/core/groups/:id/follow',
  'DELETE /api/core/groups/:id/follow',
  // Others write to a listing's author and report the listing: that is what they are for.
  'POST /api/core/market/listings/:id/contact',
  'POST /api/core/market/listings/:id/reports',
])

const keyOf = (r: Pick<RegisteredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`
const hasParams = (url: string) => url.includes(':') || url.includes('*')

/** Spellings of one path that a router, a proxy or a browser may treat as the same path. */
export function pathVariants(path: string): string[] {
  const [, first = '', ...rest] = path.split('/')
  const tail = rest.join('/')
  const encodeAt = (segment: string, i: number) =>
    `${segment.slice(0, i)}%${segment.charCodeAt(i).toString(16)}${segment.slice(i + 1)}`
  const last = rest.at(-1) ?? ''
  const encodedLast = /^[a-z]/i.test(last) ? [...rest.slice(0, -1), encodeAt(last, 0)].join('/') : tail
  return [
    path,
    `/${encodeAt(first, 0)}/${tail}`,
    `/${encodeAt(first, first.length - 1)}/${tail}`,
    `/${[...first].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}/${tail}`,
    `/${first}/${encodedLast}`,
    `/${first}//${tail}`,
    `/${first}%2F${tail}`,
    `${path}/`,
    `/${first.toUpperCase()}/${tail}`,
    `/${first}/${tail.toUpperCase()}`,
    `/${first}/./${tail}`,
  ]
}

const env = useTestServer()
let world: World
let routes: readonly RegisteredRoute[]
let image: Buffer

beforeAll(async () => {
  world = await createWorld(env)
  routes = world.env.t.app.routeTable()
  image = await pngImage(32, 32)
})

const guarded = () => routes.filter((r) => !r.public && !r.url.startsWith('/api/docs'))

const send = (client: Client, method: string, url: string, body?: unknown, multipart = false) =>
  multipart
    ? client.raw({ method: method as Method, url, ...imagePart(image) })
    : client(method as Method, url, method === 'GET' ? undefined : (body ?? {}))

const isError = (res: LightMyRequestResponse) => ErrorBody.safeParse(res.json()).success

describe('the route table', () => {
  it('holds every module of the API, protected by default', () => {
    const keys = routes.map(keyOf)
    expect(keys).toEqual(expect.arrayContaining(['GET /api/core/user/me', 'POST /api/core/post']))
    expect(guarded().length).toBeGreaterThan(60)
  })

  it('has exactly the visitor routes public', () => {
    const open = routes.filter((r) => r.public && !r.url.startsWith('/api/docs') && r.url !== '/*')
    expect(new Set(open.map(keyOf))).toEqual(VISITOR_ROUTES)
  })
})

describe('visitors', () => {
  it('get 401 (1100) on every protected route, however its path is spelled', async () => {
    const failures: string[] = []
    for (const route of guarded()) {
      const path = route.url.replace(/:[A-Za-z_]+/g, '1').replace('*', 'x')
      for (const url of pathVariants(path)) {
        const res = await send(world.as.visitor, route.method, url)
        const code = isError(res) ? ErrorBody.parse(res.json()).error.code : undefined
        if (res.statusCode !== 401 || code !== 1100)
          failures.push(`${route.method} ${url}: ${res.statusCode}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('get 401 on an API path that matches no route, and a signed-in user 404', async () => {
    for (const url of ['/api/nothing/here', '/API/core/user/me', '/%61pi/core/no_such']) {
      expect((await world.as.visitor('GET', url)).statusCode, url).toBe(401)
      expect((await world.as.stranger('GET', url)).statusCode, url).toBe(404)
    }
  })

  it('are answered on the visitor routes', async () => {
    for (const url of [
      '/api/health',
      '/api/health/ready',
      '/api/core/cls/all?cls=46',
      '/api/core/settings/model',
      '/api/docs/json',
    ]) {
      expect((await world.as.visitor('GET', url)).statusCode, url).toBe(200)
    }
  })

  it('cannot read a private route through an encoded path (the probe: /%61pi/.../education)', async () => {
    const url = `/%61pi/core/user_profile/${world.owner.id}/education`
    const res = await world.as.visitor('GET', url)
    expect(res.statusCode).toBe(401)
    expect(res.body).not.toContain('institution')
  })
})

/** Owner routes that name the object in the body rather than the path. */
function bodyOwnedRequests(w: World): { method: Method; url: string; body: unknown }[] {
  const { ids, owner, stranger } = w
  return [
    { method: 'PATCH', url: '/api/core/post', body: { id: ids.post, title: 'Taken over' } },
    { method: 'POST', url: '/api/chat/v1/dialogs/invite', body: { dialogId: ids.group, user: stranger.id } },
    {
      method: 'PATCH',
      url: '/api/chat/v1/messages/update',
      body: { dialogId: ids.group, messageId: ids.message, updatedText: 'Taken over' },
    },
    {
      method: 'PATCH',
      url: '/api/chat/v1/messages/read',
      body: { dialogId: ids.group, messages: [ids.message], readStatus: 3 },
    },
    { method: 'POST', url: '/api/core/address', body: { ...validAddress, rObject: `202:${owner.id}` } },
    {
      method: 'POST',
      url: '/api/core/obj_identifier',
      body: { ...validOrcid, rObject: `203:${ids.author}` },
    },
    { method: 'POST', url: `/api/core/author?user_id=${owner.id}`, body: { firstName: 'A', lastName: 'B' } },
    {
      method: 'POST',
      url: `/api/core/s/post/${ids.post}/file_default/link`,
      body: { files: [ids.privateFile] },
    },
    {
      method: 'PUT',
      url: '/api/core/upload/item',
      body: { id: ids.uploadItem, metadata: { title: 'Taken over' } },
    },
  ]
}

describe('another user', () => {
  it("gets 403 or 404 on every route that acts on the owner's object, and nothing changes", async () => {
    const failures: string[] = []
    const owned = guarded().filter((r) => hasParams(r.url) && !SHARED_ROUTES.has(keyOf(r)))
    expect(owned.length).toBeGreaterThan(30)
    for (const route of owned) {
      const params = ownedParams(route.url, world)
      if (!params) {
        failures.push(
          `${keyOf(route)}: no object of the owner is known for its parameters (add it to the world)`,
        )
        continue
      }
      const body = route.multipart ? undefined : validSample(route.schema.body)
      if (body === null) {
        failures.push(`${keyOf(route)}: no valid body could be generated from its schema`)
        continue
      }
      const url = fillParams(route.url, params) + queryString(validSample(route.schema.querystring))
      const before = await databaseFingerprint(world)
      const res = await send(world.as.stranger, route.method, url, body, route.multipart)
      const after = await databaseFingerprint(world)
      if (![403, 404].includes(res.statusCode) || !isError(res))
        failures.push(`${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 160)}`)
      else if (JSON.stringify(after) !== JSON.stringify(before))
        failures.push(`${route.method} ${url}: refused, but the database changed`)
    }
    expect(failures).toEqual([])
  })

  it("gets 403 or 404 when the body names the owner's object, and nothing changes", async () => {
    const failures: string[] = []
    for (const request of bodyOwnedRequests(world)) {
      const before = await databaseFingerprint(world)
      const res = await world.as.stranger(request.method, request.url, request.body)
      const after = await databaseFingerprint(world)
      if (![403, 404].includes(res.statusCode) || !isError(res))
        failures.push(`${request.method} ${request.url}: ${res.statusCode} ${res.body.slice(0, 160)}`)
      else if (JSON.stringify(after) !== JSON.stringify(before))
        failures.push(`${request.method} ${request.url}: refused, but the database changed`)
    }
    expect(failures).toEqual([])
  })

  it('leaves the owner able to do what the stranger could not (the world is well formed)', async () => {
    const res = await world.as.owner('GET', `/api/chat/v1/dialogs/info/${world.ids.group}`)
    expect(res.statusCode).toBe(200)
    expect((await world.as.owner('GET', `/api/core/file/${world.ids.privateFile}`)).statusCode).toBe(200)
  })
})
