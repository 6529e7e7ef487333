import { toMediaAccessError } from './errors'
import type { MediaPrefs } from './prefs.store'

/** The devices to ask for: the microphone, the camera, both or neither. */
export type DevicesWanted = { audio: boolean; video: boolean }

export type AcquiredMedia = {
  /** Null when nothing was asked for, or only a camera that is missing. */
  stream: MediaStream | null
  /** The camera was wanted and there is none (or none matches): the call goes on without it. */
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

const isNoCamera = (error: unknown) =>
  (error instanceof Error || error instanceof DOMException) && NO_CAMERA.has(error.name)

/**
 * The wanted devices at once (one prompt), with the chosen devices. Without a camera the call goes
 * on with sound only (`videoMissing`); other failures throw a MediaAccessError. Nothing wanted asks
 * the browser nothing.
 */
export const acquireMedia = async (wanted: DevicesWanted, prefs?: DevicePrefs): Promise<AcquiredMedia> => {
  const audio = wanted.audio && audioConstraints(prefs)
  try {
    if (!wanted.video)
      return { stream: wanted.audio ? await getUserMedia({ audio }) : null, videoMissing: false }
    try {
      return { stream: await getUserMedia({ audio, video: videoConstraints(prefs) }), videoMissing: false }
    } catch (error) {
      if (!isNoCamera(error)) throw error
      return { stream: wanted.audio ? await getUserMedia({ audio }) : null, videoMissing: true }
    }
  } catch (error) {
    throw toMediaAccessError(error)
  }
}

/** One device alone, for turning it on in a call that began without it. */
export const acquireDevice = async (kind: 'audio' | 'video', prefs?: DevicePrefs): Promise<MediaStream> => {
  try {
    return await getUserMedia(
      kind === 'audio' ? { audio: audioConstraints(prefs) } : { video: videoConstraints(prefs) },
    )
  } catch (error) {
    throw toMediaAccessError(error)
  }
}

/**
 * What was asked before the permits were known, cut down to what they allow: the tracks of a kind
 * not wanted are ended (their light goes off) and leave the stream.
 */
export const keepWanted = (media: AcquiredMedia, wanted: DevicesWanted): AcquiredMedia => {
  for (const track of media.stream?.getTracks() ?? []) {
    if (wanted[track.kind === 'audio' ? 'audio' : 'video']) continue
    track.stop()
    media.stream?.removeTrack(track)
  }
  return { stream: media.stream, videoMissing: media.videoMissing && wanted.video }
}

/** Ends every track, so the camera light goes off. */
export const stopStream = (stream: MediaStream | null | undefined): void => {
  for (const track of stream?.getTracks() ?? []) track.stop()
}
