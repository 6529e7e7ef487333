type SinkElement = HTMLMediaElement & { setSinkId?: (id: string) => Promise<void> }

/** Whether this browser lets a page choose the speaker (Chromium does; Safari and Firefox may not). */
export const canChooseSpeaker = (): boolean =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype

/**
 * Plays the element through the chosen speaker where the browser allows it; true when it did.
 * A device gone since it was chosen leaves the element on the default one.
 */
export const applySpeaker = async (element: HTMLMediaElement, deviceId: string | null): Promise<boolean> => {
  const sink = element as SinkElement
  if (!deviceId || typeof sink.setSinkId !== 'function') return false
  try {
    await sink.setSinkId(deviceId)
    return true
  } catch {
    return false
  }
}
