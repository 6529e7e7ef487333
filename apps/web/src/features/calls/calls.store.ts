import type { CallMediaState, SfuSource } from '@nauka/contracts'
import { create } from 'zustand'
import type { ErrorMessage } from '../../api/errorText'
import { type CallView, type CallViewEvent, idleCall, nextCallView } from './model'
import { type KnownPermits, mergePermits } from './permits'
import type { Quality } from './quality/quality'

export type CallLayout = 'grid' | 'speaker'

/** Why a call could not start or go on, for the message the screen shows. */
export type CallProblem =
  | { kind: 'media'; error: unknown }
  /** The server refused (the call is full, no longer there): its words, in the user's language. */
  | { kind: 'refused'; message: string }
  /** The server did not answer (the connection is down). */
  | { kind: 'offline' }
  /** The call the user made ended before anyone answered, or was declined. */
  | { kind: 'noAnswer' }
  | { kind: 'declined' }
  | { kind: 'videoMissing' }
  /** An admin's action or a recording the server refused, or that could not reach it. */
  | { kind: 'failed'; message: ErrorMessage }
  /** Media cannot flow through the media server (lost, or starting over): shown until it flows again. */
  | { kind: 'mediaServerLost' }

export const OWN_MEDIA_OFF: CallMediaState = {
  micOn: false,
  camOn: false,
  handUp: false,
  sharingScreen: false,
}

/**
 * SPEC 3 Call: the one call of this tab (SPEC: one at a time). The view goes through the pure
 * `nextCallView`; the rest is what the engine has: its session, the streams, each peer's state.
 */
type CallStore = {
  view: CallView
  mediaSessionId: string | null
  localStream: MediaStream | null
  /** The shared screen while it replaces the camera. */
  screenStream: MediaStream | null
  /** Each remote session's sound and picture (its shared screen, else its camera), as tiles play them. */
  remoteStreams: Record<string, MediaStream>
  /** Through the media server, each remote session's sources apart (a camera beside its screen). */
  remoteSources: Record<string, Partial<Record<SfuSource, MediaStream>>>
  /** How well each remote session's media arrives, from getStats. */
  quality: Record<string, Quality>
  peerStates: Record<string, RTCPeerConnectionState>
  /** Bumped when a remote stream gains a track, so its tile attaches it again. */
  streamVersion: number
  own: CallMediaState
  minified: boolean
  /** Issue 17: every participant's permits seen so far (own always; everyone's for a manager). */
  permits: KnownPermits
  /** The participants panel is open. */
  panel: boolean
  /** The grid of tiles (a page at a time) or the speaker view. */
  layout: CallLayout
  /** The grid's page, from 0. */
  page: number
  /** Who came to the lobby last, for a manager to be told (those still waiting are shown). */
  knocking: number[]
  problem: CallProblem | null
  dispatch: (event: CallViewEvent) => void
  set: (change: Partial<Omit<CallStore, 'dispatch' | 'set' | 'reset'>>) => void
  setRemote: (sessionId: string, stream: MediaStream) => void
  setPeerState: (sessionId: string, state: RTCPeerConnectionState) => void
  /** Back to idle; a problem to tell survives the reset. */
  reset: () => void
}

const idle = {
  view: idleCall,
  mediaSessionId: null,
  localStream: null,
  screenStream: null,
  remoteStreams: {},
  remoteSources: {},
  quality: {},
  peerStates: {},
  streamVersion: 0,
  own: OWN_MEDIA_OFF,
  minified: false,
  permits: {},
  panel: false,
  layout: 'grid' as CallLayout,
  page: 0,
  knocking: [],
}

export const useCallStore = create<CallStore>()((set) => ({
  ...idle,
  problem: null,
  dispatch: (event) =>
    set((store) => ({
      view: nextCallView(store.view, event),
      permits: 'call' in event ? mergePermits(store.permits, event.call.participants) : store.permits,
    })),
  set: (change) => set(change),
  setRemote: (sessionId, stream) =>
    set((store) => ({
      remoteStreams: { ...store.remoteStreams, [sessionId]: stream },
      streamVersion: store.streamVersion + 1,
    })),
  setPeerState: (sessionId, state) =>
    set((store) => ({ peerStates: { ...store.peerStates, [sessionId]: state } })),
  reset: () => set(idle),
}))
