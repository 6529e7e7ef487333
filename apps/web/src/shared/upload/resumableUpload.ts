import { BYTES_PER_MB, TUS_FILE_ID_HEADER } from '@nauka/contracts'
import { DetailedError, Upload } from 'tus-js-client'
import { type ApiError, networkError } from '../../api/ApiError'
import { api } from '../../api/api'
import { toApiError } from '../../api/toApiError'

/**
 * Bytes per request. One request for a 2 GB file would outlast the server's request timeout on a
 * slow line (and a proxy's body limit); a lost request costs at most this much again.
 */
export const RESUMABLE_CHUNK_BYTES = 32 * BYTES_PER_MB

export type ResumableUploadHandlers = {
  /** The share of the file the server has (0 to 1), as bytes leave the browser. */
  onProgress?: (fraction: number) => void
  /** The file the upload became, served at `/api/core/file/{fileId}`. */
  onDone: (fileId: string) => void
  /** Failed after tus's own retries; starting again with the same file continues from where it stopped. */
  onError: (error: ApiError) => void
}

/** No handler is called after either. */
export type UploadHandle = {
  /** Stops the upload and removes what the server has of it. */
  cancel: () => void
  /** Stops sending and leaves the upload on the server, to be continued with the same file. */
  stop: () => void
}

const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The catalogue error the server answered, or a network error when no answer came. */
const toError = (cause: Error): ApiError => {
  const response = cause instanceof DetailedError ? cause.originalResponse : null
  if (!response || response.getStatus() === 0) return networkError(cause)
  return toApiError(response.getStatus(), parseBody(response.getBody()), (name) => response.getHeader(name))
}

/**
 * Uploads a large file resumably over tus (route table `API.tus`, tus-js-client): the session
 * cookie goes with every request (same origin); the file's fingerprint is kept in localStorage, so
 * starting again with the same file (after a failure, a reload, a lost connection) continues where
 * the server stopped instead of sending it all again.
 */
export function startResumableUpload(file: File, handlers: ResumableUploadHandlers): UploadHandle {
  let ended = false
  const upload = new Upload(file, {
    // tus-js-client resolves the upload's Location against it: it must be absolute.
    endpoint: new URL(api.tus.create.url(), window.location.origin).href,
    metadata: { filename: file.name, filetype: file.type },
    chunkSize: RESUMABLE_CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10_000],
    // A file sent again later is a new file, not the one already finished.
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) => {
      if (!ended && total > 0) handlers.onProgress?.(Math.min(1, sent / total))
    },
    onSuccess: ({ lastResponse }) => {
      if (ended) return
      const fileId = lastResponse.getHeader(TUS_FILE_ID_HEADER)
      if (fileId) handlers.onDone(fileId)
      else
        handlers.onError(
          toApiError(lastResponse.getStatus(), undefined, (name) => lastResponse.getHeader(name)),
        )
    },
    onError: (cause) => {
      if (!ended) handlers.onError(toError(cause))
    },
  })
  upload
    .findPreviousUploads()
    .then((previous) => {
      if (ended) return
      const latest = previous.reduce<(typeof previous)[number] | undefined>(
        (last, candidate) => (!last || candidate.creationTime > last.creationTime ? candidate : last),
        undefined,
      )
      if (latest) upload.resumeFromPreviousUpload(latest)
      upload.start()
    })
    .catch((cause: Error) => {
      if (!ended) handlers.onError(toError(cause))
    })
  const end = (terminate: boolean) => {
    if (ended) return
    ended = true
    // Terminating deletes the bytes on the server and forgets the fingerprint.
    upload.abort(terminate).catch(() => {})
  }
  return { cancel: () => end(true), stop: () => end(false) }
}
