import { useCallback, useEffect, useState } from 'react'

export type MediaDevices = {
  microphones: MediaDeviceInfo[]
  cameras: MediaDeviceInfo[]
  speakers: MediaDeviceInfo[]
}

const NONE: MediaDevices = { microphones: [], cameras: [], speakers: [] }

/** The devices by kind; a device without an id (no permission yet) is not a choice. */
export const devicesByKind = (devices: readonly MediaDeviceInfo[]): MediaDevices => {
  const of = (kind: MediaDeviceKind) => devices.filter((d) => d.kind === kind && d.deviceId !== '')
  return { microphones: of('audioinput'), cameras: of('videoinput'), speakers: of('audiooutput') }
}

/**
 * The microphones, cameras and speakers of this device, refreshed when one is plugged in or out;
 * `refresh` after access was granted, when the browser starts naming them.
 */
export const useDevices = (): MediaDevices & { refresh: () => void } => {
  const [devices, setDevices] = useState<MediaDevices>(NONE)
  const refresh = useCallback(() => {
    const media = navigator.mediaDevices
    if (!media?.enumerateDevices) return
    media
      .enumerateDevices()
      .then((list) => setDevices(devicesByKind(list)))
      .catch(() => setDevices(NONE))
  }, [])
  useEffect(() => {
    refresh()
    const media = navigator.mediaDevices
    media?.addEventListener?.('devicechange', refresh)
    return () => media?.removeEventListener?.('devicechange', refresh)
  }, [refresh])
  return { ...devices, refresh }
}
