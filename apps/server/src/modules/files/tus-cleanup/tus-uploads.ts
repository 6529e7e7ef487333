import type { StorageLocation } from '../../../platform/storage'
import { DiskTusUploads } from './tus-uploads.disk'
import { S3TusUploads } from './tus-uploads.s3'

/**
 * The uploads tus keeps in the storage, as the tus stores themselves cannot list them: the file
 * store's expiry reads only its top folder (ours are under `tus/`), and the S3 store's lists
 * multipart uploads without their last part's time.
 */
export interface TusUploads {
  /**
   * The id of every upload with a record (`.json` or `.info`), in key order. A finished upload's
   * record is removed once it became a file, so what is listed is mostly unfinished.
   */
  ids(): AsyncIterable<string>
  /** When its bytes or its record were last written. */
  lastWrite(id: string): Promise<Date>
  /**
   * Removes what the tus store's own `remove` would leave of an upload. Called before it: should
   * that fail, the record is still there for the next run to find the upload by.
   */
  removeLeftovers(id: string): Promise<void>
}

/** Beside the storage's objects, as the tus store for `location` keeps them (tus.stores.ts). */
export function tusUploadsAt(location: StorageLocation): TusUploads {
  return location.driver === 's3' ? new S3TusUploads(location) : new DiskTusUploads(location.root)
}
