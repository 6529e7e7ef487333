import { useEffect, useRef, useState } from 'react'
import { type HeldSpeaker, heldSpeaker } from './grid'

/** How long someone must stay the loudest before the speaker view enlarges them. */
const HOLD_MS = 1500

/**
 * The speaker the speaker view shows and the one it showed last, from the loudest person of each
 * poll (see `heldSpeaker`).
 */
export const useHeldSpeaker = (
  loudest: number | null,
): { speaking: number | null; previous: number | null } => {
  const state = useRef<HeldSpeaker>({ speaker: null, candidate: null, since: 0 })
  const [speaker, setSpeaker] = useState<number | null>(null)
  useEffect(() => {
    state.current = heldSpeaker(state.current, loudest, Date.now(), HOLD_MS)
    setSpeaker(state.current.speaker)
    // The loudest may stay the same past the hold: look again once it has passed.
    const timer = setTimeout(() => {
      state.current = heldSpeaker(state.current, loudest, Date.now(), HOLD_MS)
      setSpeaker(state.current.speaker)
    }, HOLD_MS)
    return () => clearTimeout(timer)
  }, [loudest])
  return { speaking: speaker, previous: speaker }
}
