import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { failureMessage } from '../../api/errorText'
import { type ResumableUploadHandlers, startResumableUpload, type UploadHandle } from './resumableUpload'
import { initialUpload, nextUpload } from './upload.model'

/** How a file's bytes go to the server: tus by default; a small file may go in one request. */
export type StartUpload = (file: File, handlers: ResumableUploadHandlers) => UploadHandle

/**
 * One file uploaded resumably while the component lives: its state (upload.model), `cancel`
 * (stops it and removes it from the server) and `retry` (continues a failed one). Leaving the page
 * stops it without removing it, so picking the same file again continues it.
 */
export function useResumableUpload(
  file: File,
  onDone?: (fileId: string) => void,
  start: StartUpload = startResumableUpload,
) {
  const [state, dispatch] = useReducer(nextUpload, initialUpload)
  const [attempt, setAttempt] = useState(0)
  const handle = useRef<UploadHandle | null>(null)
  const done = useRef(onDone)
  done.current = onDone

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt starts the upload again.
  useEffect(() => {
    const started = start(file, {
      onProgress: (fraction) => dispatch({ type: 'progress', fraction }),
      onDone: (fileId) => {
        dispatch({ type: 'done', fileId })
        done.current?.(fileId)
      },
      onError: (error) => dispatch({ type: 'failed', error: failureMessage(error) }),
    })
    handle.current = started
    return () => started.stop()
  }, [file, attempt, start])

  return {
    state,
    cancel: useCallback(() => handle.current?.cancel(), []),
    retry: useCallback(() => {
      dispatch({ type: 'retry' })
      setAttempt((n) => n + 1)
    }, []),
  }
}
