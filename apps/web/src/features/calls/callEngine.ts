import {
  AnswerStatus,
  type CallAck,
  type CallClientEvent,
  type CallEvent,
  type CallInfo,
  type CallMediaAck,
  type CallMediaClientEvent,
  type CallMediaEvent,
  type CallMediaRestartEvent,
  type CallMediaState,
  CallPermit,
  type CallPermitsEvent,
  CallRole,
  type CallSignalEvent,
  CallStatus,
  type CallType,
  ROLE_PERMITS,
} from '@nauka/contracts'
import { api } from '../../api/api'
import type { AppSocket } from '../../api/socket'
import { createCallDevices } from './callDevices'
import { type EntryDeps, enterCall } from './callEntry'
import { type CallProblem, useCallStore } from './calls.store'
import { type CallTransport, openTransport } from './callTransport'
import { stopStream } from './media'
import { ringsFor } from './model'
import type { PeerFactory } from './peerMesh'
import { devicesFor } from './permits'
import type { SfuPeerFactory } from './sfu/sfuSession'

/** How long a start, join or resume waits for the server's acknowledgement. */
export const CALL_ACK_MS = 15_000

export type EngineDeps = {
  socket: Pick<AppSocket, 'timeout' | 'emit'>
  me: () => number | null
  createPeer?: PeerFactory
  /** The connections with the media server (a call whose `media` is `sfu`). */
  createSfuPeer?: SfuPeerFactory
  /** A stream of remote tracks, to be played. */
  streamOf?: (tracks: MediaStreamTrack[]) => MediaStream
  /** The shared screen (the browser asks the user which). */
  displayMedia?: () => Promise<MediaStream>
}

export type CallEngine = ReturnType<typeof createCallEngine>

const offline = { ok: false, error: { code: 0, message: '' } } as const

/**
 * One tab's call: starts, answers, joins and leaves over the socket (the socket that does it
 * carries the media session), keeps its media (a mesh, or through the media server) in step
 * with the server's events, relays signalling, and sends the user's own mic, camera, screen and hand to the server.
 * Entering a call is callEntry.ts's; the user's own devices are callDevices.ts's.
 */
