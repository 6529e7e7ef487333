import { ErrorBody, GeneralErrorCode } from '@nauka/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { files, posts } from '../db/schema'
import { BASE, createPersonal, dialogInfo } from '../modules/chat/dialogs.fixtures'
import type { TestUser } from '../test/auth-helpers'
import type { Client } from '../test/http'
import { useTestServer } from '../test/test-server'
import { translate } from './i18n/messages'
import { tokenOf } from './realtime/socket-test-client'

/** Cookie-authenticated writes from pages that are not ours (the test server's PUBLIC_URL is http://nauka.test). */

const env = useTestServer()
let me: TestUser
let api: Client
let dialog: number

beforeAll(async () => {
  me = await env.newUser()
  const friend = await env.newUser()
  api = env.as(me)
  dialog = (await createPersonal(api, friend.id)).id
})

const OURS = 'http://nauka.test'
/** What browsers send from a page of another site, or of another port of our host (same site). */
const FOREIGN: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'http://nauka.test:8081' },
  { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  { 'sec-fetch-site': 'same-site', origin: 'http://nauka.test:8081' },
  { 'sec-fetch-site': 'same-site' },
]

/** A multipart body with one small text file, as a form with a file input sends it. */
async function formBody() {
  const form = new FormData()
  form.append('files', new Blob(['hello'], { type: 'text/plain' }), 'note.txt')
  const request = new Request('http://x/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  }
}

/** The writes a hostile page tried: pin and mute with a text/plain form, a post, a file upload. */
async function writes(headers: Record<string, string>) {
  const form = await formBody()
  const plain = { ...headers, 'content-type': 'text/plain' }
  return {
    pin: await api('POST', `${BASE}/pin/${dialog}`, 'x=1', plain),
    mute: await api('POST', `${BASE}/disable-notifications/${dialog}`, 'x=1', plain),
    post: await api(
      'POST',
      '/api/core/post',
      { title: 'Cross-site', text: 'Posted by another page' },
      headers,
    ),
    upload: await api('POST', '/api/core/files', form.payload, { ...headers, 'content-type': form.type }),
  }
}

const state = async () => {
  const info = await dialogInfo(api, dialog)
  const [ownPosts, ownFiles] = await Promise.all([
    env.db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, me.id)),
    env.db.select({ id: files.id }).from(files).where(eq(files.ownerId, me.id)),
  ])
  return {
    pinned: info.isPinned,
    muted: info.notificationsDisable,
    posts: ownPosts.length,
    files: ownFiles.length,
  }
}

const expectRefusal = (body: string) => {
  const { error } = ErrorBody.parse(JSON.parse(body))
  expect(error.code).toBe(GeneralErrorCode.Forbidden)
  expect(error.message).toBe(translate('ru', 'request.crossSite'))
}

describe('writes with the session cookie', () => {
  it('refuses them from another site and from another port of our host, and changes nothing', async () => {
    const before = await state()
    for (const headers of FOREIGN) {
      for (const [name, res] of Object.entries(await writes(headers))) {
        expect(res.statusCode, `${name} ${JSON.stringify(headers)}: ${res.body}`).toBe(403)
        expectRefusal(res.body)
      }
    }
    expect(await state()).toEqual(before)
  })

  it('accepts them from our origin, told by Origin or by Sec-Fetch-Site', async () => {
    const form = await formBody()
    const ours = { origin: OURS }
    const sameOrigin = { 'sec-fetch-site': 'same-origin', origin: OURS }
    expect((await api('POST', `${BASE}/pin/${dialog}`, undefined, ours)).statusCode).toBe(200)
    expect(
      (await api('POST', `${BASE}/disable-notifications/${dialog}`, undefined, sameOrigin)).statusCode,
    ).toBe(200)
    const post = await api('POST', '/api/core/post', { title: 'Ours', text: 'From our page' }, sameOrigin)
    expect(post.statusCode, post.body).toBe(201)
    const upload = await api('POST', '/api/core/files', form.payload, { ...ours, 'content-type': form.type })
    expect(upload.statusCode, upload.body).toBe(201)
    expect(await state()).toMatchObject({ pinned: true, muted: true })
    await api('POST', `${BASE}/unpin/${dialog}`)
    await api('POST', `${BASE}/enable-notifications/${dialog}`)
  })

  it('accepts a bearer token from any origin: a browser cannot attach one cross-site', async () => {
    const bearer = { authorization: `Bearer ${tokenOf(me.cookie)}`, origin: 'https://evil.example' }
    const res = await env.as()(
      'POST',
      '/api/core/post',
      { title: 'App', text: 'From the app' },
      {
        ...bearer,
        'sec-fetch-site': 'cross-site',
      },
    )
    expect(res.statusCode, res.body).toBe(201)
  })
})

