import { useEffect, useState } from 'react'
import { watchAudioLevel } from './media'
import { activeSpeaker } from './model'
import { useCallEngine } from './useCallLive'

const POLL_MS = 500
/** The user's own session in the levels map. */
export const OWN = 'own'

/**
 * The session heard loudest now (others from the connections' statistics, the user from the
 * microphone), or null in silence; `OWN` when it is the user. The levels change ten times a second;
 * the call screen renders again only when the speaker does (it did on every level, with eight tiles).
 */
export const useActiveSpeaker = (localStream: MediaStream | null, micOn: boolean): string | null => {
  const engine = useCallEngine((s) => s.engine)
  const track = micOn ? (localStream?.getAudioTracks()[0] ?? null) : null
  const [speaker, setSpeaker] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    let own = 0
    let remote: ReadonlyMap<string, number> = new Map()
    let said: string | null | undefined
    // Only a new speaker is set: React may render once more even for the same state.
    const decide = () => {
      const next = activeSpeaker(new Map([...remote, [OWN, own / 4]]))
      if (next === said) return
      said = next
      setSpeaker(next)
    }
    const stopOwn = track
      ? watchAudioLevel(track, (level) => {
          own = level
          decide()
        })
      : null
    const timer = engine
      ? setInterval(() => {
          void engine.audioLevels().then((levels) => {
            if (!live) return
            remote = levels
            decide()
          })
        }, POLL_MS)
      : null
    decide()
    return () => {
      live = false
      stopOwn?.()
      if (timer) clearInterval(timer)
    }
  }, [engine, track])
  return speaker
}
