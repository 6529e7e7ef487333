import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { Config } from '../config'

/** A stored object: its bytes and the content type it was stored with. */
export interface StoredObject {
  data: Buffer
  contentType: string
}

/**
 * Where files live. Keys are relative paths such as `profiles/17/avatar-<v>.webp`. The local-disk
 * driver is the default; an S3 driver (DESIGN: `S3_*`) implements the same three calls.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** Null when there is no object under the key. */
  get(key: string): Promise<StoredObject | null>
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>
}

// Keys are built by the server, never taken from a request; this guards against a mistake anyway.
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

const CONTENT_TYPE_SUFFIX = '.type'

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

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const path = this.path(key)
    await mkdir(dirname(path), { recursive: true })
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.partial`
    await writeFile(partial, data)
    await writeFile(`${path}${CONTENT_TYPE_SUFFIX}`, contentType)
    await rename(partial, path)
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.path(key)
    try {
      const [data, contentType] = await Promise.all([
        readFile(path),
        readFile(`${path}${CONTENT_TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream'),
      ])
      return { data, contentType }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw err
    }
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
