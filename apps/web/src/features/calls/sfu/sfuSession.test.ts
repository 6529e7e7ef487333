import {
  type CallMediaAck,
  type CallMediaClientEvent,
  type CallMediaEvent,
  GeneralErrorCode,
  type SfuStream,
} from '@nauka/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeTrack } from '../fakePeer'
import { sessionId } from '../test-data'
import { createFakeSfuPeer, type FakeSfuPeer, sfuOffer } from './fakeSfuPeer'
import { LAYER_DEBOUNCE_MS } from './layers'
import { CONNECT_TIMEOUT_MS, createSfuSession, type OwnTracks, type SfuSession } from './sfuSession'

const [me, ann, bob] = [sessionId(1), sessionId(2), sessionId(3)]
const stream = (mid: string, mediaSessionId: string, source: SfuStream['source']): SfuStream => ({
  mid,
  kind: source === 'microphone' ? 'audio' : 'video',
  source,
  userId: mediaSessionId === ann ? 2 : 3,
  mediaSessionId,
})
const annStreams = [stream('0', ann, 'microphone'), stream('1', ann, 'camera')]
const bothStreams = [...annStreams, stream('2', bob, 'microphone'), stream('3', bob, 'camera')]

type Sent = CallMediaClientEvent
let peers: FakeSfuPeer[]
let sent: Sent[]
/** How the test's media server answers each action. */
let answers: Partial<Record<Sent['action'], (event: Sent) => CallMediaAck | Promise<CallMediaAck>>>
const ok = (change: Partial<Extract<CallMediaAck, { ok: true }>> = {}): CallMediaAck => ({
  ok: true,
  jsep: null,
  streams: null,
  ...change,
})

/** The media server's `callMedia` event: a new offer listing `list`. */
const offered = (list: SfuStream[], version = 1, change: Partial<CallMediaEvent> = {}): CallMediaEvent => ({
  dialogId: 5,
  mediaSessionId: me,
  jsep: sfuOffer(list, version),
  streams: list,
  ...change,
})

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}
const actions = () => sent.map((e) => e.action)

/** The server's answer while it cannot reach the media server. */
const down = (): CallMediaAck => ({
  ok: false,
  error: { code: GeneralErrorCode.Unavailable, message: 'Медиасервер не отвечает' },
})

let sessions: SfuSession[]

const sessionWith = (tracks: Partial<OwnTracks> = {}) => {
  const onMedia = vi.fn()
  const onState = vi.fn()
  const onRecovering = vi.fn()
  const session = createSfuSession({
    dialogId: 5,
    mediaSessionId: me,
    config: { iceServers: [] },
    createPeer: () => {
      const peer = createFakeSfuPeer()
      peers.push(peer)
      return peer
    },
    send: async (event) => {
      sent.push(event)
      return (await answers[event.action]?.(event)) ?? ok()
    },
    tracks: { microphone: fakeTrack('audio'), camera: fakeTrack('video'), screen: null, ...tracks },
    onMedia,
    onState,
    onRecovering,
  })
  sessions.push(session)
  const [publisher, subscriber] = peers as [FakeSfuPeer, FakeSfuPeer]
  return { session, onMedia, onState, onRecovering, publisher, subscriber }
}

afterEach(() => {
  for (const session of sessions) session.close()
  vi.useRealTimers()
})

beforeEach(() => {
  sessions = []
  peers = []
  sent = []
  answers = {
    publish: () => ok({ jsep: { type: 'answer', sdp: 'janus-answer' } }),
    subscribe: () => ok({ jsep: sfuOffer(annStreams), streams: annStreams }),
  }
})

