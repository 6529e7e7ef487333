import { ApiError, UNHANDLED_ERROR } from '../../api/ApiError'
import type { StartUpload } from '../../shared/upload/useResumableUpload'
import { deleteUploadedFile, isAbort, uploadFile } from './upload'

/**
 * A small file in one request (`POST /files`, as the post editor sends attachments), with the
 * handle of a resumable one: cancelling or leaving aborts it, and a file that arrived anyway is
 * deleted, as nobody will join it to the item.
 */
export const startDirectUpload: StartUpload = (file, { onProgress, onDone, onError }) => {
  const controller = new AbortController()
  uploadFile(file, { signal: controller.signal, onProgress })
    .then((descriptor) => {
      if (controller.signal.aborted) void deleteUploadedFile(descriptor.id).catch(() => undefined)
      else onDone(descriptor.id)
    })
    .catch((cause: unknown) => {
      if (isAbort(cause) || controller.signal.aborted) return
      onError(
        cause instanceof ApiError
          ? cause
          : new ApiError({ kind: 'http', status: 0, message: UNHANDLED_ERROR }),
      )
    })
  const abort = () => controller.abort()
  return { cancel: abort, stop: abort }
}
