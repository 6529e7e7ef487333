import type { ErrorMessage } from '../../api/errorText'

/** Where one resumable upload is: on its way, stopped by a failure, or a file. */
export type UploadState =
  | { status: 'uploading'; progress: number }
  | { status: 'failed'; progress: number; error: ErrorMessage }
  | { status: 'done'; progress: 1; fileId: string }

export type UploadEvent =
  | { type: 'progress'; fraction: number }
  | { type: 'failed'; error: ErrorMessage }
  | { type: 'done'; fileId: string }
  | { type: 'retry' }

export const initialUpload: UploadState = { status: 'uploading', progress: 0 }

/**
 * The next state of an upload. Progress never goes back (a resumed upload starts from what the
 * server kept, which a late event of the previous attempt must not undo); a finished upload stays
 * finished; a retry keeps the progress, as tus continues from there.
 */
export function nextUpload(state: UploadState, event: UploadEvent): UploadState {
  if (state.status === 'done') return state
  switch (event.type) {
    case 'progress':
      return state.status === 'uploading'
        ? { status: 'uploading', progress: Math.max(state.progress, Math.min(1, event.fraction)) }
        : state
    case 'failed':
      return { status: 'failed', progress: state.progress, error: event.error }
    case 'done':
      return { status: 'done', progress: 1, fileId: event.fileId }
    case 'retry':
      return state.status === 'failed' ? { status: 'uploading', progress: state.progress } : state
  }
}