describe('bodies a form can send', () => {
  it('refuses text/plain, urlencoded and multipart with 415 where no file is taken, even from our origin', async () => {
    const before = await state()
    const form = await formBody()
    const multipart = { 'content-type': form.type }
    const refused = [
      await api('POST', `${BASE}/pin/${dialog}`, 'x=1', { 'content-type': 'text/plain' }),
      await api('POST', `${BASE}/pin/${dialog}`, 'x=1', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      await api('POST', `${BASE}/pin/${dialog}`, form.payload, multipart),
      await api('POST', '/api/core/post', JSON.stringify({ title: 'Plain', text: 'As text/plain' }), {
        'content-type': 'text/plain;charset=UTF-8',
      }),
      await api('POST', '/api/core/post', form.payload, multipart),
    ]
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(415)
      expect(ErrorBody.parse(res.json()).error.code).toBe(GeneralErrorCode.UnsupportedMediaType)
    }
    expect(await state()).toEqual(before)
  })

  it('takes multipart on the upload route only, not on the other routes beside it', async () => {
    const form = await formBody()
    const upload = await api('POST', '/api/core/files', form.payload, { 'content-type': form.type })
    expect(upload.statusCode, upload.body).toBe(201)
    const [file] = upload.json() as { id: string }[]
    const remove = await api('DELETE', `/api/core/files/${file?.id}`, form.payload, {
      'content-type': form.type,
    })
    expect(remove.statusCode, remove.body).toBe(415)
    expect((await api('GET', `/api/core/file/${file?.id}`)).statusCode).toBe(200)
  })
})

describe('sign-out', () => {
  const validate = (user: TestUser) => env.as(user)('GET', '/api/a/oauth2c/validate')
  const logout = (user: TestUser, method: 'GET' | 'POST', headers: Record<string, string> = {}) =>
    env.as(user)(method, '/api/a/oauth2c/logout', undefined, headers)

  it('keeps the session when a GET comes without proof of our origin (a link or redirect elsewhere)', async () => {
    const user = await env.newUser()
    for (const headers of [{}, ...FOREIGN, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await logout(user, 'GET', headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expectRefusal(res.body)
      expect(res.cookies.find((c) => c.name === 'nauka_session')).toBeUndefined()
    }
    expect((await validate(user)).statusCode).toBe(200)
  })

  it('signs out with GET from our origin, or with a bearer token', async () => {
    const proofs: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { origin: OURS },
      { 'sec-fetch-site': 'none' },
    ]
    for (const headers of proofs) {
      const user = await env.newUser()
      expect((await logout(user, 'GET', headers)).statusCode, JSON.stringify(headers)).toBe(200)
      expect((await validate(user)).statusCode).toBe(401)
    }
    const user = await env.newUser()
    const bearer = await env.t.app.inject({
      url: '/api/a/oauth2c/logout',
      headers: { authorization: `Bearer ${tokenOf(user.cookie)}`, 'sec-fetch-site': 'cross-site' },
    })
    expect(bearer.statusCode).toBe(200)
    expect((await validate(user)).statusCode).toBe(401)
  })

  it('signs out with POST, and refuses a POST from another origin', async () => {
    const user = await env.newUser()
    expect((await logout(user, 'POST', { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403)
    expect((await validate(user)).statusCode).toBe(200)
    const res = await logout(user, 'POST', { 'sec-fetch-site': 'same-origin' })
    expect(res.statusCode).toBe(200)
    expect(res.cookies.find((c) => c.name === 'nauka_session')?.value).toBe('')
    expect((await validate(user)).statusCode).toBe(401)
  })
})
