import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { AttachmentMessage, ErrorBody, FileUploadAnswer, LIMITS } from '@nauka/contracts'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import { LocalDiskStorage } from '../../platform/storage-local'
import { S3Storage } from '../../platform/storage-s3'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useS3Server } from '../../test/s3-server'
import { useTestServer } from '../../test/test-server'

const env = useTestServer()
let me: TestUser
let other: TestUser
let api: Client
let visitor: Client

beforeAll(async () => {
  me = await env.newUser()
  other = await env.newUser()
  api = env.as(me)
  visitor = env.as()
})

/** A tiny but complete PDF document. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
/** The start of a Linux executable. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)])

type Part = { name: string; data: Buffer; type?: string }

/** A real multipart body, as a browser's FormData sends it. */
async function formBody(parts: Part[], field = 'files') {
  const form = new FormData()
  for (const part of parts)
    form.append(field, new Blob([part.data], { type: part.type ?? 'application/octet-stream' }), part.name)
  const request = new Request('http://x/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

const upload = async (client: Client, parts: Part[]) =>
  client.raw({ method: 'POST', url: '/api/core/files', ...(await formBody(parts)) })

const uploadedOne = async (part: Part) => {
  const res = await upload(api, [part])
  expect(res.statusCode, res.body).toBe(201)
  const [file] = FileUploadAnswer.parse(res.json())
  if (!file) throw new Error('no descriptor')
  return file
}

const errorMessage = (body: string) => ErrorBody.parse(JSON.parse(body)).error.message
/** The message a key gives in the default language (the requests send no Accept-Language). */
const said = (key: string) => translate('ru', key)
const storedKeys = () => {
  const dir = join(env.t.config.DATA_DIR, 'files', 'attachments')
  return existsSync(dir) ? readdirSync(dir, { recursive: true }) : []
}
const stagingLeft = () => {
  const dir = join(env.t.config.DATA_DIR, 'tmp', 'uploads')
  return existsSync(dir) ? readdirSync(dir) : []
}

describe('upload and download', () => {
  it('stores a PDF and serves it byte-identical with safe headers', async () => {
    const file = await uploadedOne({ name: 'статья 1.pdf', data: PDF, type: 'application/pdf' })
    expect(file).toMatchObject({ name: 'статья 1.pdf', mime: 'application/pdf', size: PDF.length })
    expect(file.url).toBe(`/api/core/file/${file.id}`)

    const res = await api('GET', file.url)
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(PDF)).toBe(true)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="______ 1.pdf"; filename*=UTF-8''${encodeURIComponent('статья 1.pdf')}`,
    )
    const etag = String(res.headers.etag)
    expect((await api('GET', file.url, undefined, { 'if-none-match': etag })).statusCode).toBe(304)
  })

  it('answers a range request with the right slice, and 416 for a range past the end', async () => {
    const file = await uploadedOne({ name: 'paper.pdf', data: PDF })
    const slice = await api('GET', file.url, undefined, { range: 'bytes=5-12' })
    expect(slice.statusCode).toBe(206)
    expect(slice.headers['content-range']).toBe(`bytes 5-12/${PDF.length}`)
    expect(slice.rawPayload.equals(PDF.subarray(5, 13))).toBe(true)
    const tail = await api('GET', file.url, undefined, { range: 'bytes=-6' })
    expect(tail.rawPayload.equals(PDF.subarray(PDF.length - 6))).toBe(true)
    const bad = await api('GET', file.url, undefined, { range: `bytes=${PDF.length}-` })
    expect(bad.statusCode).toBe(416)
    expect(bad.headers['content-range']).toBe(`bytes */${PDF.length}`)
  })

  it('accepts UTF-8 text under a listed text extension, and downloads it as an attachment', async () => {
    const file = await uploadedOne({ name: 'data.csv', data: Buffer.from('a,b\n1,"ё"\n') })
    expect(file.mime).toBe('text/csv')
    const res = await api('GET', file.url)
    expect(res.headers['content-disposition']).toMatch(/^attachment; /)
  })

  it('keeps several files of one request in order', async () => {
    const res = await upload(api, [
      { name: 'a.pdf', data: PDF },
      { name: 'notes.md', data: Buffer.from('# Notes\n') },
    ])
    expect(res.statusCode, res.body).toBe(201)
    expect(FileUploadAnswer.parse(res.json()).map((f) => [f.name, f.mime])).toEqual([
      ['a.pdf', 'application/pdf'],
      ['notes.md', 'text/markdown'],
    ])
  })
})

describe('refusals', () => {
  it('refuses 11 files and stores none of them', async () => {
    const before = storedKeys().length
    const parts = Array.from({ length: LIMITS.attachmentsMaxFiles + 1 }, (_, i) => ({
      name: `${i}.pdf`,
      data: PDF,
    }))
    const res = await upload(api, parts)
    expect(res.statusCode).toBe(400)
    expect(errorMessage(res.body)).toBe(said(AttachmentMessage.tooMany))
    expect(storedKeys()).toHaveLength(before)
    expect(stagingLeft()).toEqual([])
  })

  it('refuses 101 MB in total while streaming, storing nothing', async () => {
    const before = storedKeys().length
    const { headers, payload } = await formBody([
      { name: 'small.pdf', data: PDF },
      { name: 'big.pdf', data: PDF },
    ])
    // The second part's content is replaced by a stream of 101 MB, never held in memory.
    const text = payload.toString('latin1')
    const cut = text.lastIndexOf(PDF.toString('latin1'))
    const head = payload.subarray(0, cut)
    const tail = payload.subarray(cut + PDF.length)
    const chunk = Buffer.alloc(1024 * 1024, 0x20)
    async function* body() {
      yield head
      yield PDF
      for (let i = 0; i < 101; i += 1) yield chunk
      yield tail
    }
    const res = await api.raw({
      method: 'POST',
      url: '/api/core/files',
      headers,
      payload: Readable.from(body()),
    })
    expect(res.statusCode).toBe(413)
    expect(errorMessage(res.body)).toBe(said(AttachmentMessage.tooLarge))
    expect(storedKeys()).toHaveLength(before)
    expect(stagingLeft()).toEqual([])
  })

  it('refuses a request announcing more than 100 MB before reading it', async () => {
    const { headers, payload } = await formBody([{ name: 'a.pdf', data: PDF }])
    const res = await api.raw({
      method: 'POST',
      url: '/api/core/files',
      headers: { ...headers, 'content-length': String(LIMITS.attachmentsMaxTotalBytes + 1024 * 1024) },
      payload,
    })
    expect(res.statusCode).toBe(413)
    expect(errorMessage(res.body)).toBe(said(AttachmentMessage.tooLarge))
  })

  it('refuses a renamed executable with 415, whatever type it claims', async () => {
    const res = await upload(api, [{ name: 'paper.pdf', data: ELF, type: 'application/pdf' }])
    expect(res.statusCode).toBe(415)
    expect(errorMessage(res.body)).toBe(said(AttachmentMessage.unsupported))
  })

  it('refuses binary content under a text extension', async () => {
    const res = await upload(api, [{ name: 'notes.txt', data: Buffer.from([0x41, 0, 0x42, 0xff]) }])
    expect(res.statusCode).toBe(415)
  })

  it('refuses a text file named .exe (extension not in catalogue 60)', async () => {
    const res = await upload(api, [{ name: 'notes.exe', data: Buffer.from('just text\n') }])
    expect(res.statusCode).toBe(415)
    expect(errorMessage(res.body)).toBe(said(AttachmentMessage.unsupported))
  })

  it('refuses a PDF among the files when another one is unsupported, storing neither', async () => {
    const before = storedKeys().length
    const res = await upload(api, [
      { name: 'good.pdf', data: PDF },
      { name: 'bad.pdf', data: ELF },
    ])
    expect(res.statusCode).toBe(415)
    expect(storedKeys()).toHaveLength(before)
  })
})

describe('access', () => {
  it('answers a visitor 401 on upload, download and delete', async () => {
    const file = await uploadedOne({ name: 'paper.pdf', data: PDF })
    expect((await upload(visitor, [{ name: 'a.pdf', data: PDF }])).statusCode).toBe(401)
    expect((await visitor('GET', file.url)).statusCode).toBe(401)
    expect((await visitor('DELETE', `/api/core/files/${file.id}`)).statusCode).toBe(401)
  })

  it('lets the owner read a file with a bearer token too', async () => {
    const file = await uploadedOne({ name: 'paper.pdf', data: PDF })
    const token = me.cookie.split('=')[1] ?? ''
    const bearer = await visitor('GET', file.url, undefined, { authorization: `Bearer ${token}` })
    expect(bearer.rawPayload.equals(PDF)).toBe(true)
  })

  it('hides a file nothing shares from another user (404, as if missing), who cannot delete it', async () => {
    const file = await uploadedOne({ name: 'paper.pdf', data: PDF })
    const otherApi = env.as(other)
    // Attached files are shared through their post: modules/posts/posts.files.test.ts.
    expect((await otherApi('GET', file.url)).statusCode).toBe(404)
    expect((await otherApi('DELETE', `/api/core/files/${file.id}`)).statusCode).toBe(403)
    expect((await api('GET', file.url)).statusCode).toBe(200)
  })

  it('lets the owner delete a file, removing its bytes', async () => {
    const file = await uploadedOne({ name: 'paper.pdf', data: PDF })
    const key = join(env.t.config.DATA_DIR, 'files', 'attachments', String(me.id), file.id)
    expect(existsSync(key)).toBe(true)
    expect((await api('DELETE', `/api/core/files/${file.id}`)).statusCode).toBe(204)
    expect(existsSync(key)).toBe(false)
    expect((await api('GET', file.url)).statusCode).toBe(404)
  })
})

describe('download cost', () => {
  it('serves a range with the size from the files row, asking the storage nothing but the bytes', async () => {
    const file = await uploadedOne({ name: 'paper.pdf', data: PDF })
    // A stat per answer was a stat and a read of the type side file on disk (a HEAD on S3).
    const stat = vi.spyOn(LocalDiskStorage.prototype, 'stat')
    try {
      const slice = await api('GET', file.url, undefined, { range: 'bytes=5-12' })
      expect(slice.statusCode).toBe(206)
      expect(slice.headers['content-range']).toBe(`bytes 5-12/${PDF.length}`)
      expect(slice.headers['content-type']).toBe('application/pdf')
      expect(stat).not.toHaveBeenCalled()
    } finally {
      stat.mockRestore()
    }
  })

  it('answers 404 when the row outlived its bytes', async () => {
    const file = await uploadedOne({ name: 'paper.pdf', data: PDF })
    rmSync(join(env.t.config.DATA_DIR, 'files', 'attachments', String(me.id), file.id))
    const res = await api('GET', file.url, undefined, { range: 'bytes=0-3' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-range']).toBeUndefined()
    expect(res.headers['content-disposition']).toBeUndefined()
    expect(res.headers['content-type']).toMatch(/^application\/json/)
  })
})

describe('upload and download with S3 storage', () => {
  const s3 = useS3Server()
  const onS3 = useTestServer(() => ({ env: s3.env }))

  it('keeps the bytes in the bucket and serves them whole and by range', async () => {
    const owner = await onS3.newUser()
    const res = await upload(onS3.as(owner), [{ name: 'paper.pdf', data: PDF }])
    expect(res.statusCode, res.body).toBe(201)
    const [file] = FileUploadAnswer.parse(res.json())
    if (!file) throw new Error('no descriptor')
    const bucket = new S3Storage(s3.env)
    expect(await bucket.stat(`attachments/${owner.id}/${file.id}`)).toEqual({
      size: PDF.length,
      contentType: 'application/pdf',
    })

    const whole = await onS3.as(owner)('GET', file.url)
    expect(whole.statusCode).toBe(200)
    expect(whole.rawPayload.equals(PDF)).toBe(true)
    const slice = await onS3.as(owner)('GET', file.url, undefined, { range: 'bytes=5-12' })
    expect(slice.statusCode).toBe(206)
    expect(slice.headers['content-range']).toBe(`bytes 5-12/${PDF.length}`)
    expect(slice.rawPayload.equals(PDF.subarray(5, 13))).toBe(true)
  })
})
