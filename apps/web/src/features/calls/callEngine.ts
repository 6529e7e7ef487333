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
  CallType,
  ROLE_PERMITS,
} from '@nauka/contracts'
import { api } from '../../api/api'
import type { AppSocket } from '../../api/socket'
import { type CallProblem, OWN_MEDIA_OFF, useCallStore } from './calls.store'
import { type CallTransport, openTransport } from './callTransport'
import {
  type AcquiredMedia,
  acquireDevice,
  acquireMedia,
  type DevicesWanted,
  keepWanted,
  mediaPrefs,
  stopStream,
} from './media'
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
 */
export const createCallEngine = (deps: EngineDeps) => {
  const store = useCallStore
  const createPeer: PeerFactory = deps.createPeer ?? ((config) => new RTCPeerConnection(config))
  const createSfuPeer: SfuPeerFactory = deps.createSfuPeer ?? ((config) => new RTCPeerConnection(config))
  const streamOf: NonNullable<EngineDeps['streamOf']> = deps.streamOf ?? ((tracks) => new MediaStream(tracks))
  /** The media of this tab's session: a mesh, or through the media server. */
  let media: CallTransport | null = null
  /** Own toggles whose change the server has not confirmed yet: a `call` event does not undo them. */
  const pending = new Set<keyof CallMediaState>()
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

  const iceConfig = async (): Promise<RTCConfiguration> => {
    try {
      return { iceServers: (await api.calls.iceServers()).iceServers }
    } catch {
      // Without the list the call still works on one network (host candidates only).
      return { iceServers: [] }
    }
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

  /**
   * Asks the server to start or join, then the browser for the devices the answer's permits allow
   * (issue 17: a camera or microphone the user may not use never lights up, not even briefly); the
   * answer's call is this tab's.
   */
  const enter = async (
    dialogId: number,
    type: CallType,
    request: (own: CallMediaState) => CallClientEvent,
    foreseen: DevicesWanted | null = null,
  ) => {
    const config = await iceConfig()
    // Who starts a call organises it: their devices are asked first, so a refusal rings nobody.
    let taken: AcquiredMedia | null = null
    if (foreseen) {
      try {
        taken = await acquireMedia(foreseen, mediaPrefs())
      } catch (error) {
        if (store.getState().view.dialogId === dialogId) teardown({ kind: 'media', error })
        return
      }
      if (store.getState().view.dialogId !== dialogId) return stopStream(taken.stream)
    }
    // The server keeps off what the permits do not allow, and hears below of a camera not found.
    const answer = await emitCall(request({ ...OWN_MEDIA_OFF, micOn: true, camOn: type === CallType.Video }))
    if (taken && !(answer.ok && answer.mediaSessionId)) stopStream(taken.stream)
    if (answer.ok && answer.call && !answer.mediaSessionId) return waitInLobby(dialogId, answer.call)
    if (!answer.ok || !answer.call || !answer.mediaSessionId) {
      teardown(
        answer.ok || answer.error.message === ''
          ? { kind: 'offline' }
          : { kind: 'refused', message: answer.error.message },
      )
      return
    }
    const mySessionId = answer.mediaSessionId
    const leave = () => void emitCall({ action: 'leave', dialogId, mediaSessionId: mySessionId })
    // Hung up while the server was answering: the session it made ends at once.
    if (store.getState().view.dialogId !== dialogId) return leave()
    store.getState().set({ mediaSessionId: mySessionId })
    store.getState().dispatch({ kind: 'joined', call: answer.call })
    const permits = answer.call.participants.find((p) => p.user === deps.me())?.permits ?? null
    const wanted = devicesFor(type, permits)
    let devices: AcquiredMedia
    try {
      devices = taken ? keepWanted(taken, wanted) : await acquireMedia(wanted, mediaPrefs())
    } catch (error) {
      if (store.getState().mediaSessionId !== mySessionId) return
      leave()
      teardown({ kind: 'media', error })
      return
    }
    // Hung up (or the call ended) while the browser asked: the devices are given back at once.
    if (store.getState().mediaSessionId !== mySessionId) return stopStream(devices.stream)
    const stream = devices.stream ?? streamOf([])
    const own = { ...OWN_MEDIA_OFF, micOn: wanted.audio, camOn: wanted.video && !devices.videoMissing }
    store.getState().set({
      localStream: stream,
      own,
      problem: devices.videoMissing ? { kind: 'videoMissing' } : null,
    })
    if (devices.videoMissing)
      void api.calls
        .state({ params: { dialogId }, body: { mediaSessionId: mySessionId, state: { camOn: false } } })
        .catch(() => {})
    media = openMedia(answer.call, mySessionId, config, stream)
    media.follow(answer.call, true)
    // Those who came during the prompt offered to this session; those who went are let go.
    for (const event of early.splice(0)) engine.onSignal(event)
    const latest = store.getState().view.call
    if (latest) media.follow(latest, false)
  }

  /** Issue 17: joined after the ringing, the user waits to be let in, with no media until then. */
  const waitInLobby = (dialogId: number, call: CallInfo) => {
    // Cancelled while the server was answering: the request to join is withdrawn at once.
    if (store.getState().view.dialogId !== dialogId)
      return void api.calls.decline({ params: { dialogId } }).catch(() => {})
    store.getState().dispatch({ kind: 'joined', call })
  }

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
      return enter(
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
      return enter(dialogId, type, (state) => ({ action: 'join', dialogId, state }))
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
          followForcedOff(after.call, before.mediaSessionId)
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
    async toggle(key: keyof CallMediaState) {
      const { own, localStream, view, mediaSessionId } = store.getState()
      if (!localStream || view.dialogId === null || !mediaSessionId) return
      const on = !own[key]
      pending.add(key)
      try {
        if (key === 'micOn' && !(await switchDevice(localStream, 'audio', on))) return
        if (key === 'camOn' && !(await switchDevice(localStream, 'video', on))) return
        if (key === 'sharingScreen' && !(await switchScreen(on))) return
        store.getState().set({ own: { ...store.getState().own, [key]: on } })
        await api.calls
          .state({ params: { dialogId: view.dialogId }, body: { mediaSessionId, state: { [key]: on } } })
          .catch(() => {})
      } finally {
        pending.delete(key)
      }
    },

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

  /**
   * An admin switched the user's microphone, camera or screen off, or took its permit away: the
   * server's state of this session says off, so it goes off here too (a toggle still on its way
   * to the server is not undone by an older event).
   */
  function followForcedOff(call: CallInfo, mySessionId: string | null) {
    const mine = call.participants.flatMap((p) => p.states).find((s) => s.mediaSessionId === mySessionId)
    const { own, localStream } = store.getState()
    if (!mine || !localStream) return
    const keys = ['micOn', 'camOn', 'sharingScreen'] as const
    const off = keys.filter((key) => own[key] && !mine[key] && !pending.has(key))
    if (off.length === 0) return
    if (off.includes('micOn')) for (const track of localStream.getAudioTracks()) track.enabled = false
    if (off.includes('camOn')) for (const track of localStream.getVideoTracks()) track.enabled = false
    if (off.includes('sharingScreen')) void switchScreen(false)
    store.getState().set({ own: { ...own, ...Object.fromEntries(off.map((key) => [key, false])) } })
  }

  /**
   * The microphone or camera on or off. One the call began without (no camera, or no permit for it
   * then) is asked for now, and sent from now on.
   */
  async function switchDevice(stream: MediaStream, kind: 'audio' | 'video', on: boolean): Promise<boolean> {
    const tracks = kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks()
    if (tracks.length > 0 || !on) {
      for (const track of tracks) track.enabled = on
      return true
    }
    try {
      const taken = await acquireDevice(kind, mediaPrefs())
      const [track] = taken.getTracks()
      // The call ended while the browser asked: the device goes back at once.
      if (!track || store.getState().localStream !== stream) {
        stopStream(taken)
        return false
      }
      stream.addTrack(track)
      if (kind === 'audio') media?.setMicrophone(track)
      else media?.setCamera(track)
      return true
    } catch (error) {
      store.getState().set({ problem: { kind: 'media', error } })
      return false
    }
  }

  async function switchScreen(on: boolean): Promise<boolean> {
    const { screenStream } = store.getState()
    if (!on) {
      stopStream(screenStream)
      store.getState().set({ screenStream: null })
      media?.setScreen(null)
      return true
    }
    try {
      const display = await (
        deps.displayMedia ?? (() => navigator.mediaDevices.getDisplayMedia({ video: true }))
      )()
      const [track] = display.getVideoTracks()
      if (!track) return false
      // The browser's own "Stop sharing" ends the track: the toggle follows it.
      track.addEventListener('ended', () => {
        if (store.getState().screenStream === display) void engine.toggle('sharingScreen')
      })
      store.getState().set({ screenStream: display })
      media?.setScreen(track)
      return true
    } catch {
      // The user closed the browser's picker: nothing is shared.
      return false
    }
  }
}
