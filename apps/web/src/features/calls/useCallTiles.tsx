import { type CallInfo, type CallParticipant, CallPermit } from '@nauka/contracts'
import type { TileOptions } from './CallGrid'
import { CallTile } from './CallTile'
import { callActions } from './callActions'
import { useCallStore } from './calls.store'
import { actionsOn } from './permits'
import { OWN } from './useActiveSpeaker'
import { useCallEngine } from './useCallLive'

/**
 * The tile of each person of the call, wired to the engine and the store: their stream, connection,
 * quality, the media server's layer for its size, and what the user may do (call again, remove).
 */
export const useCallTiles = (call: CallInfo, me: number, speaker: string | null) => {
  const store = useCallStore()
  const engine = useCallEngine((s) => s.engine)
  const mine = store.permits[me] ?? null
  const speaking =
    speaker === OWN
      ? me
      : (call.participants.find((p) => p.states.some((s) => s.mediaSessionId === speaker))?.user ?? null)
  const tile = (p: CallParticipant, { hidden = false, fit }: TileOptions) => {
    const own = p.user === me
    const sessionId = own ? store.mediaSessionId : (p.states[0]?.mediaSessionId ?? null)
    const stream = own
      ? (store.screenStream ?? store.localStream)
      : sessionId
        ? (store.remoteStreams[sessionId] ?? null)
        : null
    const shown = own
      ? { ...p, states: p.states.map((s) => (s.mediaSessionId === sessionId ? { ...s, ...store.own } : s)) }
      : p
    return (
      <CallTile
        key={p.user}
        hidden={hidden}
        fit={fit}
        participant={shown}
        own={own}
        stream={stream}
        streamVersion={store.streamVersion}
        peerState={sessionId ? store.peerStates[sessionId] : undefined}
        speaking={speaking === p.user}
        media={call.media}
        quality={sessionId ? store.quality[sessionId] : undefined}
        onWidth={sessionId && !own ? (width) => engine?.setTileSize(sessionId, width) : null}
        manage={actionsOn({ me, permits: mine, target: p, size: call.participants.length }).remove}
        onRedial={() => engine?.redial(p.user)}
        onRemove={() => void callActions.remove(call.dialogId, p.user)}
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
