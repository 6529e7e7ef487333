import { ErrorBody, Post, PostPage, Reaction } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client, Method } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { createPost, postBody, uploadPdfs } from './posts.fixtures'

/**
 * DESIGN "Tests": every write route of posts refuses a visitor (401); the author-only ones refuse
 * another user (403). The table is checked against the routes the server has, so a new write
 * route without a row here fails the first test.
 */

interface WriteRoute {
  method: Method
  /** The route as the OpenAPI document names it. */
  route: string
  url: string
  body?: unknown
  /** Only the author may: another user gets 403. Otherwise another user is allowed. */
  authorOnly: boolean
}

const env = useTestServer()
let author: TestUser
let other: TestUser
let api: Client
let otherApi: Client
let post: Post
let attached: string
let loose: string
let routes: WriteRoute[]
let documented: string[]

beforeAll(async () => {
  ;[author, other] = await Promise.all([env.newUser(), env.newUser()])
  api = env.as(author)
  otherApi = env.as(other)
  const [first, second] = await uploadPdfs(api, 2)
  attached = first?.id ?? ''
  loose = second?.id ?? ''
  post = await createPost(api, { files: [attached] })
  const id = post.id
  routes = [
    { method: 'POST', route: '/api/core/post', url: '/api/core/post', body: postBody(), authorOnly: false },
    {
      method: 'PATCH',
      route: '/api/core/post',
      url: '/api/core/post',
      body: { id, title: 'Changed' },
      authorOnly: true,
    },
    { method: 'DELETE', route: '/api/core/post/{id}', url: `/api/core/post/${id}`, authorOnly: true },
    {
      method: 'PUT',
      route: '/api/core/post/{id}/react',
      url: `/api/core/post/${id}/react`,
      body: JSON.stringify(Reaction.Like),
      authorOnly: false,
    },
    {
      method: 'POST',
      route: '/api/core/s/post/{id}/file_default/link',
      url: `/api/core/s/post/${id}/file_default/link`,
      body: { files: [loose] },
      authorOnly: true,
    },
    {
      method: 'DELETE',
      route: '/api/core/s/post/{id}/unlink',
      url: `/api/core/s/post/${id}/unlink`,
      body: { files: [attached], deleteFiles: true },
      authorOnly: true,
    },
  ]
  const doc = (await env.t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> }
  documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  )
})

const JSON_HEADERS = { 'content-type': 'application/json' }
const send = (client: Client, r: WriteRoute) =>
  r.body === undefined ? client(r.method, r.url) : client(r.method, r.url, r.body, JSON_HEADERS)
const error = (body: string) => ErrorBody.parse(JSON.parse(body))
const current = async () => Post.parse((await api('GET', `/api/core/post/${post.id}`)).json())

// Comments (`/post/comment…`) are another module's routes, with their own access tests.
const POST_WRITES = /^(POST|PUT|PATCH|DELETE) \/api\/core\/(post(\/\{id\}.*)?|s\/post\/.*)$/

describe('write access to posts', () => {
  it('has a row for every post write route the server has', () => {
    const covered = new Set(routes.map((r) => `${r.method} ${r.route}`))
    const missing = documented.filter((route) => POST_WRITES.test(route) && !covered.has(route))
    expect(missing).toEqual([])
    expect(covered.size).toBe(routes.length)
  })

  it('refuses a visitor with 401 on every write route, changing nothing', async () => {
    const visitor = env.as()
    const before = await current()
    for (const r of routes) {
      const res = await send(visitor, r)
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401)
      expect(error(res.body).error.code).toBe(1100)
    }
    expect(await current()).toEqual(before)
  })

  it('refuses another user with 403 on the author-only routes, changing nothing', async () => {
    const before = await current()
    const theirPosts = PostPage.parse((await otherApi('POST', '/api/core/post/fetch', {})).json()).count
    for (const r of routes.filter((route) => route.authorOnly)) {
      const res = await send(otherApi, r)
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403)
      expect(error(res.body).error.message).toBe(translate('ru', 'posts.notAuthor'))
    }
    expect(await current()).toEqual(before)
    expect(PostPage.parse((await otherApi('POST', '/api/core/post/fetch', {})).json()).count).toBe(theirPosts)
    // The attached file was neither detached nor deleted, the loose one not attached.
    expect((await api('GET', `/api/core/file/${attached}`)).statusCode).toBe(200)
    expect((await otherApi('GET', `/api/core/file/${attached}`)).statusCode).toBe(200)
    expect((await otherApi('GET', `/api/core/file/${loose}`)).statusCode).toBe(404)
  })

  it('lets another user like and read the post (the routes open to every reader)', async () => {
    const like = routes.find((r) => r.route.endsWith('/react'))
    if (!like) throw new Error('no react route')
    const res = await send(otherApi, like)
    expect(res.statusCode, res.body).toBe(200)
    expect(Post.parse(res.json()).myReaction).toBe(Reaction.Like)
  })

  it('lets the author use every author-only route', async () => {
    // Deleting the post goes last: the others act on it.
    const deleteLast = (r: WriteRoute) => (r.route === '/api/core/post/{id}' ? 1 : 0)
    const own = routes.filter((route) => route.authorOnly).sort((a, b) => deleteLast(a) - deleteLast(b))
    for (const r of own) {
      const res = await send(api, r)
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBeLessThan(300)
    }
  })
})

describe('blocks', () => {
  const block = (client: Client, userId: number, blocked: boolean) =>
    client('PATCH', '/api/core/user_subscription', [{ rEntity: `202:${userId}`, blocked }])
  const react = (client: Client, id: number) =>
    client('PUT', `/api/core/post/${id}/react`, JSON.stringify(Reaction.Like), JSON_HEADERS)

  it('hides the post of an author who blocked the reader: 404 on reading, and no like', async () => {
    const hidden = await createPost(api)
    expect((await block(api, other.id, true)).statusCode).toBe(200)
    const read = await otherApi('GET', `/api/core/post/${hidden.id}`)
    expect(read.statusCode).toBe(404)
    expect(error(read.body).error.message).toBe(translate('ru', 'posts.notFound'))
    expect((await react(otherApi, hidden.id)).statusCode).toBe(404)
    const seen = Post.parse((await api('GET', `/api/core/post/${hidden.id}`)).json())
    expect(seen.meta).toEqual({ view_count: 0, comment_count: 0, reaction_count: 0 })
    await block(api, other.id, false)
    expect((await otherApi('GET', `/api/core/post/${hidden.id}`)).statusCode).toBe(200)
  })

  it('hides the posts of an author the reader blocked', async () => {
    const hidden = await createPost(api)
    await block(otherApi, author.id, true)
    expect((await otherApi('GET', `/api/core/post/${hidden.id}`)).statusCode).toBe(404)
    expect((await react(otherApi, hidden.id)).statusCode).toBe(404)
    await block(otherApi, author.id, false)
    expect((await react(otherApi, hidden.id)).statusCode).toBe(200)
  })
})
