import type { CallSignal } from '@nauka/contracts'

/**
 * The part of `RTCPeerConnection` the mesh uses, so unit tests can hand it a fake; the real one is
 * proven by the browser tests.
 */
export type PeerConnection = Pick<
  RTCPeerConnection,
  | 'addTrack'
  | 'addTransceiver'
  | 'getSenders'
  | 'setLocalDescription'
  | 'setRemoteDescription'
  | 'addIceCandidate'
  | 'close'
  | 'getStats'
  | 'signalingState'
  | 'connectionState'
  | 'localDescription'
  | 'onicecandidate'
  | 'onnegotiationneeded'
  | 'ontrack'
  | 'onconnectionstatechange'
>

export type PeerFactory = (config: RTCConfiguration) => PeerConnection

export type MeshOptions = {
  createPeer: PeerFactory
  config: RTCConfiguration
  mySessionId: string
  /** What this tab sends: its microphone and camera (or screen) tracks. */
  localStream: MediaStream
  send: (to: string, signal: CallSignal) => void
  onRemoteStream: (sessionId: string, stream: MediaStream) => void
  onPeerState: (sessionId: string, state: RTCPeerConnectionState) => void
  /** A remote track without a stream of its own still needs one to be played. */
  streamOf?: (track: MediaStreamTrack) => MediaStream
}

type Peer = {
  pc: PeerConnection
  polite: boolean
  makingOffer: boolean
  ignoreOffer: boolean
  /** Signals of one peer are applied in order: a candidate waits for the description before it. */
  queue: Promise<void>
  sending: boolean
}

export type PeerMesh = {
  /**
   * Keeps one connection per other live session: connects to those in `sessions` it has none with
   * (this tab offers, being the newcomer) and closes those no longer there.
   */
  connect(sessions: readonly string[]): void
  /** Closes connections with sessions that left; opens none (a newcomer offers to us). */
  prune(sessions: readonly string[]): void
  handleSignal(from: string, signal: CallSignal): Promise<void>
  /**
   * Sends `track` as the video (camera or screen): replaced in place, or added with a
   * renegotiation; null sends no video. Connections opened later send it too.
   */
  setVideoTrack(track: MediaStreamTrack | null): void
  /**
   * Sends `track` as the microphone (one the call began without): added with a renegotiation.
   * Connections opened later take it from the stream.
   */
  setAudioTrack(track: MediaStreamTrack): void
  /** Each remote session's last heard audio level (0–1), for the active speaker. */
  audioLevels(): Promise<Map<string, number>>
  /** Each remote session's connection statistics (null when its connection could not tell). */
  stats(): Promise<Map<string, RTCStatsReport | null>>
  sessions(): string[]
  close(): void
}

/**
 * WebRTC mesh of one tab's media session: one peer connection per other live session of the
 * call, negotiated with the perfect-negotiation pattern (the polite side, the smaller session id,
 * yields on an offer collision) and trickled ICE candidates.
 */
