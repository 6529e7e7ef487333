import { mkdirSync } from 'node:fs'
import { FileStore } from '@tus/file-store'
import { S3Store } from '@tus/s3-store'
import type { DataStore } from '@tus/server'
import type { StorageLocation } from '../../../platform/storage'

/**
 * Where tus keeps uploads, beside the storage's own objects so that a finished upload's bytes are
 * already where `Storage` serves them from (no copy of up to 2 GB): an upload's id is its storage
 * key, `tus/<uuid>`, under `DATA_DIR/files` or in the bucket.
 */
export interface TusStore {
  datastore: DataStore
  /**
   * Drops tus's record of a finished upload (its `.json` or `.info`) and keeps the bytes: they belong
   * to a file now, and only the files module removes them.
   */
  forget(id: string): Promise<void>
}

/** The S3 store, and the one call it lacks: removing the `.info` object alone. */
class KeepingS3Store extends S3Store {
  async forget(id: string): Promise<void> {
    await this.client.deleteObject({ Bucket: this.bucket, Key: this.infoKey(id) })
    await this.cache.delete(id)
  }
}

/**
 * FileStore makes its folder in a callback that throws outside any handler: a folder removed while
 * that mkdir waits (a data folder cleaned up, a disk unmounted) would end the whole process. The
 * folder is made here instead, synchronously where a failure stops the start with its cause.
 */
class OwnFolderFileStore extends FileStore {}
// The method is private in FileStore's types, so it is replaced on the prototype rather than overridden.
Object.defineProperty(OwnFolderFileStore.prototype, 'checkOrCreateDirectory', { value: () => {} })

/** The file store on local disk, the S3 store (same bucket) with `S3_BUCKET`: as the files go. */
export function createTusStore(location: StorageLocation): TusStore {
  if (location.driver === 's3') {
    const datastore = new KeepingS3Store({ s3ClientConfig: { ...location.client, bucket: location.bucket } })
    return { datastore, forget: (id) => datastore.forget(id) }
  }
  mkdirSync(location.root, { recursive: true })
  const datastore = new OwnFolderFileStore({ directory: location.root })
  return { datastore, forget: (id) => datastore.configstore.delete(id) }
}
