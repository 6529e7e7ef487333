import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { pipeline } from 'node:stream/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { useS3Server } from '../test/s3-server'
import { createStorage, type Storage } from './storage'
import { S3_PART_QUEUE, S3_PART_SIZE, S3Storage } from './storage-s3'

const dataDir = mkdtempSync(join(tmpdir(), 'nauka-storage-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const s3 = useS3Server()
const noS3 = {
  S3_BUCKET: undefined,
  S3_ENDPOINT: undefined,
  S3_ACCESS_KEY: undefined,
  S3_SECRET_KEY: undefined,
}

interface Driver {
  name: string
  storage(): Storage
  /** What a failed put left beside the objects: partial files, unfinished multipart uploads. */
  leftovers(): string[]
}

const local = createStorage({ DATA_DIR: dataDir, S3_REGION: 'us-east-1', ...noS3 })
let bucket: Storage | undefined
const localDriver: Driver = {
  name: 'local disk',
  storage: () => local,
  leftovers: () =>
    readdirSync(join(dataDir, 'files', 'b')).filter((name) => !['kept', 'kept.type'].includes(name)),
}
const s3Driver: Driver = {
  name: 'S3',
  // Made once the server runs (its port is known then), by the same call the app makes.
  storage: () => {
    bucket ??= createStorage({ DATA_DIR: dataDir, ...s3.env })
    return bucket
  },
  leftovers: () => s3.pendingUploads(),
}

const chunks = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)))
const readAll = async (storage: Storage, key: string, range?: { start: number; end: number }) => {
  const stream = await storage.openRead(key, range)
  if (!stream) throw new Error(`nothing under ${key}`)
  return text(stream)
}

describe.each([localDriver, s3Driver])('$name storage', (driver) => {
  const storage = () => driver.storage()

  it('is the driver the configuration asks for', () => {
    expect(storage().location.driver).toBe(driver.name === 'S3' ? 's3' : 'disk')
  })

  it('stores a stream and serves it whole, by range, and with its size and type', async () => {
    await storage().put('a/streamed', chunks('hello ', 'streamed ', 'world'), 'text/plain')
    expect(await storage().stat('a/streamed')).toEqual({ size: 20, contentType: 'text/plain' })
    expect(await readAll(storage(), 'a/streamed')).toBe('hello streamed world')
    expect(await readAll(storage(), 'a/streamed', { start: 6, end: 13 })).toBe('streamed')
    expect(await readAll(storage(), 'a/streamed', { start: 19, end: 19 })).toBe('d')
  })

  it('stores a buffer too, replacing what was under the key', async () => {
    await storage().put('a/replaced', Buffer.from('first'), 'text/plain')
    await storage().put('a/replaced', Buffer.from('second'), 'image/webp')
    expect(await storage().stat('a/replaced')).toEqual({ size: 6, contentType: 'image/webp' })
    expect(await readAll(storage(), 'a/replaced')).toBe('second')
  })

  it('keeps the previous object and leaves nothing partial when the source fails', async () => {
    await storage().put('b/kept', Buffer.from('previous'), 'text/plain')
    async function* failing() {
      yield Buffer.from('half of it')
      throw new Error('client went away')
    }
    await expect(storage().put('b/kept', Readable.from(failing()), 'text/plain')).rejects.toThrow(
      'client went away',
    )
    expect(await readAll(storage(), 'b/kept')).toBe('previous')
    expect(driver.leftovers()).toEqual([])
  })

  it('answers null for a missing key, and deleting it is no error', async () => {
    expect(await storage().stat('c/missing')).toBeNull()
    expect(await storage().openRead('c/missing')).toBeNull()
    await storage().delete('c/missing')
    await storage().put('c/gone', Buffer.from('x'), 'text/plain')
    await storage().delete('c/gone')
    expect(await storage().stat('c/gone')).toBeNull()
    expect(await storage().openRead('c/gone')).toBeNull()
  })

  it('lists the objects under a prefix, with their sizes, and none of its own side files', async () => {
    await storage().put('list/one', Buffer.from('1'), 'text/plain')
    await storage().put('list/deeper/two', Buffer.from('22'), 'text/plain')
    await storage().put('listed-not/three', Buffer.from('333'), 'text/plain')
    const listed = async (prefix?: string) => {
      const found = []
      for await (const object of storage().list(prefix)) found.push(object)
      return found.sort((a, b) => a.key.localeCompare(b.key))
    }
    const under = await listed('list/')
    expect(under.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'list/deeper/two', size: 2 },
      { key: 'list/one', size: 1 },
    ])
    expect(Date.now() - (under[0]?.modifiedAt.getTime() ?? 0)).toBeLessThan(60_000)
    const all = (await listed()).map(({ key }) => key)
    expect(all).toEqual(expect.arrayContaining(['list/one', 'list/deeper/two', 'listed-not/three', 'b/kept']))
    // Only keys the server could have made: no content-type files, no partial writes.
    expect(all.filter((key) => /\.(type|partial)$/.test(key))).toEqual([])
    expect(await listed('nothing-here/')).toEqual([])
  })

  it('refuses keys that are not of the server’s making or leave the folder', async () => {
    for (const key of ['../outside', 'a/../../outside', '/etc/passwd', 'a//b', '', 'a/.hidden'])
      await expect(storage().stat(key)).rejects.toThrow(/Invalid storage key/)
  })
})

