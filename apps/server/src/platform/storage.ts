import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { Readable } from 'node:stream'
import type { Config } from '../config'

/** What is known about a stored object without reading its bytes. */
export interface StoredObjectInfo {
  size: number
  contentType: string
}

/** A slice of an object's bytes, both ends inclusive (as HTTP ranges count). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where files live. Keys are relative paths such as `profiles/17/avatar-<v>.webp`. The local-disk
 * driver is the default; an S3 driver (DESIGN: `S3_*`) implements the same calls (PutObject through
 * lib-storage's multipart Upload, HeadObject, a ranged GetObject, DeleteObject). Bytes travel as
 * streams both ways (DESIGN: never buffered whole): a large file costs a few chunks of memory.
 */
export interface Storage {
  /**
   * Stores the bytes under the key, reading a stream to its end. Readers see the previous object or
   * the whole new one, never a part; a failed put leaves nothing behind.
   */
  put(key: string, source: Readable | Buffer, contentType: string): Promise<void>
  /** Size and content type; null when there is no object under the key. */
  stat(key: string): Promise<StoredObjectInfo | null>
  /**
   * The bytes, or one range of them, as a stream; null when there is no object under the key. The
   * caller reads it to the end or destroys it (Fastify destroys a reply's stream when the client
   * hangs up), which releases what it holds.
   */
  openRead(key: string, range?: ByteRange): Promise<Readable | null>
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>
}

// Keys are built by the server, never taken from a request; this guards against a mistake anyway.
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

const CONTENT_TYPE_SUFFIX = '.type'

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT'

/** Files under a folder (`DATA_DIR/files`); the content type sits in a small file beside each object. */
export class LocalDiskStorage implements Storage {
  private readonly root: string

  constructor(root: string) {
    this.root = resolve(root)
  }

  private path(key: string): string {
    if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`Invalid storage key: ${key}`)
    const path = resolve(join(this.root, key))
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the root: ${key}`)
    return path
  }

  async put(key: string, source: Readable | Buffer, contentType: string): Promise<void> {
    const path = this.path(key)
    await mkdir(dirname(path), { recursive: true })
    // Written aside and renamed, so a reader never sees half a file; the name is unique so that two
    // puts of one key never write into the same partial file.
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`
    try {
      // writeFile takes a stream chunk by chunk, so a large file is never held whole.
      await writeFile(partial, source, { flag: 'wx' })
      await writeFile(`${path}${CONTENT_TYPE_SUFFIX}`, contentType)
      await rename(partial, path)
    } catch (err) {
      // A source stream the write gave up on would keep its file open.
      if (!Buffer.isBuffer(source)) source.destroy()
      await rm(partial, { force: true })
      throw err
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    const path = this.path(key)
    try {
      const [info, contentType] = await Promise.all([
        stat(path),
        readFile(`${path}${CONTENT_TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream'),
      ])
      return info.isFile() ? { size: info.size, contentType } : null
    } catch (err) {
      if (isMissing(err)) return null
      throw err
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable | null> {
    const path = this.path(key)
    // Opened here, not lazily by the stream, so a missing file is a null (a 404 before any header
    // is sent) rather than a stream error in the middle of an answer.
    const handle = await open(path, 'r').catch((err: unknown) => {
      if (isMissing(err)) return null
      throw err
    })
    // The stream owns the handle: it closes it at the end, on an error, or when destroyed.
    return handle?.createReadStream(range ? { start: range.start, end: range.end } : {}) ?? null
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key)
    await Promise.all([rm(path, { force: true }), rm(`${path}${CONTENT_TYPE_SUFFIX}`, { force: true })])
  }
}

/**
 * The storage the configuration asks for. S3 is not built yet: rather than silently keep files on
 * one machine's disk while several processes expect a shared bucket, start-up stops and says so.
 */
export function createStorage(config: Pick<Config, 'DATA_DIR' | 'S3_BUCKET'>): Storage {
  if (config.S3_BUCKET) {
    throw new Error(
      'S3_BUCKET is set, but this build has no S3 storage driver yet; unset S3_* to keep files under DATA_DIR/files',
    )
  }
  return new LocalDiskStorage(join(config.DATA_DIR, 'files'))
}
