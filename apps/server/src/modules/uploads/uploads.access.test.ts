import { AccessLevel, ErrorBody } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { Client, Method } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { uploadPdfs } from '../posts/posts.fixtures'
import {
  addItemFiles,
  createDraft,
  createPublished,
  findUploads,
  publishableForm,
  uploadUrl,
} from './uploads.fixtures'

/**
 * Only the owner reads or writes an upload (uploads.policy): a visitor hears 401; another user 404
 * for an upload they cannot know of, 403 for one whose published item they may read.
 */

const env = useTestServer()
let owner: TestUser
let stranger: TestUser
let follower: TestUser
let api: Client

interface Target {
  upload: string
  item: string
  link: string
  file: string
}

/** An upload of the owner's with one item holding one file (published with `level`, or a draft). */
async function target(level?: AccessLevel): Promise<Target> {
  const { upload, item } = level
    ? await createPublished(api, publishableForm({ cAccessLevel: level }))
    : await createDraft(api)
  const [pdf] = await uploadPdfs(api, 1)
  const [link] = (await addItemFiles(api, item.id, [pdf?.id ?? ''])).files
  return { upload: upload.id, item: item.id, link: link?.id ?? '', file: pdf?.id ?? '' }
}

/** Every route on the target; `spare` is a file of the caller's, for the one route that takes files. */
const requests = (t: Target, spare: string): [Method, string, unknown?][] => [
  ['GET', uploadUrl.upload(t.upload)],
  ['POST', uploadUrl.upload(t.upload)],
  ['DELETE', uploadUrl.upload(t.upload)],
  ['GET', uploadUrl.item(t.item)],
  ['PUT', uploadUrl.item(), { id: t.item, metadata: publishableForm() }],
  ['POST', uploadUrl.files(t.item), { files: [spare] }],
  ['DELETE', uploadUrl.file(t.link)],
]

/** What the owner sees of the target, to prove that refused requests changed nothing. */
const snapshot = async (t: Target) => (await api('GET', uploadUrl.upload(t.upload))).json()

async function expectRefused(client: Client, t: Target, status: number): Promise<void> {
  const before = await snapshot(t)
  const [spare] = await uploadPdfs(client, 1)
  for (const [method, url, body] of requests(t, spare?.id ?? '')) {
    const res = await client(method, url, body)
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
    expect(ErrorBody.safeParse(res.json()).success).toBe(true)
  }
  expect(await snapshot(t)).toEqual(before)
}

beforeAll(async () => {
  ;[owner, stranger, follower] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
  api = env.as(owner)
  const follow = await env.as(follower)('PATCH', '/api/core/user_subscription', [
    { rEntity: `202:${owner.id}`, subscribed: true },
  ])
  expect(follow.statusCode).toBe(200)
})

describe('a visitor', () => {
  it('gets 401 on every uploads route', async () => {
    const t = await target()
    const visitor = env.as()
    const all: [Method, string, unknown?][] = [
      ...requests(t, t.file),
      ['POST', uploadUrl.upload(), {}],
      ['POST', uploadUrl.find, {}],
      ['POST', uploadUrl.extract(t.file)],
    ]
    for (const [method, url, body] of all) {
      const res = await visitor(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(ErrorBody.parse(res.json()).error.code).toBe(1100)
    }
  })
})

describe('another user', () => {
  it('gets 404 on every route of a draft, which they cannot know of, and nothing changes', async () => {
    await expectRefused(env.as(stranger), await target(), 404)
  })

  it('gets 403 on every route of an upload whose published item they may read', async () => {
    await expectRefused(env.as(stranger), await target(AccessLevel.Open), 403)
    await expectRefused(env.as(stranger), await target(AccessLevel.Registered), 403)
  })

  it("gets 404 where the item's level hides it from them, 403 where it does not (followers)", async () => {
    const forFollowers = await target(AccessLevel.Followers)
    await expectRefused(env.as(stranger), forFollowers, 404)
    await expectRefused(env.as(follower), forFollowers, 403)
    await expectRefused(env.as(follower), await target(AccessLevel.Private), 404)
  })

  it("does not learn what the owner's file suggests", async () => {
    const t = await target()
    const res = await env.as(stranger)('POST', uploadUrl.extract(t.file))
    expect(res.statusCode).toBe(404)
    expect((await api('POST', uploadUrl.extract(t.file))).statusCode).toBe(200)
  })

  it("never finds the owner's uploads", async () => {
    await target(AccessLevel.Open)
    expect(await findUploads(env.as(stranger))).toEqual({ count: 0, elements: [] })
  })
})
