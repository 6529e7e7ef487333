import { create } from 'zustand'
import { persist } from 'zustand/middleware'

/** The devices chosen for calls on this device (null: the system default). */
export type MediaPrefs = {
  microphoneId: string | null
  cameraId: string | null
  speakerId: string | null
}

type MediaPrefsStore = MediaPrefs & {
  choose: (change: Partial<MediaPrefs>) => void
}

export const DEFAULT_MEDIA_PREFS: MediaPrefs = { microphoneId: null, cameraId: null, speakerId: null }

/**
 * Kept in localStorage: device ids belong to this browser, not to the account, so they are neither
 * sent to the server nor forgotten on sign-out.
 */
export const useMediaPrefs = create<MediaPrefsStore>()(
  persist(
    (set) => ({
      ...DEFAULT_MEDIA_PREFS,
      choose: (change) => set(change),
    }),
    {
      name: 'nauka.callDevices',
      partialize: ({ microphoneId, cameraId, speakerId }) => ({ microphoneId, cameraId, speakerId }),
    },
  ),
)

/** The chosen devices as plain values, for acquireMedia outside React. */
export const mediaPrefs = (): MediaPrefs => {
  const { microphoneId, cameraId, speakerId } = useMediaPrefs.getState()
  return { microphoneId, cameraId, speakerId }
}
