import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { Config } from '../config'
import { LocalDiskStorage } from './storage-local'
import { S3Storage } from './storage-s3'

/** What is known about a stored object without reading its bytes. */
export interface StoredObjectInfo {
  size: number
  contentType: string
}

/** One stored object as a listing shows it. */
export interface ListedObject {
  key: string
  size: number
  modifiedAt: Date
}

/** A slice of an object's bytes, both ends inclusive (as HTTP ranges count). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where a driver keeps the bytes, for code that must write beside it with a library of its own (the
 * tus stores): a folder, or a bucket and the client settings that reach it.
 */
export type StorageLocation =
  | { driver: 'disk'; root: string }
  | { driver: 's3'; bucket: string; client: S3ClientConfig }

/**
 * Where files live. Keys are relative paths such as `profiles/17/avatar-<v>.webp`. Two drivers:
 * local disk (the default, storage-local.ts) and S3 (storage-s3.ts, when `S3_BUCKET` is set). Bytes
 * travel as streams both ways (DESIGN: never buffered whole): a large file costs a few chunks of
 * memory.
 */
export interface Storage {
  readonly location: StorageLocation
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
  /**
   * Every object whose key starts with `prefix` (all of them without one), a page at a time, so a
   * bucket of millions is never held whole: for backups and the orphan sweep. Objects only: never a
   * write in progress nor the drivers' own side files.
   */
  list(prefix?: string): AsyncIterable<ListedObject>
  /**
   * Throws unless the storage can be used: the folder takes a write, or the bucket answers. For the
   * readiness probe; `signal` gives up a call that hangs.
   */
  probe(signal: AbortSignal): Promise<void>
}

export type StorageConfig = Pick<
  Config,
  'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY'
>

/** The storage the configuration asks for: the S3 bucket when `S3_BUCKET` is set, else `DATA_DIR/files`. */
export function createStorage(config: StorageConfig): Storage {
  const { S3_BUCKET } = config
  if (S3_BUCKET) return new S3Storage({ ...config, S3_BUCKET })
  return new LocalDiskStorage(join(config.DATA_DIR, 'files'))
}
