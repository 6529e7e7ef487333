import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AccessLevel, ErrorBody, FileUploadAnswer, MetadataExtraction, Publication } from '@nauka/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { upload } from '../posts/posts.fixtures'
import { pngImage } from '../profile/profile.fixtures'
import {
  addItemFiles,
  createDraft,
  publishableForm,
  publishUpload,
  uploadUrl,
} from '../uploads/uploads.fixtures'
import { pdfBytes, TITLE_SIZE } from './pdf/pdf.fixtures'

/**
 * Issue 14: the cover of a published item, its author's image or the first page of its PDF as the
 * extraction job drew it, is served as the item is read, and counts neither a view nor a download.
 */

// The page head (og:image) is rendered into the web app's shell: a minimal one will do.
let webDir: string
beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'nauka-cover-'))
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>Nauka</title></head></html>')
})
afterAll(() => rmSync(webDir, { recursive: true, force: true }))
const env = useTestServer(() => ({ deps: { webDistDir: webDir, jobs: { pollIntervalMs: 50 } } }))

let author: TestUser
let api: Client
let other: Client
let visitor: Client

beforeAll(async () => {
  author = await env.newUser()
  api = env.as(author)
  other = env.as(await env.newUser())
  visitor = env.as()
})

async function uploadOne(name: string, data: Buffer): Promise<string> {
  const res = await upload(api, [{ name, data }])
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`)
  const [file] = FileUploadAnswer.parse(res.json())
  if (!file) throw new Error('no file')
  return file.id
}

/** An item of `level` published with a real PDF as its content, once the job drew its first page. */
async function publishWithPdf(level: AccessLevel, cover?: string): Promise<string> {
  const pdf = await uploadOne(
    'paper.pdf',
    await pdfBytes({ pages: [[{ text: 'Spectral gaps of quantum graphs', size: TITLE_SIZE }]] }),
  )
  const { upload: draft, item } = await createDraft(api, publishableForm({ cAccessLevel: level, cover }))
  await addItemFiles(api, item.id, [pdf])
  await until(
    async () => MetadataExtraction.parse((await api('POST', uploadUrl.extract(pdf))).json()).status,
    (status) => status !== 'pending',
  )
  await publishUpload(api, draft.id)
  return item.id
}

/** The item as its author reads it (the author's reads count nothing). */
const ownRead = async (id: string) =>
  Publication.parse((await api('GET', `/api/core/publication/${id}`)).json())

const coverPath = (id: string) => `/api/core/publication/${id}/cover`

describe('the cover of a published item', () => {
  it('is the first page of its PDF, a WebP that an open item shows a visitor, counting nothing', async () => {
    const id = await publishWithPdf(AccessLevel.Open)
    const { coverUrl, meta } = await ownRead(id)
    expect(coverUrl?.startsWith(coverPath(id))).toBe(true)

    const res = await visitor('GET', coverUrl ?? '')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    const bytes = res.rawPayload
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
    const image = await sharp(bytes).metadata()
    expect(image.format).toBe('webp')
    expect(image.width).toBeGreaterThan(0)

    const etag = String(res.headers.etag)
    expect(etag).toMatch(/^"[^"]+"$/)
    const again = await other('GET', coverUrl ?? '', undefined, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect((await ownRead(id)).meta).toEqual(meta)
  })

  it('is the image its author picked, when there is one, served the same way', async () => {
    const picked = await pngImage(12, 8)
    const id = await publishWithPdf(AccessLevel.Open, await uploadOne('cover.png', picked))
    const { coverUrl, meta } = await ownRead(id)
    expect(coverUrl?.startsWith(coverPath(id))).toBe(true)
    const res = await other('GET', coverUrl ?? '')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.rawPayload.equals(picked)).toBe(true)
    expect((await ownRead(id)).meta).toEqual(meta)
  })

  it('falls back to the first page of the PDF once the picked image is deleted', async () => {
    const picked = await uploadOne('cover.png', await pngImage(12, 8))
    const id = await publishWithPdf(AccessLevel.Open, picked)
    const before = (await ownRead(id)).coverUrl
    expect((await api('DELETE', `/api/core/files/${picked}`)).statusCode).toBe(204)

    const { coverUrl } = await ownRead(id)
    expect(coverUrl?.startsWith(coverPath(id))).toBe(true)
    expect(coverUrl).not.toBe(before)
    const res = await visitor('GET', coverUrl ?? '')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
  })

  it("read as a file (`/file/{id}`), the author's image counts no download either", async () => {
    const image = await uploadOne('cover.png', await pngImage(8, 8))
    const id = await publishWithPdf(AccessLevel.Open, image)
    const { meta } = await ownRead(id)
    expect((await other('GET', `/api/core/file/${image}`)).statusCode).toBe(200)
    expect((await visitor('GET', `/api/core/file/${image}`)).statusCode).toBe(200)
    expect((await ownRead(id)).meta).toEqual(meta)
  })

  it('of a private item is not found by others; its author reads it, not kept by caches', async () => {
    const id = await publishWithPdf(AccessLevel.Private)
    const { coverUrl } = await ownRead(id)
    expect((await other('GET', coverUrl ?? coverPath(id))).statusCode).toBe(404)
    expect((await visitor('GET', coverUrl ?? coverPath(id))).statusCode).toBe(404)
    const own = await api('GET', coverUrl ?? '')
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-cache')
    expect(own.headers.etag).toBeDefined()
  })

  it('of a registered-users item asks a visitor to sign in and shows a signed-in user', async () => {
    const id = await publishWithPdf(AccessLevel.Registered)
    const { coverUrl, meta } = await ownRead(id)
    const refused = await visitor('GET', coverUrl ?? coverPath(id))
    expect(refused.statusCode).toBe(401)
    expect(ErrorBody.safeParse(refused.json()).success).toBe(true)
    const res = await other('GET', coverUrl ?? '')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-cache')
    expect((await ownRead(id)).meta).toEqual(meta)
  })

  it('of a followers item is refused to another user', async () => {
    const id = await publishWithPdf(AccessLevel.Followers)
    expect((await other('GET', coverPath(id))).statusCode).toBe(403)
  })

  it('is null, and not found, for an item with neither an image nor a PDF', async () => {
    const { upload: draft, item } = await createDraft(api, publishableForm())
    await publishUpload(api, draft.id)
    expect((await ownRead(item.id)).coverUrl).toBeNull()
    expect((await visitor('GET', coverPath(item.id))).statusCode).toBe(404)
  })

  it('is the og:image of the public page, as an absolute address that answers the image', async () => {
    const id = await publishWithPdf(AccessLevel.Open)
    const html = (await visitor('GET', `/publication/${id}`)).body
    const image = /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1] ?? ''
    const publicUrl = env.t.config.PUBLIC_URL.replace(/\/+$/, '')
    expect(image.startsWith(`${publicUrl}${coverPath(id)}`)).toBe(true)
    const res = await visitor('GET', image.slice(publicUrl.length).replaceAll('&amp;', '&'))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
  })
})
