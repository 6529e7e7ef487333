import { toMediaAccessError } from './errors'
import type { MediaPrefs } from './prefs.store'

export type MediaKindWanted = 'audio' | 'video'

export type AcquiredMedia = {
  stream: MediaStream
  /** A video call went on with sound only: there is no camera (or none matches). */
  videoMissing: boolean
}

type DevicePrefs = Pick<MediaPrefs, 'microphoneId' | 'cameraId'>

/**
 * A chosen device is asked as `ideal`, not `exact`: a headset unplugged since it was chosen gives
 * the default device instead of failing the call.
 */
const device = (id: string | null): MediaTrackConstraints => (id ? { deviceId: { ideal: id } } : {})

const audioConstraints = (prefs?: DevicePrefs): MediaTrackConstraints => ({
  ...device(prefs?.microphoneId ?? null),
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
})

/** A mesh sends one copy of the picture to every peer, so a modest size keeps five uploads light. */
const videoConstraints = (prefs?: DevicePrefs): MediaTrackConstraints => ({
  ...device(prefs?.cameraId ?? null),
  width: { ideal: 640 },
  height: { ideal: 480 },
  frameRate: { ideal: 24, max: 30 },
})

/** The errors that mean "no usable camera" rather than "no access at all". */
const NO_CAMERA = new Set(['NotFoundError', 'OverconstrainedError'])

const getUserMedia = (constraints: MediaStreamConstraints): Promise<MediaStream> => {
  // Missing on insecure pages and old browsers: an error the caller can word, not a TypeError.
  if (!navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new DOMException('mediaDevices is unavailable', 'SecurityError'))
  }
  return navigator.mediaDevices.getUserMedia(constraints)
}

/**
 * The microphone (and for video the camera) with the chosen devices. A video call without a camera
 * goes on with sound only (`videoMissing`); other failures throw a MediaAccessError.
 */
export const acquireMedia = async (kind: MediaKindWanted, prefs?: DevicePrefs): Promise<AcquiredMedia> => {
  const audio = audioConstraints(prefs)
  try {
    if (kind === 'audio') return { stream: await getUserMedia({ audio }), videoMissing: false }
    try {
      return { stream: await getUserMedia({ audio, video: videoConstraints(prefs) }), videoMissing: false }
    } catch (error) {
      if (!(error instanceof Error || error instanceof DOMException) || !NO_CAMERA.has(error.name))
        throw error
      return { stream: await getUserMedia({ audio }), videoMissing: true }
    }
  } catch (error) {
    throw toMediaAccessError(error)
  }
}

/** The camera alone, for turning it on in a call that began with sound only. */
export const acquireCamera = async (prefs?: DevicePrefs): Promise<MediaStream> => {
  try {
    return await getUserMedia({ video: videoConstraints(prefs) })
  } catch (error) {
    throw toMediaAccessError(error)
  }
}

/** Ends every track, so the camera light goes off. */
export const stopStream = (stream: MediaStream | null | undefined): void => {
  for (const track of stream?.getTracks() ?? []) track.stop()
}
