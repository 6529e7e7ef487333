import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import {
  API,
  AttachmentMessage,
  ErrorBody,
  FileDescriptor,
  GeneralErrorCode,
  LIMITS,
  TUS_FILE_ID_HEADER,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../../platform/i18n/messages'
import type { TestUser } from '../../../test/auth-helpers'
import type { Client } from '../../../test/http'
import { useTestServer } from '../../../test/test-server'
import {
  appendTo,
  BYTES,
  createUpload,
  elfOf,
  headOf,
  offsetOf,
  pdfOf,
  sendAndDrop,
  sha256,
  TUS,
  uploadUrl,
} from './tus.fixtures'

const env = useTestServer({ listen: true })
let me: TestUser
let api: Client
let stranger: Client
let visitor: Client

beforeAll(async () => {
  me = await env.newUser()
  api = env.as(me)
  stranger = env.as(await env.newUser())
  visitor = env.as()
})

const MB = 1024 * 1024
/** Where the file store keeps an upload's bytes (and `.json` record): beside every stored file. */
const storedPath = (id: string) => join(env.t.config.DATA_DIR, 'files', 'tus', id)
const errorOf = (body: string) => ErrorBody.parse(JSON.parse(body)).error

describe('a resumable upload', () => {
  it('continues where a dropped connection stopped and ends as a file with the same bytes', async () => {
    const pdf = pdfOf(3 * MB)
    const { res, id, location } = await createUpload(api, pdf.length, 'Статья (final).pdf')
    expect(res.statusCode, res.body).toBe(201)
    expect(location).toBe(uploadUrl(id))
    expect(res.headers['access-control-allow-origin']).toBeUndefined()

    const half = pdf.length / 2
    const path = storedPath(id)
    await sendAndDrop(
      `${env.baseUrl}${uploadUrl(id)}`,
      me.cookie,
      { offset: 0, bytes: pdf, sent: half },
      () => existsSync(path) && statSync(path).size === half,
    )
    const head = await headOf(api, id)
    expect(head.statusCode).toBe(200)
    expect(offsetOf(head)).toBe(half)
    expect(head.headers['upload-length']).toBe(String(pdf.length))

    const rest = await appendTo(api, id, half, pdf.subarray(half))
    expect(rest.statusCode, rest.body).toBe(204)
    expect(rest.headers['upload-offset']).toBe(String(pdf.length))
    const fileId = String(rest.headers[TUS_FILE_ID_HEADER.toLowerCase()])

    const download = await api('GET', `/api/core/file/${fileId}`)
    expect(download.statusCode).toBe(200)
    expect(sha256(download.rawPayload)).toBe(sha256(pdf))
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%D0%A1%D1%82%D0%B0")
    expect(download.headers.etag).toBe(`"${sha256(pdf)}"`)
    // The bytes are the file's now: tus keeps no record of the upload.
    expect(existsSync(`${storedPath(id)}.json`)).toBe(false)
    expect((await headOf(api, id)).statusCode).toBe(404)
  })

  it('judges the type by the bytes, whatever the client declared', async () => {
    const pdf = pdfOf(1000)
    const res = await api.raw({
      method: 'POST',
      url: API.tus.create.path,
      headers: {
        ...TUS,
        'upload-length': String(pdf.length),
        'upload-metadata': `filename ${Buffer.from('notes.pdf').toString('base64')},filetype ${Buffer.from('text/html').toString('base64')}`,
        'content-type': BYTES,
      },
      payload: pdf,
    })
    // Creation with the whole upload in its body finishes it at once.
    expect(res.statusCode, res.body).toBe(201)
    const fileId = String(res.headers[TUS_FILE_ID_HEADER.toLowerCase()])
    const read = await api('GET', `/api/core/file/${fileId}`)
    expect(read.headers['content-type']).toBe('application/pdf')
    expect(read.rawPayload.equals(pdf)).toBe(true)
  })

  it('refuses a type the catalogue does not allow, with 415, and keeps none of its bytes', async () => {
    const elf = elfOf(4096)
    const { id } = await createUpload(api, elf.length, 'paper.pdf')
    const res = await appendTo(api, id, 0, elf)
    expect(res.statusCode).toBe(415)
    expect(errorOf(res.body)).toMatchObject({
      code: GeneralErrorCode.UnsupportedMediaType,
      message: translate('ru', AttachmentMessage.unsupported),
    })
    expect(existsSync(storedPath(id))).toBe(false)
    expect(existsSync(`${storedPath(id)}.json`)).toBe(false)
    expect((await api('GET', `/api/core/file/${id}`)).statusCode).toBe(404)
  })

  it('takes up to 2 GB and refuses one byte more', async () => {
    const largest = await createUpload(api, LIMITS.publicationFileMaxBytes)
    expect(largest.res.statusCode).toBe(201)
    const tooLarge = await createUpload(api, LIMITS.publicationFileMaxBytes + 1)
    expect(tooLarge.res.statusCode).toBe(413)
    expect(errorOf(tooLarge.res.body).code).toBe(GeneralErrorCode.PayloadTooLarge)
    // Nor may a PATCH bring more than the upload's length.
    const small = await createUpload(api, 10)
    const past = await appendTo(api, small.id, 0, pdfOf(20))
    expect(past.statusCode).toBe(413)
    expect(errorOf(past.body).code).toBe(GeneralErrorCode.PayloadTooLarge)
  })

  it('is cancelled by its owner, bytes and all', async () => {
    const { id } = await createUpload(api, 1000)
    expect((await appendTo(api, id, 0, pdfOf(1000).subarray(0, 400))).statusCode).toBe(204)
    const res = await api.raw({ method: 'DELETE', url: uploadUrl(id), headers: TUS })
    expect(res.statusCode).toBe(204)
    expect(existsSync(storedPath(id))).toBe(false)
    expect((await headOf(api, id)).statusCode).toBe(404)
  })

  it('answers a stale offset with 409, in the error format', async () => {
    const { id } = await createUpload(api, 1000)
    const res = await appendTo(api, id, 500, pdfOf(1000).subarray(500))
    expect(res.statusCode).toBe(409)
    expect(errorOf(res.body).code).toBe(GeneralErrorCode.Conflict)
  })
})

describe('who may upload', () => {
  it('refuses visitors with 401 on every call', async () => {
    const { id } = await createUpload(api, 1000)
    const calls = [
      await createUpload(visitor, 1000).then((r) => r.res),
      await visitor('GET', uploadUrl(id)),
      await appendTo(visitor, id, 0, pdfOf(1000)),
      await visitor.raw({ method: 'DELETE', url: uploadUrl(id), headers: TUS }),
    ]
    for (const res of calls) {
      expect(res.statusCode).toBe(401)
      expect(errorOf(res.body).code).toBe(1100)
    }
    expect((await visitor.raw({ method: 'HEAD', url: uploadUrl(id), headers: TUS })).statusCode).toBe(401)
  })

  it("does not let another user see, continue or cancel someone's upload", async () => {
    const pdf = pdfOf(1000)
    const { id } = await createUpload(api, pdf.length)
    expect((await appendTo(api, id, 0, pdf.subarray(0, 300))).statusCode).toBe(204)
    expect((await headOf(stranger, id)).statusCode).toBe(404)
    for (const res of [
      await stranger('GET', uploadUrl(id)),
      await appendTo(stranger, id, 300, pdf.subarray(300)),
      await stranger.raw({ method: 'DELETE', url: uploadUrl(id), headers: TUS }),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(errorOf(res.body).code).toBe(GeneralErrorCode.NotFound)
    }
    expect(offsetOf(await headOf(api, id))).toBe(300)
  })

  it('refuses a cross-site write with the session cookie', async () => {
    const { id } = await createUpload(api, 1000)
    const res = await api.raw({
      method: 'PATCH',
      url: uploadUrl(id),
      headers: { ...TUS, 'upload-offset': '0', 'content-type': BYTES, 'sec-fetch-site': 'cross-site' },
      payload: pdfOf(1000),
    })
    expect(res.statusCode).toBe(403)
    expect(offsetOf(await headOf(api, id))).toBe(0)
  })

  it('limits how many uploads one user creates', async () => {
    const busy = env.as(await env.newUser())
    for (let i = 0; i < 100; i += 1) expect((await createUpload(busy, 10)).res.statusCode).toBe(201)
    const refused = await createUpload(busy, 10)
    expect(refused.res.statusCode).toBe(429)
    expect(errorOf(refused.res.body).code).toBe(GeneralErrorCode.TooManyRequests)
    // Another user is not held back by it.
    expect((await createUpload(api, 10)).res.statusCode).toBe(201)
  })
})

describe('the finished file', () => {
  it('is described like any other file', async () => {
    const pdf = pdfOf(2000)
    const { id } = await createUpload(api, pdf.length, 'report.pdf')
    const res = await appendTo(api, id, 0, pdf)
    const fileId = String(res.headers[TUS_FILE_ID_HEADER.toLowerCase()])
    const owned = await env.t.app.inject({ url: `/api/core/file/${fileId}`, headers: { cookie: me.cookie } })
    expect(owned.statusCode).toBe(200)
    expect(FileDescriptor.shape.id.safeParse(fileId).success).toBe(true)
    // Private until attached, as every uploaded file is.
    expect((await stranger('GET', `/api/core/file/${fileId}`)).statusCode).toBe(404)
  })

  it('is removed, bytes and all, as any file is', async () => {
    const pdf = pdfOf(2000)
    const { id } = await createUpload(api, pdf.length)
    const fileId = String((await appendTo(api, id, 0, pdf)).headers[TUS_FILE_ID_HEADER.toLowerCase()])
    expect(existsSync(storedPath(id))).toBe(true)
    expect((await api('DELETE', `/api/core/files/${fileId}`)).statusCode).toBe(204)
    expect(existsSync(storedPath(id))).toBe(false)
    expect((await api('GET', `/api/core/file/${fileId}`)).statusCode).toBe(404)
  })
})
