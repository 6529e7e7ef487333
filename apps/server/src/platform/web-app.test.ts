import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from '../test/test-server'

// A built web app as `vite build` leaves it: hashed files under assets/ with their .br and .gz
// beside them, the shell and the service worker outside, each compressed too.
const INDEX_HTML = `<!doctype html><html><head><title>Nauka</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(200)}</body></html>`
const SCRIPT = `export const hello = () => ${JSON.stringify('a fingerprinted chunk '.repeat(400))}\n`
const WORKER = `self.addEventListener('install', () => self.skipWaiting()) // ${'precache '.repeat(300)}\n`
const FILES: Record<string, string> = {
  'index.html': INDEX_HTML,
  'assets/index-Ab12Cd34.js': SCRIPT,
  'sw.js': WORKER,
}

let webDir: string

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'nauka-web-app-'))
  mkdirSync(join(webDir, 'assets'))
  for (const [path, text] of Object.entries(FILES)) {
    writeFileSync(join(webDir, path), text)
    writeFileSync(join(webDir, `${path}.br`), brotliCompressSync(text))
    writeFileSync(join(webDir, `${path}.gz`), gzipSync(text))
  }
})
afterAll(() => rmSync(webDir, { recursive: true, force: true }))
// Registered after the folder's hooks: starts once the files are there, closes before they go.
const env = useTestServer(() => ({ deps: { webDistDir: webDir } }))

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  env.t.app.inject({ method, url, headers })

const varies = (header: unknown) =>
  String(header ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding')

describe('the web app files, precompressed', () => {
  it('sends brotli to a browser that accepts it', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(varies(res.headers.vary)).toBe(true)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4)
  })

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(varies(res.headers.vary)).toBe(true)
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('sends the plain file without Accept-Encoding, or when nothing offered is accepted', async () => {
    const offers: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]
    for (const headers of offers) {
      const res = await get('/assets/index-Ab12Cd34.js', headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(200)
      expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined()
      // A shared cache must not hand this plain copy to a browser that takes brotli.
      expect(varies(res.headers.vary), JSON.stringify(headers)).toBe(true)
      expect(res.body).toBe(SCRIPT)
    }
  })

  it('compresses the shell on every route the client router owns, not only on /', async () => {
    for (const path of ['/', '/login', '/feed', '/post/12?comments=1']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' })
      expect(res.statusCode, path).toBe(200)
      expect(res.headers['content-type'], path).toMatch(/text\/html/)
      expect(res.headers['content-encoding'], path).toBe('br')
      expect(varies(res.headers.vary), path).toBe(true)
      expect(brotliDecompressSync(res.rawPayload).toString(), path).toBe(INDEX_HTML)
      // The security headers of every answer reach the shell too.
      expect(res.headers['content-security-policy'], path).toContain("default-src 'self'")
    }
  })

  it('lets the browser revalidate the shell instead of downloading it again', async () => {
    const first = await get('/feed', { 'accept-encoding': 'br' })
    expect(first.headers.etag).toBeDefined()
    const again = await get('/feed', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })
})

describe('the web app files, cached', () => {
  it('keeps hashed files for a year without revalidation', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': encoding })
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable')
    }
  })

  it('makes the shell and the service worker revalidate on every load', async () => {
    for (const path of ['/', '/index.html', '/login', '/sw.js']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await get(path, { 'accept-encoding': encoding })
        expect(res.statusCode, `${path} ${encoding}`).toBe(200)
        expect(res.headers['cache-control'], `${path} ${encoding}`).toBe('no-cache')
      }
    }
  })
})

describe('the web app files, ranges and HEAD', () => {
  it('answers a range of the plain file', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { range: 'bytes=0-9' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(SCRIPT)}`)
    expect(res.body).toBe(SCRIPT.slice(0, 10))
  })

  it('answers a range of the compressed file it chose (ranges count the bytes sent)', async () => {
    const compressed = brotliCompressSync(SCRIPT)
    const res = await get('/assets/index-Ab12Cd34.js', { range: 'bytes=5-14', 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-range']).toBe(`bytes 5-14/${compressed.length}`)
    expect(res.rawPayload.equals(compressed.subarray(5, 15))).toBe(true)
  })

  it('answers HEAD with the headers of the GET and no body', async () => {
    for (const path of ['/assets/index-Ab12Cd34.js', '/feed']) {
      const head = await get(path, { 'accept-encoding': 'br' }, 'HEAD')
      const full = await get(path, { 'accept-encoding': 'br' })
      expect(head.statusCode, path).toBe(200)
      expect(head.headers['content-encoding'], path).toBe('br')
      expect(head.headers['content-length'], path).toBe(full.headers['content-length'])
      expect(head.headers['cache-control'], path).toBe(full.headers['cache-control'])
      expect(head.rawPayload.length, path).toBe(0)
    }
  })
})
