import { useCallback, useEffect, useRef, useState } from 'react'

/** What the browser can record, best first (Chromium writes WebM/Opus, Firefox Ogg/Opus). */
const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg']

export type RecorderState = 'idle' | 'recording' | 'denied' | 'unsupported'

const supported = () =>
  typeof MediaRecorder !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  !!navigator.mediaDevices?.getUserMedia

/** The recorded file's name and type, from what the recorder wrote. */
export const voiceFileOf = (chunks: readonly Blob[], mimeType: string, now = new Date()): File => {
  const type = mimeType.split(';')[0] || 'audio/webm'
  const extension = type.endsWith('ogg') ? 'ogg' : 'webm'
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  return new File([...chunks], `voice-${stamp}.${extension}`, { type })
}

/**
 * A voice message with MediaRecorder: `start` asks for the microphone, `stop` answers the recorded
 * file (or null when cancelled); the seconds recorded count up while recording.
 */
export const useVoiceRecorder = () => {
  const [state, setState] = useState<RecorderState>(() => (supported() ? 'idle' : 'unsupported'))
  const [seconds, setSeconds] = useState(0)
  const recorder = useRef<MediaRecorder | null>(null)
  const chunks = useRef<Blob[]>([])
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  const release = useCallback(() => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop()
    recorder.current = null
  }, [])
  useEffect(() => release, [release])

  const start = useCallback(async () => {
    if (!supported()) return setState('unsupported')
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
      const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type))
      const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined)
      chunks.current = []
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.current.push(event.data)
      }
      media.start()
      recorder.current = media
      setSeconds(0)
      const began = Date.now()
      timer.current = setInterval(() => setSeconds(Math.floor((Date.now() - began) / 1000)), 250)
      setState('recording')
    } catch {
      setState('denied')
    }
  }, [])

  /** Ends the recording; `keep` false throws it away. */
  const stop = useCallback(
    (keep: boolean): Promise<File | null> =>
      new Promise((resolve) => {
        const media = recorder.current
        if (!media) return resolve(null)
        media.onstop = () => {
          const file = keep && chunks.current.length > 0 ? voiceFileOf(chunks.current, media.mimeType) : null
          release()
          setState('idle')
          resolve(file)
        }
        media.stop()
      }),
    [release],
  )

  return { state, seconds, start, stop }
}
