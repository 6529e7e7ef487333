import {
  type CallInfo,
  CallMedia,
  type CallMediaAck,
  type CallMediaClientEvent,
  type CallMediaEvent,
  type CallSignal,
} from '@nauka/contracts'
import { useCallStore } from './calls.store'
import { remoteSessions } from './model'
import { createPeerMesh, type PeerFactory } from './peerMesh'
import { createQualityMonitor, QUALITY_INTERVAL_MS, type QualitySamples } from './quality/monitor'
import { sampleQuality, statsOf } from './quality/quality'
import { createSfuSession, type SfuPeerFactory } from './sfu/sfuSession'
import { nextRemoteMedia } from './sfu/storeMedia'

export type TransportOptions = {
  dialogId: number
  mySessionId: string
  config: RTCConfiguration
  /** The microphone and camera. */
  localStream: MediaStream
  createPeer: PeerFactory
  createSfuPeer: SfuPeerFactory
  streamOf: (tracks: MediaStreamTrack[]) => MediaStream
  /** Mesh signalling to one other session. */
  signal: (to: string, signal: CallSignal) => void
  /** Media-server signalling, acknowledged. */
  sendMedia: (event: CallMediaClientEvent) => Promise<CallMediaAck>
}

/**
 * How this tab's media session travels, the same for the engine either way: a peer-to-peer mesh,
 * or through the media server. Each fills the store's remote streams, peer states and quality.
 */
export type CallTransport = {
  /** The call as the server described it: a mesh keeps one connection per other live session. */
  follow(call: CallInfo, offering: boolean): void
  onSignal(from: string, signal: CallSignal): Promise<void>
  onMediaEvent(event: CallMediaEvent): void
  /** The server lost the media server: this session's media starts over. */
  onMediaRestart(): void
  /** The socket came back (after a resume acknowledged with `call`). */
  resume(call: CallInfo): void
  /** A camera turned on for the first time in a call that began with sound only. */
  setCamera(track: MediaStreamTrack): void
  /** A microphone turned on for the first time (the call began without its permit). */
  setMicrophone(track: MediaStreamTrack): void
  setScreen(track: MediaStreamTrack | null): void
  /** Allowed to take part again: what the media server refused is published now. */
  retryPublish(): void
  audioLevels(): Promise<Map<string, number>>
  samples(): Promise<QualitySamples>
  /** A remote tile's width, for the layer it needs (the media server's simulcast). */
  setTileSize(sessionId: string, width: number): void
  close(): void
}

const store = useCallStore

const openMesh = (o: TransportOptions): CallTransport => {
  let screen: MediaStreamTrack | null = null
  const mesh = createPeerMesh({
    createPeer: o.createPeer,
    config: o.config,
    mySessionId: o.mySessionId,
    localStream: o.localStream,
    send: o.signal,
    onRemoteStream: (id, remote) => store.getState().setRemote(id, remote),
    onPeerState: (id, state) => store.getState().setPeerState(id, state),
    streamOf: (track) => o.streamOf([track]),
  })
  return {
    follow(call, offering) {
      const sessions = remoteSessions(call, o.mySessionId)
      // SPEC: the newcomer offers to every live session already in the call.
      if (offering) mesh.connect(sessions)
      else mesh.prune(sessions)
    },
    onSignal: (from, signal) => mesh.handleSignal(from, signal),
    onMediaEvent: () => {},
    onMediaRestart: () => {},
    resume: (call) => mesh.prune(remoteSessions(call, o.mySessionId)),
    setCamera(track) {
      // A shared screen keeps the one video sender until it stops.
      if (!screen) mesh.setVideoTrack(track)
    },
    setMicrophone: (track) => mesh.setAudioTrack(track),
    setScreen(track) {
      screen = track
      mesh.setVideoTrack(track ?? o.localStream.getVideoTracks()[0] ?? null)
    },
    // Peers are not refused: the server switches a session's media off in its state.
    retryPublish: () => {},
    audioLevels: () => mesh.audioLevels(),
    async samples() {
      const samples: QualitySamples = new Map()
      for (const [id, report] of await mesh.stats())
        samples.set(id, report ? sampleQuality(statsOf(report)) : null)
      return samples
    },
    setTileSize: () => {},
    close: () => mesh.close(),
  }
}

const openSfu = (o: TransportOptions): CallTransport => {
  let state: RTCPeerConnectionState = 'new'
  const statesOf = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, state]))
  const session = createSfuSession({
    dialogId: o.dialogId,
    mediaSessionId: o.mySessionId,
    createPeer: o.createSfuPeer,
    config: o.config,
    send: o.sendMedia,
    tracks: {
      microphone: o.localStream.getAudioTracks()[0] ?? null,
      camera: o.localStream.getVideoTracks()[0] ?? null,
      screen: null,
    },
    onMedia(media) {
      const now = store.getState()
      const next = nextRemoteMedia(now, media, o.streamOf)
      if (!next.changed) return
      now.set({
        remoteStreams: next.remoteStreams,
        remoteSources: next.remoteSources,
        streamVersion: now.streamVersion + 1,
        peerStates: { ...now.peerStates, ...statesOf([...media.keys()]) },
      })
    },
    onState(next) {
      // One connection carries everyone: its state is each remote session's.
      state = next
      const now = store.getState()
      now.set({ peerStates: { ...now.peerStates, ...statesOf(Object.keys(now.remoteStreams)) } })
    },
    onRecovering(recovering) {
      const now = store.getState()
      if (recovering) now.set({ problem: { kind: 'mediaServerLost' } })
      // Another problem told meanwhile stays.
      else if (now.problem?.kind === 'mediaServerLost') now.set({ problem: null })
    },
  })
  void session.start()
  return {
    // The media server tells what changed with its own offers.
    follow: () => {},
    onSignal: async () => {},
    onMediaEvent: (event) => void session.onEvent(event),
    onMediaRestart: () => void session.mediaServerLost(),
    resume: () => void session.restart(),
    setCamera: (track) => void session.setCamera(track),
    setMicrophone: (track) => void session.setMicrophone(track),
    setScreen: (track) => void session.setScreen(track),
    retryPublish: () => void session.retryPublish(),
    audioLevels: () => session.audioLevels(),
    samples: () => session.samples(),
    setTileSize: (id, width) => session.setTileSize(id, width),
    close: () => session.close(),
  }
}

/** Opens the call's media as the server chose it, and samples each remote session's quality. */
export const openTransport = (media: CallMedia, options: TransportOptions): CallTransport => {
  const transport = media === CallMedia.Sfu ? openSfu(options) : openMesh(options)
  const monitor = createQualityMonitor(transport.samples, (quality) => store.getState().set({ quality }))
  const timer = setInterval(() => void monitor.tick().catch(() => {}), QUALITY_INTERVAL_MS)
  return {
    ...transport,
    close() {
      clearInterval(timer)
      transport.close()
    },
  }
}