export const createCallEngine = (deps: EngineDeps) => {
  const store = useCallStore
  const createPeer: PeerFactory = deps.createPeer ?? ((config) => new RTCPeerConnection(config))
  const createSfuPeer: SfuPeerFactory = deps.createSfuPeer ?? ((config) => new RTCPeerConnection(config))
  const streamOf: NonNullable<EngineDeps['streamOf']> = deps.streamOf ?? ((tracks) => new MediaStream(tracks))
  /** The media of this tab's session: a mesh, or through the media server. */
  let media: CallTransport | null = null
  /** Calls of other dialogs this tab declined while busy, so each is declined once. */
  const declinedBusy = new Set<number>()
  /** Signalling for this tab's session that came while the browser still asked for the devices. */
  const early: CallSignalEvent[] = []

  /** An acknowledged emit: the server's answer, or `offline` when none came in time. */
  const acked = <A>(emit: (ack: (timedOut: Error | null, answer: A) => void) => void) =>
    new Promise<A | typeof offline>((resolve) =>
      emit((timedOut, answer) => resolve(timedOut ? offline : answer)),
    )

  const emitCall = (event: CallClientEvent): Promise<CallAck> =>
    acked<CallAck>((ack) => deps.socket.timeout(CALL_ACK_MS).emit('call', event, ack))

  const emitMedia = (event: CallMediaClientEvent): Promise<CallMediaAck> =>
    acked<CallMediaAck>((ack) => deps.socket.timeout(CALL_ACK_MS).emit('callMedia', event, ack))

  const teardown = (problem: CallProblem | null = null) => {
    media?.close()
    media = null
    early.length = 0
    const { localStream, screenStream } = store.getState()
    stopStream(localStream)
    stopStream(screenStream)
    store.getState().reset()
    store.getState().set({ problem })
  }

  const openMedia = (call: CallInfo, mySessionId: string, config: RTCConfiguration, stream: MediaStream) =>
    openTransport(call.media, {
      dialogId: call.dialogId,
      mySessionId,
      config,
      localStream: stream,
      createPeer,
      createSfuPeer,
      streamOf,
      signal: (to, signal) => {
        deps.socket.emit(
          'call',
          { action: 'signal', dialogId: call.dialogId, from: mySessionId, to, signal },
          () => {},
        )
      },
      sendMedia: emitMedia,
    })

  /** The media transport opens once the browser gave the devices (callEntry.ts). */
  const connect: EntryDeps['connect'] = (call, mySessionId, config, stream) => {
    media = openMedia(call, mySessionId, config, stream)
    media.follow(call, true)
    // Those who came during the prompt offered to this session; those who went are let go.
    for (const event of early.splice(0)) engine.onSignal(event)
    const latest = store.getState().view.call
    if (latest) media.follow(latest, false)
  }
  const entry: EntryDeps = { me: deps.me, emitCall, streamOf, teardown, connect }
  const devices = createCallDevices({ media: () => media, displayMedia: deps.displayMedia })

  const endProblem = (event: CallEvent): CallProblem | null => {
    const others = event.call.participants.filter((p) => p.user !== deps.me())
    if (others.some((p) => p.exit === 'declined')) return { kind: 'declined' }
    return event.call.activeDate === null ? { kind: 'noAnswer' } : null
  }

  const engine = {
    start(dialogId: number, type: CallType) {
      if (store.getState().view.status !== CallStatus.Finish) return
      store.getState().set({ problem: null, minified: false })
      store.getState().dispatch({ kind: 'start', dialogId, type })
      return enterCall(
        entry,
        dialogId,
        type,
        (state) => ({ action: 'start', dialogId, type, state }),
        devicesFor(type, ROLE_PERMITS[CallRole.Organiser]),
      )
    },

    /** Answers the ringing call, or joins a group's call going on. */
    join(dialogId: number, type: CallType) {
      const status = store.getState().view.status
      if (status !== CallStatus.Finish && status !== CallStatus.Ring) return
      store.getState().set({ problem: null, minified: false })
      store.getState().dispatch({ kind: 'join', dialogId, type })
      return enterCall(entry, dialogId, type, (state) => ({ action: 'join', dialogId, state }))
    },

    async decline() {
      const { dialogId } = store.getState().view
      teardown()
      if (dialogId !== null) await api.calls.decline({ params: { dialogId } }).catch(() => {})
    },

    hangUp() {
      const { view, mediaSessionId } = store.getState()
      if (view.dialogId !== null && mediaSessionId !== null)
        void emitCall({ action: 'leave', dialogId: view.dialogId, mediaSessionId })
      teardown()
    },

    onCallEvent(event: CallEvent) {
      const me = deps.me()
      if (me === null) return
      const before = store.getState()
      before.dispatch({ kind: 'server', call: event.call, me, mySessionId: before.mediaSessionId })
      const after = store.getState().view
      if (before.view.status !== CallStatus.Finish && before.view.dialogId === event.dialogId) {
        if (after.status === CallStatus.Finish)
          return teardown(before.view.status === CallStatus.Calling ? endProblem(event) : null)
        if (after.call) {
          media?.follow(after.call, false)
          devices.followForcedOff(after.call, before.mediaSessionId)
        }
        return
      }
      // One call at a time: a call ringing while this tab is in another is declined as busy.
      const busy = before.mediaSessionId !== null && before.view.dialogId !== event.dialogId
      if (busy && ringsFor(event.call, me) && !declinedBusy.has(event.call.id)) {
        declinedBusy.add(event.call.id)
        void api.calls.decline({ params: { dialogId: event.dialogId } }).catch(() => {})
      }
    },

    onSignal(event: CallSignalEvent) {
      const { mediaSessionId, view } = store.getState()
      if (event.to !== mediaSessionId || event.dialogId !== view.dialogId) return
      if (!media) return void early.push(event)
      void media.onSignal(event.from.mediaSessionId, event.signal).catch(() => {})
    },

    /** The media server's new offer for this tab's subscriber connection. */
    onMediaEvent(event: CallMediaEvent) {
      const { mediaSessionId, view } = store.getState()
      if (event.mediaSessionId !== mediaSessionId || event.dialogId !== view.dialogId) return
      media?.onMediaEvent(event)
    },

    /** The server lost the media server (Janus restarted or cut off): this tab's media starts over. */
    onMediaRestart(event: CallMediaRestartEvent) {
      const { mediaSessionId, view } = store.getState()
      if (event.mediaSessionId !== mediaSessionId || event.dialogId !== view.dialogId) return
      media?.onMediaRestart()
    },

    /** Issue 17 (2007): the user's own permits changed; allowed to take part, the media server gets its media. */
    onPermits(event: CallPermitsEvent) {
      const { view } = store.getState()
      if (event.user !== deps.me() || event.dialogId !== view.dialogId) return
      if (event.permits.includes(CallPermit.TakePart)) media?.retryPublish()
    },

    /** A socket that came back binds itself to this tab's session again. */
    async resume() {
      const { view, mediaSessionId } = store.getState()
      if (view.dialogId === null || mediaSessionId === null) return
      const answer = await emitCall({ action: 'resume', dialogId: view.dialogId, mediaSessionId })
      if (!answer.ok || !answer.call)
        return teardown(answer.ok ? null : { kind: 'refused', message: answer.error.message })
      store.getState().dispatch({ kind: 'joined', call: answer.call })
      media?.resume(answer.call)
    },

    /** Turns one of the user's own toggles and tells the others. */
    toggle: (key: keyof CallMediaState) => devices.toggle(key),

    redial: (user: number) => {
      const { dialogId } = store.getState().view
      // SPEC 8: a failed invite is silently ignored.
      if (dialogId !== null)
        void api.calls.invite({ params: { dialogId }, body: { users: [user] } }).catch(() => {})
    },

    remove: (user: number) => {
      const { dialogId } = store.getState().view
      if (dialogId !== null)
        void api.calls
          .status({ params: { dialogId }, body: { user, status: AnswerStatus.Left } })
          .catch(() => {})
    },

    audioLevels: () => media?.audioLevels() ?? Promise.resolve(new Map<string, number>()),
    /** A remote tile's rendered width: through the media server, the simulcast layer it receives. */
    setTileSize: (mediaSessionId: string, width: number) => media?.setTileSize(mediaSessionId, width),
    dispose: () => teardown(),
  }
  return engine
}
