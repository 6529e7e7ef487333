import { useLayoutEffect } from 'react'

/** The id of the loading screen index.html paints before the app runs (build/bootSplash.ts). */
export const SPLASH_ID = 'splash'

/**
 * Rendered once beside the app's tree: takes index.html's loading screen away in the app's first
 * commit, before that frame is painted, so the app's own screen takes its place without a frame
 * showing both or neither.
 */
export const SplashGone = (): null => {
  useLayoutEffect(() => {
    document.getElementById(SPLASH_ID)?.remove()
  }, [])
  return null
}
