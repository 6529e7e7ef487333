import type { CallSignal } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { createFakePeer, type FakePeer, fakeStream, fakeTrack } from './fakePeer'
import { createPeerMesh, type PeerMesh } from './peerMesh'
import { sessionId } from './test-data'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Two or more tabs whose meshes hand signals to each other as the server would. */
const tabs = (
  ids: string[],
  sends: (id: string) => MediaStreamTrack[] = () => [fakeTrack('audio'), fakeTrack('video')],
) => {
  const meshes = new Map<string, PeerMesh>()
  const peers = new Map<string, FakePeer[]>()
  const sent: { from: string; to: string; signal: CallSignal }[] = []
  const remote = new Map<string, string[]>()
  for (const id of ids) {
    peers.set(id, [])
    meshes.set(
      id,
      createPeerMesh({
        createPeer: () => {
          const peer = createFakePeer()
          peers.get(id)?.push(peer)
          return peer
        },
        config: { iceServers: [] },
        mySessionId: id,
        localStream: fakeStream(sends(id)),
        send: (to, signal) => {
          sent.push({ from: id, to, signal })
          void meshes.get(to)?.handleSignal(id, signal)
        },
        onRemoteStream: (from) => remote.set(id, [...(remote.get(id) ?? []), from]),
        onPeerState: () => {},
      }),
    )
  }
  return {
    mesh: (id: string) => meshes.get(id) as PeerMesh,
    peers: (id: string) => peers.get(id) ?? [],
    sent,
    remote,
  }
}

const [a, b, c] = [sessionId(1), sessionId(2), sessionId(3)]

describe('peer mesh', () => {
  it('lets the newcomer offer and the other session answer, each receiving the other', async () => {
    const call = tabs([a, b])
    call.mesh(b).connect([a])
    await settle()
    expect(
      call.sent.map((s) => [s.from, s.signal.kind === 'description' && s.signal.description.type]),
    ).toEqual([
      [b, 'offer'],
      [a, 'answer'],
    ])
    expect(call.peers(a)[0]?.signalingState).toBe('stable')
    expect(call.peers(b)[0]?.signalingState).toBe('stable')
    expect(call.remote.get(a)).toContain(b)
    expect(call.remote.get(b)).toContain(a)
  })

  it('settles an offer collision: the polite (smaller id) side yields, the other ignores', async () => {
    const call = tabs([a, b])
    call.mesh(a).connect([b])
    call.mesh(b).connect([a])
    await settle()
    await settle()
    const [pa, pb] = [call.peers(a)[0], call.peers(b)[0]]
    expect(pa?.signalingState).toBe('stable')
    expect(pb?.signalingState).toBe('stable')
    // b (impolite) ignored a's offer; a took b's and answered it.
    expect(pb?.remoteDescriptions.map((d) => d.type)).toEqual(['answer'])
    expect(pa?.remoteDescriptions.map((d) => d.type)).toEqual(['offer'])
  })

  it('applies a candidate only after the description before it', async () => {
    const call = tabs([a, b])
    const mesh = call.mesh(a)
    const offer: CallSignal = { kind: 'description', description: { type: 'offer', sdp: 'x' } }
    const candidate: CallSignal = { kind: 'candidate', candidate: { candidate: 'candidate:1', sdpMid: '0' } }
    const first = mesh.handleSignal(c, offer)
    const second = mesh.handleSignal(c, candidate)
    await Promise.all([first, second])
    expect(call.peers(a)[0]?.candidates).toEqual([{ candidate: 'candidate:1', sdpMid: '0' }])
  })

  it('closes the connection of a session that left, and every one on close', async () => {
    const call = tabs([a, b, c])
    call.mesh(c).connect([a, b])
    await settle()
    expect(call.mesh(c).sessions()).toEqual([a, b])
    call.mesh(c).prune([b])
    expect(call.peers(c)[0]?.closed).toBe(true)
    expect(call.mesh(c).sessions()).toEqual([b])
    call.mesh(c).close()
    expect(call.peers(c)[1]?.closed).toBe(true)
  })

  it('replaces the video in place, or adds it with a new offer when the call had none', async () => {
    const call = tabs([a, b])
    call.mesh(b).connect([a])
    await settle()
    const screen = fakeTrack('video', 'screen')
    call.mesh(b).setVideoTrack(screen)
    expect(call.peers(b)[0]?.senders.map((s) => s.track?.id)).toContain('screen')
    expect(call.peers(b)[0]?.senders).toHaveLength(2)

    const audioOnly = createPeerMesh({
      createPeer: () => {
        const peer = createFakePeer()
        call.peers(a).push(peer)
        return peer
      },
      config: {},
      mySessionId: c,
      localStream: fakeStream([fakeTrack('audio')]),
      send: () => {},
      onRemoteStream: () => {},
      onPeerState: () => {},
    })
    audioOnly.connect([a])
    await settle()
    const peer = call.peers(a).at(-1)
    const offersBefore = peer?.offers ?? 0
    peer?.setRemoteDescription({ type: 'answer', sdp: 'y' })
    await settle()
    audioOnly.setVideoTrack(screen)
    await settle()
    expect(peer?.senders).toHaveLength(2)
    expect(peer?.offers).toBe(offersBefore + 1)
  })

  it('offers to receive when it has nothing to send (no permit), then sends a microphone turned on later', async () => {
    const call = tabs([a, b], (id) => (id === b ? [] : [fakeTrack('audio'), fakeTrack('video')]))
    call.mesh(b).connect([a])
    await settle()
    const newcomer = call.peers(b)[0]
    expect(newcomer?.offers).toBe(1)
    expect(newcomer?.senders.map((s) => s.track)).toEqual([null])
    expect(call.remote.get(b)).toContain(a)
    call.mesh(b).setAudioTrack(fakeTrack('audio', 'mic'))
    await settle()
    expect(newcomer?.senders.map((s) => s.track?.id ?? null)).toEqual([null, 'mic'])
    expect(newcomer?.offers).toBe(2)
    expect(newcomer?.signalingState).toBe('stable')
  })

  it('reads the remote audio levels from the statistics', async () => {
    const call = tabs([a, b])
    call.mesh(b).connect([a])
    await settle()
    expect(await call.mesh(b).audioLevels()).toEqual(new Map([[a, 0.3]]))
  })
})