const MB = 1024 * 1024

describe('S3 storage, multipart', () => {
  const storage = s3Driver.storage

  /** `total` bytes of a repeating pattern, 64 KB at a time, as a request body arrives. */
  function* pattern(total: number, onChunk: (produced: number) => void = () => {}) {
    const chunk = Buffer.alloc(64 * 1024)
    for (let i = 0; i < chunk.length; i += 1) chunk[i] = (i * 7) % 251
    for (let produced = 0; produced < total; produced += chunk.length) {
      onChunk(produced)
      yield chunk.subarray(0, Math.min(chunk.length, total - produced))
    }
  }
  const sha256 = async (source: Readable) => {
    const hash = createHash('sha256')
    await pipeline(source, hash)
    return hash.digest('hex')
  }

  it('streams 64 MB in parts of bounded size, never reading far ahead of what S3 has stored', async () => {
    const total = 64 * MB
    const partsBefore = s3.partSizes.length
    const storedBefore = s3.storedPartBytes()
    // How far the driver has read the source beyond what the server already holds: what it buffers.
    let mostAhead = 0
    const source = Readable.from(
      pattern(total, (produced) => {
        mostAhead = Math.max(mostAhead, produced - (s3.storedPartBytes() - storedBefore))
      }),
    )
    await storage().put('big/64mb', source, 'application/octet-stream')

    const parts = s3.partSizes.slice(partsBefore)
    expect(parts).toHaveLength(Math.ceil(total / S3_PART_SIZE))
    expect(Math.max(...parts)).toBe(S3_PART_SIZE)
    // The parts on their way, the one being filled and the source stream's own small buffer.
    expect(mostAhead).toBeLessThan((S3_PART_QUEUE + 2) * S3_PART_SIZE)
    expect(mostAhead).toBeLessThan(total / 2)
    expect(s3.pendingUploads()).toEqual([])

    expect(await storage().stat('big/64mb')).toEqual({ size: total, contentType: 'application/octet-stream' })
    const whole = await storage().openRead('big/64mb')
    if (!whole) throw new Error('no object')
    expect(await sha256(whole)).toBe(await sha256(Readable.from(pattern(total))))
  })

  it('reads a range across the boundary of two parts', async () => {
    const total = S3_PART_SIZE + MB
    await storage().put('big/two-parts', Readable.from(pattern(total)), 'application/pdf')
    const start = S3_PART_SIZE - 10
    const end = S3_PART_SIZE + 9
    const stream = await storage().openRead('big/two-parts', { start, end })
    if (!stream) throw new Error('no object')
    const expected = Buffer.concat([...pattern(total)]).subarray(start, end + 1)
    expect(Buffer.concat(await stream.toArray()).equals(expected)).toBe(true)
  })

  it('aborts the multipart upload when the source fails after some parts, leaving no object', async () => {
    const partsBefore = s3.partSizes.length
    async function* failing() {
      yield* pattern(3 * S3_PART_SIZE)
      throw new Error('client went away')
    }
    await expect(storage().put('big/failed', Readable.from(failing()), 'text/plain')).rejects.toThrow(
      'client went away',
    )
    // Parts had reached the server, so there was an upload to abort.
    expect(s3.partSizes.length).toBeGreaterThan(partsBefore)
    expect(s3.pendingUploads()).toEqual([])
    expect(await storage().stat('big/failed')).toBeNull()
  })

  it('tells a missing object from a missing bucket', async () => {
    const elsewhere = new S3Storage({ ...s3.env, S3_BUCKET: 'no-such-bucket' })
    await expect(elsewhere.openRead('a/file')).rejects.toThrow(/bucket/i)
  })
})

describe('local disk storage, reading', () => {
  it('reads in 256 KiB chunks, a quarter of the reads and socket writes of the stream default', async () => {
    await local.put('chunks/one', Buffer.alloc(10), 'application/octet-stream')
    const stream = await local.openRead('chunks/one')
    expect(stream?.readableHighWaterMark).toBe(256 * 1024)
    stream?.destroy()
  })

  it('reads a range of up to 1 MiB in one piece, and a longer one in 256 KiB chunks', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7)
    await local.put('chunks/ranges', bytes, 'application/octet-stream')
    const oneMiB = await local.openRead('chunks/ranges', { start: 1024, end: 1024 + 1024 * 1024 - 1 })
    expect(oneMiB?.readableHighWaterMark).toBe(1024 * 1024)
    const chunks: Buffer[] = []
    for await (const chunk of oneMiB ?? []) chunks.push(chunk)
    expect(chunks.map((c) => c.length)).toEqual([1024 * 1024])
    const longer = await local.openRead('chunks/ranges', { start: 0, end: 2 * 1024 * 1024 })
    expect(longer?.readableHighWaterMark).toBe(256 * 1024)
    longer?.destroy()
  })
})