export const createPeerMesh = (options: MeshOptions): PeerMesh => {
  const peers = new Map<string, Peer>()
  const { mySessionId, send } = options
  /** The video sent instead of the stream's own (a shared screen), once set. */
  let video: MediaStreamTrack | null | undefined
  const videoSenders = new WeakSet<RTCRtpSender>()

  // Tracks added to the transceivers an offer brought need no second negotiation (JSEP reuses them).
  const startSending = (peer: Peer, offering: boolean) => {
    if (peer.sending) return
    peer.sending = true
    const stream = options.localStream
    const tracks =
      video === undefined ? stream.getTracks() : [...stream.getAudioTracks(), ...(video ? [video] : [])]
    for (const track of tracks) {
      const sender = peer.pc.addTrack(track, stream)
      if (track.kind === 'video') videoSenders.add(sender)
    }
    // Nothing to send (no permit for a device): the newcomer's offer still asks to receive, or it
    // would make none; the other side's answer brings its media (its video by an offer of its own).
    if (offering && tracks.length === 0) peer.pc.addTransceiver('audio', { direction: 'recvonly' })
  }

  const open = (remote: string, offering: boolean): Peer => {
    const existing = peers.get(remote)
    if (existing) return existing
    const pc = options.createPeer(options.config)
    const peer: Peer = {
      pc,
      polite: mySessionId < remote,
      makingOffer: false,
      ignoreOffer: false,
      queue: Promise.resolve(),
      sending: false,
    }
    peers.set(remote, peer)
    pc.onnegotiationneeded = async () => {
      try {
        peer.makingOffer = true
        await pc.setLocalDescription()
        if (pc.localDescription) send(remote, describe(pc.localDescription))
      } catch {
        // A failed offer is retried by the next negotiationneeded; the connection state tells the screen.
      } finally {
        peer.makingOffer = false
      }
    }
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) send(remote, { kind: 'candidate', candidate: candidate.toJSON() as CandidateJson })
    }
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? options.streamOf?.(track)
      if (stream) options.onRemoteStream(remote, stream)
    }
    pc.onconnectionstatechange = () => options.onPeerState(remote, pc.connectionState)
    if (offering) startSending(peer, true)
    options.onPeerState(remote, pc.connectionState)
    return peer
  }

  const apply = async (remote: string, peer: Peer, signal: CallSignal) => {
    const { pc } = peer
    if (signal.kind === 'candidate') {
      if (!signal.candidate) return
      try {
        await pc.addIceCandidate(signal.candidate)
      } catch (error) {
        if (!peer.ignoreOffer) throw error
      }
      return
    }
    const description = signal.description
    const collision = description.type === 'offer' && (peer.makingOffer || pc.signalingState !== 'stable')
    peer.ignoreOffer = !peer.polite && collision
    if (peer.ignoreOffer) return
    await pc.setRemoteDescription(description)
    if (description.type === 'offer') {
      startSending(peer, false)
      await pc.setLocalDescription()
      if (pc.localDescription) send(remote, describe(pc.localDescription))
    }
  }

  const drop = (remote: string) => {
    peers.get(remote)?.pc.close()
    peers.delete(remote)
  }

  return {
    connect(sessions) {
      for (const id of sessions) if (id !== mySessionId) open(id, true)
      this.prune(sessions)
    },
    prune(sessions) {
      for (const id of [...peers.keys()]) if (!sessions.includes(id)) drop(id)
    },
    handleSignal(from, signal) {
      if (from === mySessionId) return Promise.resolve()
      const peer = open(from, false)
      const run = peer.queue.then(() => apply(from, peer, signal))
      // One failed signal (a stale candidate) does not stop the ones after it.
      peer.queue = run.catch(() => {})
      return run
    },
    setVideoTrack(track) {
      video = track
      for (const peer of peers.values()) {
        if (!peer.sending) continue
        const { pc } = peer
        // A sender that sent video before keeps its place (its track may be null after a stop).
        const sender = pc.getSenders().find((s) => s.track?.kind === 'video' || videoSenders.has(s))
        if (sender) void sender.replaceTrack(track)
        else if (track) videoSenders.add(pc.addTrack(track, options.localStream))
      }
    },
    setAudioTrack(track) {
      for (const peer of peers.values()) {
        if (!peer.sending) continue
        const sender = peer.pc.getSenders().find((s) => s.track?.kind === 'audio')
        // A transceiver that only received audio is taken over by addTrack (JSEP), renegotiated.
        if (sender) void sender.replaceTrack(track)
        else peer.pc.addTrack(track, options.localStream)
      }
    },
    async audioLevels() {
      const levels = new Map<string, number>()
      for (const [id, report] of await this.stats()) {
        report?.forEach((stat: { type?: string; kind?: string; audioLevel?: number }) => {
          if (stat.type === 'inbound-rtp' && stat.kind === 'audio' && typeof stat.audioLevel === 'number')
            levels.set(id, stat.audioLevel)
        })
      }
      return levels
    },
    async stats() {
      const entries = [...peers].map(
        async ([id, { pc }]) => [id, await pc.getStats().catch(() => null)] as const,
      )
      return new Map(await Promise.all(entries))
    },
    sessions: () => [...peers.keys()],
    close() {
      for (const id of [...peers.keys()]) drop(id)
    },
  }
}

type CandidateJson = NonNullable<Extract<CallSignal, { kind: 'candidate' }>['candidate']>

const describe = (description: RTCSessionDescription | RTCSessionDescriptionInit): CallSignal => ({
  kind: 'description',
  description: { type: description.type ?? 'offer', sdp: description.sdp ?? '' },
})
