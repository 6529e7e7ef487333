import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { LocalDiskStorage } from './storage'

const root = mkdtempSync(join(tmpdir(), 'nauka-storage-'))
const storage = new LocalDiskStorage(root)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const chunks = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)))
const readAll = async (key: string, range?: { start: number; end: number }) => {
  const stream = await storage.openRead(key, range)
  if (!stream) throw new Error(`nothing under ${key}`)
  return text(stream)
}

describe('local disk storage', () => {
  it('stores a stream and serves it whole, by range, and with its size and type', async () => {
    await storage.put('a/streamed', chunks('hello ', 'streamed ', 'world'), 'text/plain')
    expect(await storage.stat('a/streamed')).toEqual({ size: 20, contentType: 'text/plain' })
    expect(await readAll('a/streamed')).toBe('hello streamed world')
    expect(await readAll('a/streamed', { start: 6, end: 13 })).toBe('streamed')
  })

  it('stores a buffer too, replacing what was under the key', async () => {
    await storage.put('a/replaced', Buffer.from('first'), 'text/plain')
    await storage.put('a/replaced', Buffer.from('second'), 'image/webp')
    expect(await storage.stat('a/replaced')).toEqual({ size: 6, contentType: 'image/webp' })
    expect(await readAll('a/replaced')).toBe('second')
  })

  it('keeps the previous object and leaves no partial file when the source fails', async () => {
    await storage.put('b/kept', Buffer.from('previous'), 'text/plain')
    async function* failing() {
      yield Buffer.from('half of it')
      throw new Error('client went away')
    }
    await expect(storage.put('b/kept', Readable.from(failing()), 'text/plain')).rejects.toThrow(
      'client went away',
    )
    expect(await readAll('b/kept')).toBe('previous')
    expect(readdirSync(join(root, 'b')).sort()).toEqual(['kept', 'kept.type'])
  })

  it('answers null for a missing key, and deleting it is no error', async () => {
    expect(await storage.stat('c/missing')).toBeNull()
    expect(await storage.openRead('c/missing')).toBeNull()
    await storage.delete('c/missing')
    await storage.put('c/gone', Buffer.from('x'), 'text/plain')
    await storage.delete('c/gone')
    expect(await storage.stat('c/gone')).toBeNull()
  })

  it('refuses keys that are not of the server’s making or leave the folder', async () => {
    for (const key of ['../outside', 'a/../../outside', '/etc/passwd', 'a//b', ''])
      await expect(storage.stat(key)).rejects.toThrow(/Invalid storage key|escapes the root/)
  })
})
