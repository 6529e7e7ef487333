import { AnswerStatus, CallMedia, type CallMediaAck } from '@nauka/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCallStore } from './calls.store'
import { type CallTransport, openTransport, type TransportOptions } from './callTransport'
import { createFakePeer, type FakePeer, fakeStream, fakeTrack } from './fakePeer'
import { QUALITY_INTERVAL_MS } from './quality/monitor'
import { createFakeSfuPeer, type FakeSfuPeer, sfuOffer } from './sfu/fakeSfuPeer'
import { callInfo, participant, session, sessionId } from './test-data'

const [mine, theirs] = [sessionId(1), sessionId(2)]
const call = callInfo({
  participants: [
    participant(1, { status: AnswerStatus.Connected, states: [session(mine)] }),
    participant(2, { status: AnswerStatus.Connected, states: [session(theirs)] }),
  ],
})

let meshPeers: FakePeer[]
let sfuPeers: FakeSfuPeer[]
let transport: CallTransport | null

const options = (
  sendMedia: TransportOptions['sendMedia'] = async () => ({ ok: false, error: { code: 0, message: '' } }),
): TransportOptions => ({
  dialogId: 5,
  mySessionId: mine,
  config: { iceServers: [] },
  localStream: fakeStream([fakeTrack('audio'), fakeTrack('video')]),
  createPeer: () => {
    const peer = createFakePeer()
    meshPeers.push(peer)
    return peer
  },
  createSfuPeer: () => {
    const peer = createFakeSfuPeer()
    sfuPeers.push(peer)
    return peer
  },
  streamOf: (tracks) => fakeStream(tracks),
  signal: () => {},
  sendMedia,
})

/** One sampling round: the interval fires and the statistics promises settle. */
const sampleRound = async () => {
  await vi.advanceTimersByTimeAsync(QUALITY_INTERVAL_MS)
}

const inbound = (packetsReceived: number, packetsLost: number, mid = '0') => ({
  type: 'inbound-rtp',
  kind: 'audio',
  mid,
  packetsReceived,
  packetsLost,
  jitter: 0.002,
})

beforeEach(() => {
  useCallStore.getState().reset()
  meshPeers = []
  sfuPeers = []
  vi.useFakeTimers()
})

afterEach(() => {
  transport?.close()
  transport = null
  vi.useRealTimers()
})

describe('call transport quality', () => {
  it('samples each mesh peer connection and stores its quality', async () => {
    transport = openTransport(CallMedia.Mesh, options())
    transport.follow(call, true)
    const peer = meshPeers[0] as FakePeer
    let stats = [inbound(100, 0)]
    peer.getStats = async () => new Map(stats.map((s, i) => [String(i), s])) as never
    await sampleRound()
    expect(useCallStore.getState().quality).toEqual({ [theirs]: 'good' })
    stats = [inbound(150, 50)]
    await sampleRound()
    expect(useCallStore.getState().quality).toEqual({ [theirs]: 'poor' })
  })

  it('samples the media server subscriber connection per remote session', async () => {
    const streams = [
      { mid: '0', kind: 'audio', source: 'microphone', userId: 2, mediaSessionId: theirs },
    ] as const
    const sendMedia = async (event: { action: string }): Promise<CallMediaAck> =>
      event.action === 'subscribe'
        ? { ok: true, jsep: sfuOffer([...streams]), streams: [...streams] }
        : { ok: true, jsep: event.action === 'publish' ? { type: 'answer', sdp: 'a' } : null, streams: null }
    transport = openTransport(CallMedia.Sfu, options(sendMedia))
    await vi.advanceTimersByTimeAsync(0)
    const subscriber = sfuPeers[1] as FakeSfuPeer
    subscriber.stats = [inbound(200, 1), inbound(10, 90, '9')]
    await sampleRound()
    expect(useCallStore.getState().quality).toEqual({ [theirs]: 'good' })
  })

  it('stops sampling once closed', async () => {
    transport = openTransport(CallMedia.Mesh, options())
    transport.follow(call, true)
    const getStats = vi.fn(async () => new Map() as never)
    ;(meshPeers[0] as FakePeer).getStats = getStats
    transport.close()
    await sampleRound()
    expect(getStats).not.toHaveBeenCalled()
  })
})
