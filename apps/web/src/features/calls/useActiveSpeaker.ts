import { useEffect, useState } from 'react'
import { useAudioLevel } from './media'
import { activeSpeaker } from './model'
import { useCallEngine } from './useCallLive'

const POLL_MS = 500
/** The user's own session in the levels map. */
export const OWN = 'own'

/**
 * The session heard loudest now (others from the connections' statistics, the user from the
 * microphone), or null in silence; `OWN` when it is the user.
 */
export const useActiveSpeaker = (localStream: MediaStream | null, micOn: boolean): string | null => {
  const engine = useCallEngine((s) => s.engine)
  const ownLevel = useAudioLevel(micOn ? localStream : null)
  const [remote, setRemote] = useState<Map<string, number>>(new Map())
  useEffect(() => {
    if (!engine) return
    let live = true
    const timer = setInterval(() => {
      void engine.audioLevels().then((levels) => live && setRemote(levels))
    }, POLL_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [engine])
  return activeSpeaker(new Map([...remote, [OWN, ownLevel / 4]]))
}
