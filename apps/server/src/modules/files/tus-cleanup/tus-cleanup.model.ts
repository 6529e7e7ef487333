/**
 * How long an unfinished resumable upload is kept after its last write. A day: the web client
 * continues an interrupted upload from where it stopped when its author comes back (a lost
 * connection, a laptop closed overnight), and a 2 GB upload on a slow line takes hours; an upload
 * untouched for longer is given up, and its bytes (up to 2 GB each) would otherwise stay for good.
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000

/** What tus knows of an upload: bytes received, and the length declared (none yet when deferred). */
export interface UploadProgress {
  offset: number
  size?: number
}

/** Every byte declared has arrived. */
export const isFinished = (upload: UploadProgress): boolean =>
  upload.size !== undefined && upload.offset >= upload.size

/** Not written to for `ABANDONED_AFTER_MS`. */
export const isStale = (lastWrite: Date, now: Date): boolean =>
  now.getTime() - lastWrite.getTime() > ABANDONED_AFTER_MS

/**
 * An upload to remove: unfinished and stale. A finished upload is not one: its bytes became a file,
 * unless the process died before the file's row (the cleanup asks the files then).
 */
export function isAbandoned(upload: UploadProgress, lastWrite: Date, now: Date): boolean {
  return !isFinished(upload) && isStale(lastWrite, now)
}

/**
 * The key of the cleanup job of the hour `now` falls in (UTC, e.g. `2025-03-10T09`): every process
 * sends the same one within the hour, and the queue keeps one waiting job per key.
 */
export function hourKey(now: Date): string {
  return now.toISOString().slice(0, 13)
}

/** Where tus keeps uploads in the storage (tus.service.ts): an upload's id is its key, `tus/<uuid>`. */
export const TUS_PREFIX = 'tus/'

/** The latest of some times (at least one). */
export const latest = (times: Date[]): Date => new Date(Math.max(...times.map((time) => time.getTime())))
