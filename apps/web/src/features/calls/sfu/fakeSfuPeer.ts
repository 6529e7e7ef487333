import type { SfuStream } from '@nauka/contracts'
import { fakeTrack } from '../fakePeer'
import type { SfuPeer } from './sfuSession'

/** A fake transceiver: what the session reads and sets on one. */
export type FakeTransceiver = {
  mid: string | null
  direction: RTCRtpTransceiverDirection
  init: RTCRtpTransceiverInit | undefined
  sender: { track: MediaStreamTrack | null; replaceTrack: (t: MediaStreamTrack | null) => Promise<void> }
  receiver: { track: MediaStreamTrack }
}

/**
 * A stand-in for the media server's `RTCPeerConnection`s in unit tests (jsdom has none): it keeps
 * JSEP's signalling states with a rollback, gives sending transceivers mids in the order of the
 * offer, and makes a receiving transceiver for each `m=<kind> mid=<mid>` line of a remote offer (as
 * `sfuOffer` writes them), so tests see tracks by mid as a real subscriber connection gives them.
 */
export type FakeSfuPeer = { -readonly [K in keyof SfuPeer]: SfuPeer[K] } & {
  transceivers: FakeTransceiver[]
  remoteDescriptions: RTCSessionDescriptionInit[]
  closed: boolean
  /** The statistics getStats answers with. */
  stats: object[]
  fire(state: RTCPeerConnectionState): void
  gather(candidate: RTCIceCandidateInit | null): void
}

/** The media server's offer listing `streams`, in the fake's format. */
export const sfuOffer = (streams: readonly SfuStream[], version = 1): { type: 'offer'; sdp: string } => ({
  type: 'offer',
  sdp: [`v=${version}`, ...streams.map((s) => `m=${s.kind} mid=${s.mid}`)].join('\n'),
})

export const createFakeSfuPeer = (): FakeSfuPeer => {
  let offers = 0
  const peer: FakeSfuPeer = {
    signalingState: 'stable',
    connectionState: 'new',
    localDescription: null,
    transceivers: [],
    remoteDescriptions: [],
    closed: false,
    stats: [],
    onicecandidate: null,
    onconnectionstatechange: null,
    addTransceiver(trackOrKind, init) {
      const track = typeof trackOrKind === 'string' ? null : trackOrKind
      const transceiver: FakeTransceiver = {
        mid: null,
        direction: init?.direction ?? 'sendrecv',
        init,
        sender: {
          track,
          replaceTrack: async (next) => {
            transceiver.sender.track = next
          },
        },
        receiver: { track: fakeTrack(track?.kind === 'audio' ? 'audio' : 'video') },
      }
      peer.transceivers.push(transceiver)
      return transceiver as unknown as RTCRtpTransceiver
    },
    getTransceivers: () => peer.transceivers as unknown as RTCRtpTransceiver[],
    async setLocalDescription(description?: RTCLocalSessionDescriptionInit) {
      await Promise.resolve()
      if (description?.type === 'rollback') {
        peer.signalingState = 'stable'
        return
      }
      if (peer.signalingState === 'have-remote-offer') {
        peer.localDescription = { type: 'answer', sdp: 'answer' } as RTCSessionDescription
        peer.signalingState = 'stable'
        return
      }
      offers += 1
      for (const t of peer.transceivers) if (t.mid === null) t.mid = String(peer.transceivers.indexOf(t))
      peer.localDescription = { type: 'offer', sdp: `offer-${offers}` } as RTCSessionDescription
      peer.signalingState = 'have-local-offer'
    },
    async setRemoteDescription(description) {
      await Promise.resolve()
      peer.remoteDescriptions.push(description)
      if (description.type !== 'offer') {
        peer.signalingState = 'stable'
        return
      }
      peer.signalingState = 'have-remote-offer'
      for (const line of (description.sdp ?? '').split('\n')) {
        const [, kind, mid] = /^m=(audio|video) mid=(\S+)$/.exec(line) ?? []
        if (!kind || !mid || peer.transceivers.some((t) => t.mid === mid)) continue
        peer.addTransceiver(kind, { direction: 'recvonly' })
        const added = peer.transceivers.at(-1) as FakeTransceiver
        added.mid = mid
        added.receiver.track = fakeTrack(kind as 'audio' | 'video', `track-${mid}`)
      }
    },
    close() {
      peer.closed = true
    },
    getStats: async () => new Map(peer.stats.map((s, i) => [String(i), s])) as never,
    fire(state) {
      peer.connectionState = state
      peer.onconnectionstatechange?.call(
        peer as unknown as RTCPeerConnection,
        new Event('connectionstatechange'),
      )
    },
    gather(candidate) {
      peer.onicecandidate?.call(
        peer as unknown as RTCPeerConnection,
        { candidate: candidate && { toJSON: () => candidate } } as unknown as RTCPeerConnectionIceEvent,
      )
    },
  }
  return peer
}
