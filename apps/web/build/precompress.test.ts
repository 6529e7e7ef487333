// Runs in the web project (jsdom globals around Node): the step itself uses only node:fs and node:zlib.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MIN_BYTES, precompressDir } from './precompress'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nauka-precompress-'))
  mkdirSync(join(dir, 'assets'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const write = (path: string, data: string | Buffer) => writeFileSync(join(dir, path), data)
const text = (seed: string) => `${seed} `.repeat(Math.ceil((MIN_BYTES * 4) / seed.length))

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy beside every text file, each decoding to the original', async () => {
    const files = {
      'index.html': `<!doctype html>${text('<p>shell</p>')}`,
      'sw.js': text('self.skipWaiting()'),
      'assets/index-Ab12.js': text('export const a = 1;'),
      'assets/index-Cd34.css': text('.a{color:red}'),
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text('<g/>')}</svg>`,
    }
    for (const [path, data] of Object.entries(files)) write(path, data)

    const done = await precompressDir(dir)

    expect(done).toHaveLength(Object.keys(files).length)
    for (const [path, data] of Object.entries(files)) {
      const br = readFileSync(join(dir, `${path}.br`))
      const gz = readFileSync(join(dir, `${path}.gz`))
      expect(brotliDecompressSync(br).toString(), path).toBe(data)
      expect(gunzipSync(gz).toString(), path).toBe(data)
      expect(br.length, path).toBeLessThan(Buffer.byteLength(data))
    }
  })

  it('leaves alone what is compressed already or too small to gain', async () => {
    write('assets/golos-400.woff2', text('wOF2'))
    write('assets/photo.png', text('PNG'))
    write('assets/tiny.js', 'export {}')
    await precompressDir(dir)
    for (const path of ['assets/golos-400.woff2', 'assets/photo.png', 'assets/tiny.js']) {
      expect(existsSync(join(dir, `${path}.br`)), path).toBe(false)
      expect(existsSync(join(dir, `${path}.gz`)), path).toBe(false)
    }
  })

  it('writes no copy that would be larger than the file', async () => {
    // Random bytes do not compress: the server must then send the file itself.
    write('assets/noise.js', randomBytes(MIN_BYTES * 2))
    expect(await precompressDir(dir)).toEqual([
      { file: join(dir, 'assets/noise.js'), bytes: MIN_BYTES * 2, br: null, gzip: null },
    ])
    expect(existsSync(join(dir, 'assets/noise.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'assets/noise.js.gz'))).toBe(false)
  })
})