describe('media server session', () => {
  it('publishes the microphone and the camera in three simulcast layers, then subscribes and answers', async () => {
    const { session, publisher, subscriber, onMedia } = sessionWith()
    await session.start()
    expect(actions()).toEqual(['publish', 'subscribe', 'answer'])

    const [mic, camera] = publisher.transceivers
    expect(mic?.init).toEqual({ direction: 'sendonly' })
    expect(camera?.init?.direction).toBe('sendonly')
    expect(camera?.init?.sendEncodings?.map((e) => [e.rid, e.scaleResolutionDownBy])).toEqual([
      ['h', 1],
      ['m', 2],
      ['l', 4],
    ])
    expect(sent[0]).toMatchObject({
      dialogId: 5,
      mediaSessionId: me,
      jsep: { type: 'offer', sdp: 'offer-1' },
      sources: [
        { mid: '0', source: 'microphone' },
        { mid: '1', source: 'camera' },
      ],
    })
    expect(publisher.remoteDescriptions).toEqual([{ type: 'answer', sdp: 'janus-answer' }])

    expect(subscriber.remoteDescriptions).toEqual([sfuOffer(annStreams)])
    expect(sent[2]).toMatchObject({ action: 'answer', jsep: { type: 'answer', sdp: 'answer' } })
    const media = onMedia.mock.calls.at(-1)?.[0] as Map<string, { microphone: { id: string } }>
    expect([...media.keys()]).toEqual([ann])
    expect(media.get(ann)).toMatchObject({ microphone: { id: 'track-0' }, camera: { id: 'track-1' } })
  })

  it('asks the camera for a picture large enough for three layers, keeping its other constraints', async () => {
    const applied: MediaTrackConstraints[] = []
    const camera = {
      ...fakeTrack('video'),
      getConstraints: () => ({ frameRate: { ideal: 15 } }),
      applyConstraints: async (c: MediaTrackConstraints) => {
        applied.push(c)
      },
    } as unknown as MediaStreamTrack
    const { session } = sessionWith({ camera })
    await session.start()
    expect(applied).toEqual([{ frameRate: { ideal: 15 }, width: { ideal: 960 }, height: { ideal: 540 } }])
  })

  it('publishes the microphone alone in a call without a camera', async () => {
    const { session, publisher } = sessionWith({ camera: null })
    await session.start()
    expect(publisher.transceivers).toHaveLength(1)
    expect(sent[0]).toMatchObject({ sources: [{ mid: '0', source: 'microphone' }] })
  })

  it('holds the publisher candidates until the media server has taken the offer', async () => {
    let release: (ack: CallMediaAck) => void = () => {}
    answers.publish = () =>
      new Promise((resolve) => {
        release = resolve
      })
    const { session, publisher } = sessionWith()
    const started = session.start()
    await flush()
    publisher.gather({ candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0' })
    expect(actions()).toEqual(['publish'])
    release(ok({ jsep: { type: 'answer', sdp: 'a' } }))
    await started
    publisher.gather(null)
    expect(sent.filter((e) => e.action === 'candidate')).toEqual([
      expect.objectContaining({
        target: 'publisher',
        candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0' },
      }),
      expect.objectContaining({ target: 'publisher', candidate: null }),
    ])
  })

  it('trickles the subscriber candidates to the subscriber handle', async () => {
    const { session, subscriber } = sessionWith()
    await session.start()
    subscriber.gather({ candidate: 'candidate:2', sdpMid: '0' })
    expect(sent.at(-1)).toEqual({
      action: 'candidate',
      dialogId: 5,
      mediaSessionId: me,
      target: 'subscriber',
      candidate: { candidate: 'candidate:2', sdpMid: '0' },
    })
  })

  it('answers a new offer of the media server and maps the new mids to their sessions', async () => {
    const { session, subscriber, onMedia } = sessionWith()
    await session.start()
    await session.onEvent(offered(bothStreams, 2))
    expect(subscriber.remoteDescriptions.at(-1)).toEqual(sfuOffer(bothStreams, 2))
    expect(actions().slice(-1)).toEqual(['answer'])
    const media = onMedia.mock.calls.at(-1)?.[0] as Map<string, object>
    expect(media.get(bob)).toMatchObject({ microphone: { id: 'track-2' }, camera: { id: 'track-3' } })
  })

  it('ignores an offer meant for another session or call', async () => {
    const { session, subscriber } = sessionWith()
    await session.start()
    const before = subscriber.remoteDescriptions.length
    await session.onEvent(offered(bothStreams, 1, { mediaSessionId: bob }))
    await session.onEvent(offered(bothStreams, 1, { dialogId: 6 }))
    expect(subscriber.remoteDescriptions).toHaveLength(before)
  })

  it('waits for the first offer when nobody publishes yet', async () => {
    answers.subscribe = () => ok()
    const { session, subscriber, onMedia } = sessionWith()
    await session.start()
    expect(subscriber.remoteDescriptions).toEqual([])
    expect(onMedia).not.toHaveBeenCalled()
    await session.onEvent(offered(annStreams))
    expect(onMedia).toHaveBeenCalledTimes(1)
  })

  it('applies offers one after another, in the order they came', async () => {
    const { session, subscriber } = sessionWith()
    void session.start()
    void session.onEvent(offered(bothStreams, 2))
    await session.onEvent(offered(annStreams, 3))
    expect(subscriber.remoteDescriptions.map((d) => d.sdp?.split('\n')[0])).toEqual(['v=1', 'v=2', 'v=3'])
    expect(actions().filter((a) => a === 'answer')).toHaveLength(3)
  })

  it('offers again with the screen as a third stream, and with it inactive once it stops', async () => {
    const { session, publisher } = sessionWith()
    await session.start()
    const screen = fakeTrack('video')
    await session.setScreen(screen)
    const publishes = sent.filter((e) => e.action === 'publish')
    expect(publishes.at(-1)).toMatchObject({
      jsep: { sdp: 'offer-2' },
      sources: [
        { mid: '0', source: 'microphone' },
        { mid: '1', source: 'camera' },
        { mid: '2', source: 'screen' },
      ],
    })
    expect(publisher.transceivers[2]?.init?.sendEncodings).toBeUndefined()
    await session.setScreen(null)
    expect(publisher.transceivers[2]).toMatchObject({ direction: 'inactive', sender: { track: null } })
    expect(sent.filter((e) => e.action === 'publish')).toHaveLength(3)
    // What is published no longer lists the screen, so the server stops others receiving it.
    expect(sent.at(-1)).toMatchObject({
      sources: [
        { mid: '0', source: 'microphone' },
        { mid: '1', source: 'camera' },
      ],
    })
    await session.setScreen(screen)
    expect(publisher.transceivers).toHaveLength(3)
    expect(publisher.transceivers[2]).toMatchObject({ direction: 'sendonly', sender: { track: screen } })
  })

  it('replaces the camera in place, and offers again for a first camera', async () => {
    const withCamera = sessionWith()
    await withCamera.session.start()
    const next = fakeTrack('video')
    await withCamera.session.setCamera(next)
    expect(withCamera.publisher.transceivers[1]?.sender.track).toBe(next)
    expect(sent.filter((e) => e.action === 'publish')).toHaveLength(1)

    sent = []
    const audioOnly = sessionWith({ camera: null })
    await audioOnly.session.start()
    await audioOnly.session.setCamera(next)
    expect(sent.filter((e) => e.action === 'publish').at(-1)).toMatchObject({
      sources: [
        { mid: '0', source: 'microphone' },
        { mid: '1', source: 'camera' },
      ],
    })
  })

  it('still subscribes when the media server refuses to publish, and can offer again later', async () => {
    answers.publish = () => ({ ok: false, error: { code: 403, message: 'No permit' } })
    const { session, publisher, subscriber } = sessionWith()
    await session.start()
    expect(publisher.signalingState).toBe('stable')
    expect(subscriber.remoteDescriptions).toHaveLength(1)
    answers.publish = () => ok({ jsep: { type: 'answer', sdp: 'a' } })
    await session.setScreen(fakeTrack('video'))
    expect(publisher.remoteDescriptions).toEqual([{ type: 'answer', sdp: 'a' }])
  })

  it('publishes again when allowed to take part after a refusal, and only then', async () => {
    answers.publish = () => ({ ok: false, error: { code: 403, message: 'No permit' } })
    const { session, publisher } = sessionWith()
    await session.start()
    answers.publish = () => ok({ jsep: { type: 'answer', sdp: 'a' } })
    await session.retryPublish()
    expect(publisher.remoteDescriptions).toEqual([{ type: 'answer', sdp: 'a' }])
    await session.retryPublish()
    expect(sent.filter((e) => e.action === 'publish')).toHaveLength(2)
  })

  it('starts both connections over after the socket came back', async () => {
    const { session, publisher, subscriber } = sessionWith()
    await session.start()
    sent = []
    await session.restart()
    expect(publisher.closed && subscriber.closed).toBe(true)
    expect(peers).toHaveLength(4)
    expect(actions()).toEqual(['publish', 'subscribe', 'answer'])
    expect(peers[2]?.transceivers).toHaveLength(2)
  })

  it('tells the subscriber connection state', async () => {
    const { session, subscriber, onState } = sessionWith()
    await session.start()
    subscriber.fire('connected')
    expect(onState).toHaveBeenCalledWith('connected')
  })

  it('closes both connections and asks no layer after closing', async () => {
    vi.useFakeTimers()
    const { session, publisher, subscriber } = sessionWith()
    session.setTileSize(ann, 100)
    session.close()
    vi.advanceTimersByTime(LAYER_DEBOUNCE_MS)
    vi.useRealTimers()
    await flush()
    expect(publisher.closed && subscriber.closed).toBe(true)
    expect(actions()).not.toContain('layer')
  })

  it('splits the subscriber statistics by session, for quality and audio levels', async () => {
    const { session, subscriber } = sessionWith()
    await session.start()
    await session.onEvent(offered(bothStreams, 2))
    subscriber.stats = [
      { type: 'inbound-rtp', kind: 'audio', mid: '0', packetsReceived: 100, packetsLost: 0, audioLevel: 0.4 },
      { type: 'inbound-rtp', kind: 'video', mid: '1', packetsReceived: 300, packetsLost: 1 },
      { type: 'inbound-rtp', kind: 'audio', mid: '2', packetsReceived: 50, packetsLost: 50, audioLevel: 0.1 },
    ]
    const samples = await session.samples()
    expect(samples.get(ann)).toMatchObject({ received: 400, lost: 1 })
    expect(samples.get(bob)).toMatchObject({ received: 50, lost: 50 })
    expect(await session.audioLevels()).toEqual(
      new Map([
        [ann, 0.4],
        [bob, 0.1],
      ]),
    )
  })

  describe('starting over when media cannot flow', () => {
    it('starts both connections over when the server lost the media server, recovering until they connect', async () => {
      const { session, publisher, subscriber, onRecovering } = sessionWith()
      await session.start()
      sent = []
      await session.mediaServerLost()
      expect(publisher.closed && subscriber.closed).toBe(true)
      expect(peers).toHaveLength(4)
      expect(actions()).toEqual(['publish', 'subscribe', 'answer'])
      expect(onRecovering.mock.calls).toEqual([[true]])
      peers[2]?.fire('connected')
      expect(onRecovering.mock.calls).toEqual([[true]])
      peers[3]?.fire('connected')
      expect(onRecovering.mock.calls).toEqual([[true], [false]])
    })

    it('starts over when its publisher or subscriber connection fails, once for a failure and the signal together', async () => {
      const { session, publisher, subscriber } = sessionWith()
      await session.start()
      publisher.fire('failed')
      await session.mediaServerLost()
      await flush()
      expect(peers).toHaveLength(4)
      expect(actions().filter((a) => a === 'publish')).toHaveLength(2)
      // The closed connections' news concerns nothing any more.
      subscriber.fire('failed')
      await flush()
      expect(peers).toHaveLength(4)
      peers[3]?.fire('failed')
      await flush()
      expect(peers).toHaveLength(6)
    })

    it('tries again after 1 s, then 2 s, while the server answers that the media server is down, and stops once closed', async () => {
      vi.useFakeTimers()
      answers.publish = down
      answers.subscribe = down
      const { session, onRecovering } = sessionWith()
      await session.start()
      expect(actions()).toEqual(['publish', 'subscribe'])
      expect(onRecovering.mock.calls).toEqual([[true]])
      await vi.advanceTimersByTimeAsync(999)
      expect(peers).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(1)
      expect(peers).toHaveLength(4)
      await vi.advanceTimersByTimeAsync(1_999)
      expect(peers).toHaveLength(4)
      await vi.advanceTimersByTimeAsync(1)
      expect(peers).toHaveLength(6)
      session.close()
      await vi.advanceTimersByTimeAsync(60_000)
      expect(peers).toHaveLength(6)
    })

    it('starts over when a connection has not connected in time, and not when both did', async () => {
      vi.useFakeTimers()
      const { session, publisher, subscriber, onRecovering } = sessionWith()
      await session.start()
      subscriber.fire('connected')
      // ICE through but the DTLS handshake never done: the publisher stays connecting.
      publisher.fire('connecting')
      await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1)
      expect(peers).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(1)
      expect(onRecovering.mock.calls).toEqual([[true]])
      expect(peers).toHaveLength(4)
      expect(publisher.closed && subscriber.closed).toBe(true)
      for (const peer of peers.slice(2)) peer.fire('connected')
      expect(onRecovering.mock.calls).toEqual([[true], [false]])
      await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS * 3)
      expect(peers).toHaveLength(4)
    })

    it('starts over when a later publish is answered that the media server is down, and tells it', async () => {
      const { session, onRecovering } = sessionWith()
      await session.start()
      answers.publish = down
      await session.setScreen(fakeTrack('video'))
      await flush()
      expect(onRecovering.mock.calls).toEqual([[true]])
      expect(peers).toHaveLength(4)
      // The new publisher offers the screen too.
      expect(peers[2]?.transceivers).toHaveLength(3)
    })
  })

  describe('layers', () => {
    /** A started session whose tile of Ann has settled at 200 px. */
    const sized = async () => {
      const { session } = sessionWith()
      await session.start()
      vi.useFakeTimers()
      session.setTileSize(ann, 200)
      vi.advanceTimersByTime(LAYER_DEBOUNCE_MS)
      vi.useRealTimers()
      return session
    }

    it('asks the layer a tile needs for that session camera mid', async () => {
      await sized()
      expect(sent.at(-1)).toEqual({
        action: 'layer',
        dialogId: 5,
        mediaSessionId: me,
        mid: '1',
        substream: 0,
      })
    })

    it('asks the layers again on the new subscriber connection after a restart, same mids or not', async () => {
      const session = await sized()
      await session.restart()
      const layers = sent.filter((e) => e.action === 'layer')
      expect(layers.map((e) => e.action === 'layer' && [e.mid, e.substream])).toEqual([
        ['1', 0],
        ['1', 0],
      ])
    })
  })
})
