import { lazy, Suspense, useRef } from 'react'
import { useAuthStore } from '../auth/auth.store'
import { useCallStore } from './calls.store'
import { useCallLive } from './useCallLive'

// The screens load with the first change of the call's store (a call rings, starts or fails), not
// with every signed-in page: until then they draw nothing (issue 20, /feed's initial JS).
const CallHostScreens = lazy(() => import('./CallHostScreens').then((m) => ({ default: m.CallHostScreens })))

/**
 * Everything of calls that is not a page: the engine (its code loaded at the first call event or
 * start, useCallLive.ts), the incoming call, the call screen (full or minified) and its messages.
 * Mounted in the signed-in layout, above the router's outlet, so a call goes on while the user
 * moves around the app.
 */
export const CallHost = () => {
  useCallLive()
  const me = useAuthStore((s) => s.userId)
  const changed = useCallStore((s) => s !== useCallStore.getInitialState())
  // Once drawn, the screens stay: a reset of the store must not unmount a dialog mid-transition.
  const drawn = useRef(false)
  drawn.current ||= changed
  if (me === null || !drawn.current) return null
  // Its own boundary: the engine's listeners above must not be hidden while the screens load.
  return (
    <Suspense fallback={null}>
      <CallHostScreens me={me} />
    </Suspense>
  )
}
