import {
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { StorageLocation } from '../../../platform/storage'
import { latest, TUS_PREFIX } from './tus-cleanup.model'
import type { TusUploads } from './tus-uploads'

/** The S3 store's objects of an upload beside the object itself (see @tus/s3-store). */
const INFO = '.info'
/** The last bytes of a write, too few for a part (S3's least is 5 MB), wait here for the next. */
const INCOMPLETE_PART = '.part'

/** NoSuchKey for a GET, NotFound for a HEAD (no body), NoSuchUpload once a multipart upload ended. */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && ['NoSuchKey', 'NotFound', 'NoSuchUpload'].includes(err.name)

/**
 * The S3 store's uploads: the multipart upload under `tus/<uuid>`, its `.info` object (with the
 * multipart upload's id in its metadata) and perhaps an incomplete last part in `.part`.
 */
export class S3TusUploads implements TusUploads {
  private readonly client: S3Client
  private readonly bucket: string

  constructor(location: Extract<StorageLocation, { driver: 's3' }>) {
    this.client = new S3Client(location.client)
    this.bucket = location.bucket
  }

  async *ids(): AsyncIterable<string> {
    let token: string | undefined
    do {
      // Finished files stay under the prefix too: a page at a time, never the whole listing.
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: TUS_PREFIX, ContinuationToken: token }),
      )
      for (const { Key } of page.Contents ?? []) if (Key?.endsWith(INFO)) yield Key.slice(0, -INFO.length)
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  async lastWrite(id: string): Promise<Date> {
    const info = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: `${id}${INFO}` }))
    const times = [info.LastModified, await this.incompletePartWritten(id)]
    const uploadId = info.Metadata?.['upload-id']
    if (uploadId) times.push(...(await this.partsWritten(id, uploadId)))
    return latest(times.filter((time) => time !== undefined))
  }

  async removeLeftovers(id: string): Promise<void> {
    // The store's `remove` aborts the multipart upload and deletes the object and `.info` only.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `${id}${INCOMPLETE_PART}` }))
  }

  private async incompletePartWritten(id: string): Promise<Date | undefined> {
    try {
      const part = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: `${id}${INCOMPLETE_PART}` }),
      )
      return part.LastModified
    } catch (err) {
      if (isMissing(err)) return undefined
      throw err
    }
  }

  /** When each part of the multipart upload arrived; none once it was completed or aborted. */
  private async partsWritten(id: string, uploadId: string): Promise<Date[]> {
    const times: Date[] = []
    let marker: string | undefined
    try {
      do {
        const page = await this.client.send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: id,
            UploadId: uploadId,
            PartNumberMarker: marker,
          }),
        )
        for (const { LastModified } of page.Parts ?? []) if (LastModified) times.push(LastModified)
        marker = page.IsTruncated ? page.NextPartNumberMarker : undefined
      } while (marker)
    } catch (err) {
      if (!isMissing(err)) throw err
    }
    return times
  }
}
