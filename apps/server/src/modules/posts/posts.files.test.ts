import {
  AttachmentMessage,
  BYTES_PER_MB,
  ErrorBody,
  LIMITS,
  LinkedFilesAnswer,
  Post,
  UnlinkFilesAnswer,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { createPost, ELF, insertFileRow, PDF, postBody, upload, uploadPdfs } from './posts.fixtures'

const env = useTestServer()
let me: TestUser
let other: TestUser
let api: Client
let otherApi: Client

beforeAll(async () => {
  ;[me, other] = await Promise.all([env.newUser(), env.newUser()])
  api = env.as(me)
  otherApi = env.as(other)
})

const error = (body: string) => ErrorBody.parse(JSON.parse(body))
const linkUrl = (postId: number) => `/api/core/s/post/${postId}/file_default/link`
const unlinkUrl = (postId: number) => `/api/core/s/post/${postId}/unlink`
const filesOf = async (client: Client, postId: number) =>
  Post.parse((await client('GET', `/api/core/post/${postId}`)).json()).files.map((f) => f.id)
const expectLimit = (res: { statusCode: number; body: string }, key: string) => {
  expect(res.statusCode, res.body).toBe(400)
  expect(error(res.body).validationErrors).toEqual([{ field: 'files', message: translate('ru', key) }])
}

describe('attaching files to a new post', () => {
  it('creates a post with the uploaded files, in the order sent, readable by others', async () => {
    const files = await uploadPdfs(api, 2)
    const ids = files.map((f) => f.id).reverse()
    const post = await createPost(api, { files: ids })
    expect(post.files.map((f) => f.id)).toEqual(ids)
    expect(post.files[0]).toMatchObject({
      mime: 'application/pdf',
      size: PDF.length,
      url: `/api/core/file/${ids[0]}`,
    })
    expect(await filesOf(otherApi, post.id)).toEqual(ids)
  })

  it('refuses 11 files with tooMany', async () => {
    const files = await uploadPdfs(api, 10)
    const extra = await insertFileRow(env.db, me.id, 10)
    const res = await api('POST', '/api/core/post', postBody({ files: [...files.map((f) => f.id), extra] }))
    expectLimit(res, AttachmentMessage.tooMany)
  })

  it('refuses files of more than 100 MB in total with tooLarge, creating no post', async () => {
    const db = env.db
    const big = [
      await insertFileRow(db, me.id, 60 * BYTES_PER_MB),
      await insertFileRow(db, me.id, 41 * BYTES_PER_MB),
    ]
    const before = (await api('POST', '/api/core/post/fetch', {})).json() as { count: number }
    expectLimit(await api('POST', '/api/core/post', postBody({ files: big })), AttachmentMessage.tooLarge)
    const after = (await api('POST', '/api/core/post/fetch', {})).json() as { count: number }
    expect(after.count).toBe(before.count)
  })

  it('accepts exactly 100 MB in 10 files', async () => {
    const db = env.db
    const size = LIMITS.attachmentsMaxTotalBytes / LIMITS.attachmentsMaxFiles
    const ids = await Promise.all(Array.from({ length: 10 }, () => insertFileRow(db, me.id, size)))
    expect((await api('POST', '/api/core/post', postBody({ files: ids }))).statusCode).toBe(201)
  })

  it('refuses someone else’s file with 403', async () => {
    const [theirs] = await uploadPdfs(otherApi, 1)
    const res = await api('POST', '/api/core/post', postBody({ files: [theirs?.id ?? ''] }))
    expect(res.statusCode).toBe(403)
    expect(error(res.body).error.message).toBe(translate('ru', 'posts.fileNotOwned'))
  })

  it('refuses a file attached to another post with 409, and an unknown file with 404', async () => {
    const [file] = await uploadPdfs(api, 1)
    await createPost(api, { files: [file?.id ?? ''] })
    const res = await api('POST', '/api/core/post', postBody({ files: [file?.id ?? ''] }))
    expect(res.statusCode).toBe(409)
    expect(error(res.body).error.message).toBe(translate('ru', 'posts.fileAttached'))
    const unknown = await api(
      'POST',
      '/api/core/post',
      postBody({ files: ['00000000-0000-4000-8000-000000000000'] }),
    )
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses a renamed executable already at upload (415)', async () => {
    const res = await upload(api, [{ name: 'paper.pdf', data: ELF }])
    expect(res.statusCode).toBe(415)
    expect(error(res.body).error.message).toBe(translate('ru', AttachmentMessage.unsupported))
  })
})

describe('link and unlink', () => {
  it('links files after the ones attached, counting them against the limits', async () => {
    const first = await uploadPdfs(api, 8)
    const post = await createPost(api, { files: first.map((f) => f.id) })
    const more = await uploadPdfs(api, 3)
    // 8 attached + 3 more = 11: refused, and nothing of the three is attached.
    expectLimit(
      await api('POST', linkUrl(post.id), { files: more.map((f) => f.id) }),
      AttachmentMessage.tooMany,
    )
    expect(await filesOf(api, post.id)).toHaveLength(8)
    const res = await api('POST', linkUrl(post.id), { files: more.slice(0, 2).map((f) => f.id) })
    expect(res.statusCode, res.body).toBe(200)
    const answer = LinkedFilesAnswer.parse(res.json())
    expect(answer.files.map((f) => f.id)).toEqual([...first, ...more.slice(0, 2)].map((f) => f.id))
    // Linking an attached file again changes nothing.
    const again = await api('POST', linkUrl(post.id), { files: [first[0]?.id] })
    expect(LinkedFilesAnswer.parse(again.json()).files).toHaveLength(10)
  })

  it('counts the bytes of attached files against the 100 MB', async () => {
    const db = env.db
    const post = await createPost(api, { files: [await insertFileRow(db, me.id, 90 * BYTES_PER_MB)] })
    const more = await insertFileRow(db, me.id, 11 * BYTES_PER_MB)
    expectLimit(await api('POST', linkUrl(post.id), { files: [more] }), AttachmentMessage.tooLarge)
  })

  it('refuses to link someone else’s file (403) or one on another post (409)', async () => {
    const post = await createPost(api)
    const [theirs] = await uploadPdfs(otherApi, 1)
    expect((await api('POST', linkUrl(post.id), { files: [theirs?.id] })).statusCode).toBe(403)
    const [mine] = await uploadPdfs(api, 1)
    await createPost(api, { files: [mine?.id ?? ''] })
    expect((await api('POST', linkUrl(post.id), { files: [mine?.id] })).statusCode).toBe(409)
    expect(await filesOf(api, post.id)).toEqual([])
  })

  it('unlinks a file and keeps it, or deletes it with deleteFiles', async () => {
    const [kept, removed] = await uploadPdfs(api, 2)
    if (!kept || !removed) throw new Error('upload')
    const post = await createPost(api, { files: [kept.id, removed.id] })
    const res = await api('DELETE', unlinkUrl(post.id), { files: [kept.id] })
    expect(res.statusCode, res.body).toBe(200)
    expect(UnlinkFilesAnswer.parse(res.json()).deletedFiles).toEqual([kept.id])
    expect((await api('GET', kept.url)).statusCode).toBe(200)
    expect(await filesOf(api, post.id)).toEqual([removed.id])

    const deleted = await api('DELETE', unlinkUrl(post.id), { files: [removed.id], deleteFiles: true })
    expect(UnlinkFilesAnswer.parse(deleted.json()).deletedFiles).toEqual([removed.id])
    expect((await api('GET', removed.url)).statusCode).toBe(404)
    expect(await filesOf(api, post.id)).toEqual([])
  })

  it('ignores files that are not attached to the post, deleting none of them', async () => {
    const post = await createPost(api)
    const [loose] = await uploadPdfs(api, 1)
    const res = await api('DELETE', unlinkUrl(post.id), { files: [loose?.id], deleteFiles: true })
    expect(UnlinkFilesAnswer.parse(res.json()).deletedFiles).toEqual([])
    expect((await api('GET', loose?.url ?? '')).statusCode).toBe(200)
  })
})

describe('who reads an attachment', () => {
  const block = (client: Client, userId: number, blocked: boolean) =>
    client('PATCH', '/api/core/user_subscription', [{ rEntity: `202:${userId}`, blocked }])

  it('hides an unattached file from everyone but its owner (404), shows it once attached', async () => {
    const [file] = await uploadPdfs(api, 1)
    if (!file) throw new Error('upload')
    expect((await api('GET', file.url)).statusCode).toBe(200)
    const hidden = await otherApi('GET', file.url)
    expect(hidden.statusCode).toBe(404)
    const post = await createPost(api, { files: [file.id] })
    const shown = await otherApi('GET', file.url)
    expect(shown.statusCode).toBe(200)
    expect(shown.rawPayload.equals(PDF)).toBe(true)
    // A deleted post no longer shares its files.
    expect((await api('DELETE', `/api/core/post/${post.id}`)).statusCode).toBe(204)
    expect((await otherApi('GET', file.url)).statusCode).toBe(404)
    expect((await api('GET', file.url)).statusCode).toBe(200)
  })

  it('hides the file from a reader the author blocked, and from one who blocked the author', async () => {
    const [file] = await uploadPdfs(api, 1)
    if (!file) throw new Error('upload')
    await createPost(api, { files: [file.id] })
    expect((await block(api, other.id, true)).statusCode).toBe(200)
    expect((await otherApi('GET', file.url)).statusCode).toBe(404)
    await block(api, other.id, false)
    expect((await otherApi('GET', file.url)).statusCode).toBe(200)
    await block(otherApi, me.id, true)
    expect((await otherApi('GET', file.url)).statusCode).toBe(404)
    await block(otherApi, me.id, false)
  })
})
