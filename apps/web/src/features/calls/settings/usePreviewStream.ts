import { useEffect, useState } from 'react'
import { acquireMedia, stopStream } from '../media/acquire'
import { useMediaPrefs } from '../media/prefs.store'

export type Preview = {
  stream: MediaStream | null
  /** Why there is no picture or sound (a refused or missing device). */
  error: unknown
  videoMissing: boolean
}

const NOTHING: Preview = { stream: null, error: null, videoMissing: false }

/**
 * What the settings show: the call's own stream while a call runs (a second capture would fight it
 * for the camera), else a preview of the chosen devices, taken again when the choice changes and
 * let go when the settings close.
 */
export const usePreviewStream = (open: boolean, live: MediaStream | null | undefined): Preview => {
  const microphoneId = useMediaPrefs((s) => s.microphoneId)
  const cameraId = useMediaPrefs((s) => s.cameraId)
  const [own, setOwn] = useState<Preview>(NOTHING)
  const usesOwn = open && !live
  useEffect(() => {
    if (!usesOwn) return
    let cancelled = false
    let taken: MediaStream | null = null
    acquireMedia({ audio: true, video: true }, { microphoneId, cameraId }).then(
      ({ stream, videoMissing }) => {
        if (cancelled) return stopStream(stream)
        taken = stream
        setOwn({ stream, error: null, videoMissing })
      },
      (error: unknown) => {
        if (!cancelled) setOwn({ stream: null, error, videoMissing: false })
      },
    )
    return () => {
      cancelled = true
      stopStream(taken)
      setOwn(NOTHING)
    }
  }, [usesOwn, microphoneId, cameraId])
  if (!open) return NOTHING
  return live ? { stream: live, error: null, videoMissing: false } : own
}
