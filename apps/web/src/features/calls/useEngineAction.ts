import { useState } from 'react'
import type { CallEngine } from './callEngine'
import { useCallStore } from './calls.store'
import { useCallEngine } from './useCallLive'

/**
 * The user's start or join of a call: the engine's code may still have to load (the first call of
 * the page), meanwhile `pending` holds the controls disabled. A load that failed tells the user as
 * an unanswered start does; the next press loads again. `openerProps` go on the controls: the code
 * starts loading as one is pointed at or focused (as lazyWhenOpen.ts does for dialogs), so the press
 * seldom waits. Null without a connection, as the engine is.
 */
export const useEngineAction = () => {
  const loader = useCallEngine((s) => s.loader)
  const [pending, setPending] = useState(false)
  if (!loader) return null
  const run = (act: (engine: CallEngine) => unknown) => {
    const engine = useCallEngine.getState().engine
    if (engine) return void act(engine)
    setPending(true)
    loader
      .ready()
      .then(
        (loaded) => void act(loaded),
        () => useCallStore.getState().set({ problem: { kind: 'offline' } }),
      )
      .finally(() => setPending(false))
  }
  // A failure here is left for the press to meet and tell.
  const preload = () => void loader.ready().catch(() => {})
  return { pending, run, openerProps: { onPointerEnter: preload, onFocus: preload } }
}
