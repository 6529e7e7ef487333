import type { FileDescriptor } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import type { JobQueue } from '../../platform/jobs/job-queue'
import { PeriodicJob } from '../../platform/jobs/periodic-job'
import type { JobLog } from '../../platform/jobs/queue-worker'
import type { FilesService, UploadRequest } from '../files/files.service'
import { findShownAmong, insertImageUploads, lockOrphanUploads } from './listing-uploads.queries'

const CLEANUP = 'market.orphan-images'

declare module '../../platform/jobs/job-queue' {
  interface JobMap {
    [CLEANUP]: Record<string, never>
  }
}

/** An image uploaded for a listing that no listing shows this long after is deleted. */
export const ORPHAN_IMAGE_AFTER_MS = 24 * 60 * 60 * 1000
const CLEANUP_EVERY_MS = 60 * 60 * 1000
/** Files deleted per transaction: a long backlog goes in short steps. */
const BATCH = 100

export interface ListingUploadsDeps {
  db: Db
  files: Pick<FilesService, 'limits' | 'upload' | 'removeRows' | 'removeBytes'>
  jobs: Pick<JobQueue, 'define' | 'send'>
  log: JobLog
  now?: () => Date
}

/**
 * Images uploaded for listings (issue 18). The editor uploads each picture as it is picked, before
 * the listing is saved, so a picture removed from the form, or a form never saved, leaves a file
 * no listing shows; the web app deletes those it can, but a closed tab cannot. An hourly job
 * deletes every such image a day after its upload: its row first, then its bytes.
 */
export class ListingUploads {
  private readonly job: PeriodicJob<typeof CLEANUP>

  constructor(private readonly deps: ListingUploadsDeps) {
    const now = deps.now ?? (() => new Date())
    this.job = new PeriodicJob({
      jobs: deps.jobs,
      log: deps.log,
      now,
      name: CLEANUP,
      everyMs: CLEANUP_EVERY_MS,
      run: (job) => this.removeOrphans(now(), job.signal),
    })
  }

  get limits(): FilesService['limits'] {
    return this.deps.files.limits
  }

  /** `POST /market/listing-images`: stored as attachments are, and recorded as a listing's. */
  async upload(viewer: RequestUser, request: UploadRequest): Promise<FileDescriptor[]> {
    const uploaded = await this.deps.files.upload(viewer, request)
    await insertImageUploads(
      this.deps.db,
      uploaded.map((file) => file.id),
    )
    return uploaded
  }

  /** Deletes the images uploaded before `now` less a day that no listing shows; answers their ids. */
  async removeOrphans(now: Date, signal?: AbortSignal): Promise<string[]> {
    const before = new Date(now.getTime() - ORPHAN_IMAGE_AFTER_MS)
    const removed: string[] = []
    for (;;) {
      signal?.throwIfAborted()
      const { ids, keys, more } = await this.deps.db.transaction(async (tx) => {
        const locked = await lockOrphanUploads(tx, before, BATCH)
        // Asked again under the locks: a listing saved just before them is seen now.
        const shown = await findShownAmong(tx, locked)
        const ids = locked.filter((id) => !shown.has(id))
        return { ids, keys: await this.deps.files.removeRows(tx, ids), more: locked.length === BATCH }
      })
      removed.push(...ids)
      const failed = await this.deps.files.removeBytes(keys)
      if (failed.length > 0)
        this.deps.log.warn({ keys: failed }, 'bytes of orphan listing images not deleted')
      if (!more) return removed
    }
  }

  /** Sends the cleanup now and every hour until `unschedule`; the queue must be running. */
  schedule(): Promise<void> {
    return this.job.schedule()
  }

  unschedule(): void {
    this.job.unschedule()
  }
}
