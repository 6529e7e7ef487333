/** Microphone, camera and speaker for calls: what the call engine and screens use. */
export {
  type AcquiredMedia,
  acquireDevice,
  acquireMedia,
  type DevicesWanted,
  keepWanted,
  stopStream,
} from './acquire'
export { MediaAccessError, type MediaAccessReason, mediaErrorText, toMediaAccessError } from './errors'
export { DEFAULT_MEDIA_PREFS, type MediaPrefs, mediaPrefs, useMediaPrefs } from './prefs.store'
export { applySpeaker, canChooseSpeaker } from './speaker'
export { startDialTone, startRingtone } from './tones'
export { useAudioLevel, watchAudioLevel } from './useAudioLevel'
export { type MediaDevices, useDevices } from './useDevices'
