import type { PeerConnection } from './peerMesh'

/**
 * A stand-in for `RTCPeerConnection` in unit tests (jsdom has none): it keeps the signalling
 * states of JSEP (stable, have-local-offer, have-remote-offer), fires negotiationneeded when a
 * track is added while stable, refuses a candidate before a remote description, and reports a
 * remote track for every description that comes in.
 */
export type FakePeer = { -readonly [K in keyof PeerConnection]: PeerConnection[K] } & {
  closed: boolean
  candidates: unknown[]
  remoteDescriptions: RTCSessionDescriptionInit[]
  /** Offers this side made. */
  offers: number
  fire(state: RTCPeerConnectionState): void
  senders: { track: MediaStreamTrack | null; replaceTrack: (t: MediaStreamTrack | null) => Promise<void> }[]
}

export const fakeTrack = (kind: 'audio' | 'video', id = `${kind}-${Math.random()}`): MediaStreamTrack =>
  ({ kind, id, enabled: true, stop: () => {} }) as unknown as MediaStreamTrack

export const fakeStream = (tracks: MediaStreamTrack[], id = `stream-${Math.random()}`): MediaStream => {
  const held = [...tracks]
  return {
    id,
    getTracks: () => held,
    getAudioTracks: () => held.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => held.filter((t) => t.kind === 'video'),
    addTrack: (track: MediaStreamTrack) => void held.push(track),
    removeTrack: (track: MediaStreamTrack) => {
      const at = held.indexOf(track)
      if (at >= 0) held.splice(at, 1)
    },
  } as unknown as MediaStream
}

export const createFakePeer = (): FakePeer => {
  let pendingNegotiation = false
  /** Senders a finished offer/answer exchange carries; a newer one needs a negotiation. */
  let negotiated = 0
  // As JSEP says: negotiation is needed while a sender is not negotiated yet, fired once stable.
  const maybeNegotiate = () => {
    if (pendingNegotiation) return
    pendingNegotiation = true
    queueMicrotask(() => {
      pendingNegotiation = false
      if (peer.signalingState !== 'stable' || negotiated >= peer.senders.length || peer.closed) return
      peer.onnegotiationneeded?.call(peer as unknown as RTCPeerConnection, new Event('negotiationneeded'))
    })
  }
  const stable = () => {
    peer.signalingState = 'stable'
    negotiated = peer.senders.length
    maybeNegotiate()
  }
  const peer: FakePeer = {
    signalingState: 'stable',
    connectionState: 'new',
    localDescription: null,
    closed: false,
    candidates: [],
    remoteDescriptions: [],
    offers: 0,
    senders: [],
    onicecandidate: null,
    onnegotiationneeded: null,
    ontrack: null,
    onconnectionstatechange: null,
    addTrack(track) {
      const sender: FakePeer['senders'][number] = {
        track,
        replaceTrack: async (next: MediaStreamTrack | null) => {
          sender.track = next
        },
      }
      peer.senders.push(sender)
      maybeNegotiate()
      return sender as unknown as RTCRtpSender
    },
    addTransceiver(kind) {
      // A receive-only transceiver: a sender without a track, negotiated like a sending one.
      const sender: FakePeer['senders'][number] = { track: null, replaceTrack: async () => {} }
      peer.senders.push(sender)
      maybeNegotiate()
      return { sender, mid: null, kind } as unknown as RTCRtpTransceiver
    },
    getSenders: () => peer.senders as unknown as RTCRtpSender[],
    async setLocalDescription() {
      await Promise.resolve()
      if (peer.signalingState === 'have-remote-offer') {
        peer.localDescription = { type: 'answer', sdp: 'answer' } as RTCSessionDescription
        stable()
      } else {
        peer.offers += 1
        peer.localDescription = { type: 'offer', sdp: `offer-${peer.offers}` } as RTCSessionDescription
        peer.signalingState = 'have-local-offer'
      }
    },
    async setRemoteDescription(description) {
      await Promise.resolve()
      peer.remoteDescriptions.push(description)
      // An offer arriving over one's own is a rollback first (the polite side's part).
      if (description.type === 'offer') peer.signalingState = 'have-remote-offer'
      else stable()
      const track = fakeTrack('audio')
      peer.ontrack?.call(
        peer as unknown as RTCPeerConnection,
        {
          track,
          streams: [fakeStream([track], 'remote')],
        } as unknown as RTCTrackEvent,
      )
    },
    async addIceCandidate(candidate) {
      if (peer.remoteDescriptions.length === 0) throw new Error('InvalidStateError: no remote description')
      peer.candidates.push(candidate)
    },
    close() {
      peer.closed = true
    },
    getStats: async () => new Map([['a', { type: 'inbound-rtp', kind: 'audio', audioLevel: 0.3 }]]) as never,
    fire(state) {
      peer.connectionState = state
      peer.onconnectionstatechange?.call(
        peer as unknown as RTCPeerConnection,
        new Event('connectionstatechange'),
      )
    },
  }
  return peer
}
