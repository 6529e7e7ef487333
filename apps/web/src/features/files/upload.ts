import { FILES_FIELD, type FileDescriptor, FileUploadAnswer } from '@nauka/contracts'
import { type ApiError, networkError } from '../../api/ApiError'
import { api } from '../../api/api'
import { toApiError } from '../../api/toApiError'

export type UploadOptions = {
  /** Called as bytes leave the browser, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void
  /** Aborting stops the transfer; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal
  /** The upload route, when not plain attachments' (a listing's images are uploaded as its). */
  endpoint?: typeof api.market.uploadImages | typeof api.files.upload
}

const parseBody = (text: string): unknown => {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError')

/** The upload was cancelled by the person (not a failure to show). */
export const isAbort = (cause: unknown): boolean =>
  cause instanceof DOMException && cause.name === 'AbortError'

/**
 * Uploads one file (`api.files.upload` unless another `endpoint`, multipart field `files`) and
 * answers its descriptor.
 * XMLHttpRequest rather than fetch: only it reports upload progress. Failures reject with the
 * same ApiError the rest of the app maps to text (SPEC 8).
 */
export const uploadFile = (
  file: File,
  { onProgress, signal, endpoint = api.files.upload }: UploadOptions = {},
): Promise<FileDescriptor> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError())
      return
    }
    const request = new XMLHttpRequest()
    const onAbort = () => request.abort()
    const settle = (action: () => void) => {
      signal?.removeEventListener('abort', onAbort)
      action()
    }
    request.open(endpoint.route.method, endpoint.url())
    request.withCredentials = true
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total))
    }
    request.onload = () =>
      settle(() => {
        const body = parseBody(request.responseText)
        if (request.status < 200 || request.status >= 300) {
          reject(
            toApiError(request.status, body, (name) => request.getResponseHeader(name)) satisfies ApiError,
          )
          return
        }
        try {
          const [descriptor] = FileUploadAnswer.parse(body)
          if (!descriptor) throw new TypeError('the upload answered no file')
          onProgress?.(1)
          resolve(descriptor)
        } catch (cause) {
          reject(cause)
        }
      })
    request.onerror = () => settle(() => reject(networkError(new Error('upload failed'))))
    request.ontimeout = request.onerror
    request.onabort = () => settle(() => reject(abortError()))
    signal?.addEventListener('abort', onAbort)
    const form = new FormData()
    form.append(FILES_FIELD, file, file.name)
    request.send(form)
  })

/** An upload that will not be published after all. */
export const deleteUploadedFile = async (fileId: string): Promise<void> => {
  await api.files.remove({ params: { id: fileId } })
}
