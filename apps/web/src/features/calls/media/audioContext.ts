/** One AudioContext for the tones and the level meters (browsers limit how many a page may open). */
let shared: AudioContext | null = null

/** The page's AudioContext, or null where there is none (jsdom, very old browsers). */
export const audioContext = (): AudioContext | null => {
  if (shared) return shared
  const Context = globalThis.AudioContext
  if (typeof Context !== 'function') return null
  try {
    shared = new Context()
  } catch {
    return null
  }
  return shared
}

/** A context made before any click starts suspended (autoplay rules); it plays once resumed. */
export const resumed = (context: AudioContext): void => {
  if (context.state === 'suspended') void context.resume().catch(() => {})
}
