import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { FileUploadAnswer } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Client } from '../test/http'
import { multipartFile } from '../test/http'
import { useTestServer } from '../test/test-server'
import { COMPRESS_THRESHOLD } from './api-compression'

const env = useTestServer()
let api: Client

beforeAll(async () => {
  api = env.as(await env.newUser())
})

const varies = (header: unknown) =>
  String(header ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding')

/** The settings model: a public JSON answer of several KB. */
const LARGE = '/api/core/settings/model'
/** The instance's name and contacts: a JSON answer of a few hundred bytes. */
const SMALL = '/api/core/settings/instance'

describe('compression of the API answers', () => {
  it('sends a large JSON answer in brotli or gzip as asked, decoding to the same JSON', async () => {
    const plain = await api('GET', LARGE)
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD)

    const br = await api('GET', LARGE, undefined, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(varies(br.headers.vary)).toBe(true)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())

    const gzip = await api('GET', LARGE, undefined, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(varies(gzip.headers.vary)).toBe(true)
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json())
  })

  it('sends a small JSON answer as it is', async () => {
    const res = await api('GET', SMALL, undefined, { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toBeTypeOf('object')
  })

  it('sends a downloaded JSON file as its exact bytes, whole and by range', async () => {
    const data = Buffer.from(
      JSON.stringify({ rows: Array.from({ length: 400 }, (_, i) => ({ i, x: 'same' })) }),
    )
    const up = await api.raw({
      method: 'POST',
      url: '/api/core/files',
      ...multipartFile('files', { name: 'rows.json', type: 'application/json', data }),
    })
    expect(up.statusCode, up.body).toBe(201)
    const [file] = FileUploadAnswer.parse(up.json())
    if (!file) throw new Error('no descriptor')

    const whole = await api('GET', file.url, undefined, { 'accept-encoding': 'br, gzip' })
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-encoding']).toBeUndefined()
    expect(whole.rawPayload.equals(data)).toBe(true)

    const slice = await api('GET', file.url, undefined, {
      'accept-encoding': 'br, gzip',
      range: 'bytes=5-1500',
    })
    expect(slice.statusCode).toBe(206)
    expect(slice.headers['content-encoding']).toBeUndefined()
    expect(slice.headers['content-range']).toBe(`bytes 5-1500/${data.length}`)
    expect(slice.rawPayload.equals(data.subarray(5, 1501))).toBe(true)
  })
})
