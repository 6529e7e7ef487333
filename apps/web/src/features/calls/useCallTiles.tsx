import { type CallInfo, type CallParticipant, CallPermit } from '@nauka/contracts'
import { useMemo } from 'react'
import type { TileOptions } from './CallGrid'
import { CallTile, type TileHandlers } from './CallTile'
import { callActions } from './callActions'
import { useCallStore } from './calls.store'
import { actionsOn } from './permits'
import { OWN } from './useActiveSpeaker'
import { useCallEngine } from './useCallLive'

/**
 * The tile of each person of the call, wired to the engine and the store: their stream, connection,
 * quality, the media server's layer for its size, and what the user may do (call again, remove).
 *
 * Each tile is memoised and given only values that stay the same while its person's do (handlers
 * made once per engine): a change of speaker, or of one person's quality, renders one or two tiles,
 * not all of them. In a call of eight, rendering every tile at each change kept a page busy for
 * more than half of its time.
 */
export const useCallTiles = (call: CallInfo, me: number, speaker: string | null) => {
  const engine = useCallEngine((s) => s.engine)
  const mine = useCallStore((s) => s.permits[me] ?? null)
  const mediaSessionId = useCallStore((s) => s.mediaSessionId)
  const ownStream = useCallStore((s) => s.screenStream ?? s.localStream)
  const ownMedia = useCallStore((s) => s.own)
  const remoteStreams = useCallStore((s) => s.remoteStreams)
  const streamVersion = useCallStore((s) => s.streamVersion)
  const peerStates = useCallStore((s) => s.peerStates)
  const quality = useCallStore((s) => s.quality)
  const { dialogId, participants } = call
  const handlers = useMemo<TileHandlers>(
    () => ({
      width: (sessionId, width) => engine?.setTileSize(sessionId, width),
      redial: (user) => engine?.redial(user),
      remove: (user) => void callActions.remove(dialogId, user),
    }),
    [engine, dialogId],
  )
  const ownParticipant = participants.find((p) => p.user === me)
  // The user's own tile shows what their devices do now, before the server has confirmed it.
  const ownShown = useMemo(
    () =>
      ownParticipant && {
        ...ownParticipant,
        states: ownParticipant.states.map((s) =>
          s.mediaSessionId === mediaSessionId ? { ...s, ...ownMedia } : s,
        ),
      },
    [ownParticipant, mediaSessionId, ownMedia],
  )
  const speaking =
    speaker === OWN
      ? me
      : (participants.find((p) => p.states.some((s) => s.mediaSessionId === speaker))?.user ?? null)
  const tile = (p: CallParticipant, { hidden = false, fit }: TileOptions) => {
    const own = p.user === me
    const sessionId = own ? mediaSessionId : (p.states[0]?.mediaSessionId ?? null)
    const stream = own ? ownStream : sessionId ? (remoteStreams[sessionId] ?? null) : null
    return (
      <CallTile
        key={p.user}
        hidden={hidden}
        fit={fit}
        participant={own && ownShown ? ownShown : p}
        own={own}
        sessionId={sessionId}
        stream={stream}
        streamVersion={streamVersion}
        peerState={sessionId ? peerStates[sessionId] : undefined}
        speaking={speaking === p.user}
        media={call.media}
        quality={sessionId ? quality[sessionId] : undefined}
        manage={actionsOn({ me, permits: mine, target: p, size: participants.length }).remove}
        handlers={handlers}
      />
    )
  }
  return {
    tile,
    speaking,
    manager: mine?.includes(CallPermit.ManageParticipants) ?? false,
    mayRecord: mine?.includes(CallPermit.Record) ?? false,
  }
}
