import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { Config } from '../config'
import type { ByteRange, ListedObject, Storage, StorageLocation, StoredObjectInfo } from './storage'
import { checkedStorageKey } from './storage-key'

/**
 * A put holds at most the parts on their way plus the one being filled: (2 + 1) × 5 MB per upload,
 * whatever the file's size. 5 MB is S3's smallest part; 10,000 parts of it reach 50 GB, far above
 * the largest file we take (2 GB).
 */
export const S3_PART_SIZE = 5 * 1024 * 1024
export const S3_PART_QUEUE = 2

export type S3Config = Pick<Config, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY'> & {
  S3_BUCKET: string
}

/** How to reach the bucket: shared with anything else that talks to it (the tus S3 store). */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  const { S3_ACCESS_KEY: accessKeyId, S3_SECRET_KEY: secretAccessKey } = config
  return {
    region: config.S3_REGION,
    // A self-hosted S3 (MinIO, Ceph, s3rver) is reached at its own address, with the bucket in the
    // path: its host name has no room for bucket subdomains.
    ...(config.S3_ENDPOINT && { endpoint: config.S3_ENDPOINT, forcePathStyle: true }),
    // config.ts insists on both with S3_BUCKET; without them the SDK would look for credentials of
    // its own (environment, instance role).
    ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
    // The SDK's default adds CRC32 checksums that many S3-compatible servers reject or store as
    // part of the bytes; S3 itself asks for them only on a few calls we do not make.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/** S3 answers a missing object with NoSuchKey, and a HEAD of one (which has no body) with NotFound. */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound')

/** Objects in an S3 bucket; the content type is the object's own `Content-Type`. */
export class S3Storage implements Storage {
  readonly location: StorageLocation

  private readonly client: S3Client
  private readonly bucket: string

  constructor(config: S3Config) {
    const client = s3ClientConfig(config)
    this.bucket = config.S3_BUCKET
    this.client = new S3Client(client)
    this.location = { driver: 's3', bucket: this.bucket, client }
  }

  async put(key: string, source: Readable | Buffer, contentType: string): Promise<void> {
    // A body smaller than one part goes as one PutObject; a larger one as a multipart upload, which
    // S3 shows to readers only once complete. On failure Upload aborts it, so no parts are left to
    // pay for (leavePartsOnError stays false).
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: checkedStorageKey(key), Body: source, ContentType: contentType },
      partSize: S3_PART_SIZE,
      queueSize: S3_PART_QUEUE,
    })
    try {
      await upload.done()
    } catch (err) {
      // When S3 failed rather than the source, the source would stay open, unread.
      if (!Buffer.isBuffer(source)) source.destroy()
      throw err
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkedStorageKey(key) }),
      )
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
      }
    } catch (err) {
      if (isMissing(err)) return null
      throw err
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable | null> {
    // The answer's status and headers arrive before its body, so a missing object is a null (a 404
    // before any header is sent), not a stream error in the middle of an answer.
    const answer = await this.client
      .send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkedStorageKey(key),
          ...(range && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      )
      .catch((err: unknown) => {
        if (isMissing(err)) return null
        throw err
      })
    if (!answer) return null
    // In Node the body is the HTTP response itself: destroying it releases the connection.
    if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no stream for ${key}`)
    return answer.Body
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key as well.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedStorageKey(key) }))
  }

  async *list(prefix = ''): AsyncIterable<ListedObject> {
    let ContinuationToken: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken }),
      )
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue
        yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
  }

  /** The bucket answers a HEAD: the endpoint is up, the keys are accepted and the bucket exists. */
  async probe(signal: AbortSignal): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: signal })
  }
}
