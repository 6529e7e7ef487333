import { ERRORS } from '@tus/server'
import type { JobLog } from '../../../platform/jobs/queue-worker'
import type { TusStore } from '../tus/tus.stores'
import { isAbandoned, isFinished, isStale } from './tus-cleanup.model'
import type { TusUploads } from './tus-uploads'

export interface TusCleanupDeps {
  /** The store the tus server writes through: its `remove` also forgets what it cached. */
  store: TusStore
  uploads: TusUploads
  /** Whether a row names the key as its file's bytes (a finished upload's became a file). */
  isFile(key: string): Promise<boolean>
  log: JobLog & { info(details: object, message: string): void }
  now?: () => Date
}

/** What one run did. */
export interface CleanupOutcome {
  removed: string[]
  failed: string[]
}

/**
 * Removes resumable uploads left unfinished (`isAbandoned`): their bytes and tus's record, through
 * the tus store's own `remove` (the file store deletes both; the S3 store aborts the multipart
 * upload and deletes the `.info`), and what that leaves. Finished uploads are files and stay,
 * unless no file names them a day on (a process killed before the row).
 */
export class TusCleanup {
  private readonly now: () => Date

  constructor(private readonly deps: TusCleanupDeps) {
    this.now = deps.now ?? (() => new Date())
  }

  /** One pass over every upload; one that fails is logged and the others still go. */
  async run(signal?: AbortSignal): Promise<CleanupOutcome> {
    const outcome: CleanupOutcome = { removed: [], failed: [] }
    const now = this.now()
    for await (const id of this.deps.uploads.ids()) {
      signal?.throwIfAborted()
      try {
        if (await this.removeIfAbandoned(id, now)) outcome.removed.push(id)
      } catch (err) {
        outcome.failed.push(id)
        this.deps.log.warn({ err, id }, 'abandoned upload not removed')
      }
    }
    if (outcome.removed.length > 0 || outcome.failed.length > 0)
      this.deps.log.info(
        { removed: outcome.removed.length, failed: outcome.failed.length },
        'abandoned uploads cleaned up',
      )
    return outcome
  }

  private async removeIfAbandoned(id: string, now: Date): Promise<boolean> {
    const { store, uploads } = this.deps
    const lastWrite = await uploads.lastWrite(id)
    let upload: { offset: number; size?: number }
    try {
      upload = await store.datastore.getUpload(id)
    } catch (err) {
      // The file store's record of bytes that are gone (removed half-way): only the record is left.
      if (err !== ERRORS.FILE_NO_LONGER_EXISTS) throw err
      if (!isAbandoned({ offset: 0 }, lastWrite, now)) return false
      await store.forget(id)
      return true
    }
    if (isFinished(upload) && isStale(lastWrite, now)) return this.settleFinished(id)
    if (!isAbandoned(upload, lastWrite, now)) return false
    await uploads.removeLeftovers(id)
    await store.datastore.remove(id)
    return true
  }

  /**
   * A finished upload whose record is still there a day later: the process died after its last
   * write, before the file's row (the bytes no one will ever get: removed) or before the record was
   * forgotten (the bytes are a file's: only the record goes). Answers whether the bytes went.
   */
  private async settleFinished(id: string): Promise<boolean> {
    const { store, uploads } = this.deps
    if (await this.deps.isFile(id)) {
      await store.forget(id)
      return false
    }
    await uploads.removeLeftovers(id)
    await store.datastore.remove(id)
    return true
  }
}
