import {
  AnswerStatus,
  CallMedia,
  type CallMediaAck,
  type CallMediaClientEvent,
  CallPermit,
  CallPhase,
  CallRole,
  CallType,
  GeneralErrorCode,
  ROLE_PERMITS,
  type SfuStream,
} from '@nauka/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppSocket } from '../../api/socket'
import { fakeSocket } from '../../test/fakeSocket'
import { stubFetch } from '../../test/fetchStub'
import { createCallEngine } from './callEngine'
import { useCallStore } from './calls.store'
import { createFakePeer, fakeStream, fakeTrack } from './fakePeer'
import { createFakeSfuPeer, type FakeSfuPeer, sfuOffer } from './sfu/fakeSfuPeer'
import { LAYER_DEBOUNCE_MS } from './sfu/layers'
import { callInfo, participant, session, sessionId } from './test-data'
import { answerLastCall } from './test-socket'

const [theirs, mine] = [sessionId(1), sessionId(2)]
const active = callInfo({
  status: CallPhase.Active,
  media: CallMedia.Sfu,
  maxParticipants: 50,
  activeDate: new Date().toISOString(),
  participants: [
    participant(1, { status: AnswerStatus.Connected, admin: true, states: [session(theirs)] }),
    participant(2, { status: AnswerStatus.Connected, states: [session(mine)] }),
  ],
})
const stream = (mid: string, source: SfuStream['source']): SfuStream => ({
  mid,
  kind: source === 'microphone' ? 'audio' : 'video',
  source,
  userId: 1,
  mediaSessionId: theirs,
})
const theirStreams = [stream('0', 'microphone'), stream('1', 'camera')]

let sfuPeers: FakeSfuPeer[]
let engines: ReturnType<typeof createCallEngine>[]

const engineOf = () => {
  const engine = createCallEngine({
    socket: fakeSocket as unknown as AppSocket,
    me: () => 2,
    createPeer: createFakePeer,
    createSfuPeer: () => {
      const peer = createFakeSfuPeer()
      sfuPeers.push(peer)
      return peer
    },
    streamOf: (tracks) => fakeStream(tracks),
  })
  engines.push(engine)
  return engine
}

const media = () => fakeSocket.sent('callMedia')
const actions = () => media().map((e) => (e.payload as CallMediaClientEvent).action)

const answered = new Set<unknown>()
const ok = { ok: true, jsep: null, streams: null } as const

/** Plays the media server: answers the app's first unanswered `callMedia` of `action`. */
const answerMedia = async (action: CallMediaClientEvent['action'], answer: CallMediaAck = ok) => {
  const unanswered = () =>
    media().find((e) => (e.payload as CallMediaClientEvent).action === action && !answered.has(e))
  await vi.waitFor(() => {
    if (!unanswered()) throw new Error(`no ${action} yet`)
  })
  const entry = unanswered()
  answered.add(entry)
  entry?.ack?.(null, answer as never)
  await new Promise((resolve) => setTimeout(resolve, 0))
}

/** Joins the call through the media server: published, subscribed to the other person. */
const joined = async () => {
  const engine = engineOf()
  void engine.join(5, CallType.Video)
  await answerLastCall({ ok: true, call: active, mediaSessionId: mine })
  await answerMedia('publish', { ok: true, jsep: { type: 'answer', sdp: 'a' }, streams: null })
  await answerMedia('subscribe', { ok: true, jsep: sfuOffer(theirStreams), streams: theirStreams })
  await answerMedia('answer')
  return engine
}

beforeEach(() => {
  useCallStore.getState().reset()
  sfuPeers = []
  engines = []
  answered.clear()
  const getUserMedia = vi.fn(async () => fakeStream([fakeTrack('audio'), fakeTrack('video')]))
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } })
  stubFetch({
    'GET /api/v1/calls/ice-servers': { body: { iceServers: [], expiresAt: null } },
    'PATCH /api/v1/calls/dialog/5/state': { body: active.participants[1] },
  })
})

afterEach(() => {
  for (const engine of engines) engine.dispose()
})

describe('call engine through the media server', () => {
  it('publishes and subscribes over callMedia instead of signalling to each peer', async () => {
    await joined()
    expect(actions()).toEqual(['publish', 'subscribe', 'answer'])
    expect(fakeSocket.sent('call').map((e) => (e.payload as { action: string }).action)).toEqual(['join'])
    expect(sfuPeers).toHaveLength(2)
  })

  it('plays the other session tracks in its tile stream, as the mesh would', async () => {
    await joined()
    const state = useCallStore.getState()
    expect(state.remoteStreams[theirs]?.getTracks().map((t) => t.id)).toEqual(['track-0', 'track-1'])
    expect(state.remoteSources[theirs]?.camera?.getTracks().map((t) => t.id)).toEqual(['track-1'])
    sfuPeers[1]?.fire('connected')
    expect(useCallStore.getState().peerStates[theirs]).toBe('connected')
  })

  it('answers the media server offers of this session only', async () => {
    const engine = await joined()
    const screen = stream('2', 'screen')
    engine.onMediaEvent({
      dialogId: 5,
      mediaSessionId: sessionId(9),
      jsep: sfuOffer([...theirStreams, screen], 2),
      streams: [...theirStreams, screen],
    })
    engine.onMediaEvent({
      dialogId: 5,
      mediaSessionId: mine,
      jsep: sfuOffer([...theirStreams, screen], 3),
      streams: [...theirStreams, screen],
    })
    await answerMedia('answer')
    expect(sfuPeers[1]?.remoteDescriptions.map((d) => d.sdp?.split('\n')[0])).toEqual(['v=1', 'v=3'])
    // A shared screen is what the tile shows.
    expect(
      useCallStore
        .getState()
        .remoteStreams[theirs]?.getTracks()
        .map((t) => t.id),
    ).toEqual(['track-0', 'track-2'])
  })

  it('asks the layer of a tile size', async () => {
    const engine = await joined()
    vi.useFakeTimers()
    engine.setTileSize(theirs, 150)
    vi.advanceTimersByTime(LAYER_DEBOUNCE_MS)
    vi.useRealTimers()
    expect(media().at(-1)?.payload).toEqual({
      action: 'layer',
      dialogId: 5,
      mediaSessionId: mine,
      mid: '1',
      substream: 0,
    })
  })

  it('shares a screen by publishing again with it', async () => {
    const screen = fakeTrack('video')
    const engine = createCallEngine({
      socket: fakeSocket as unknown as AppSocket,
      me: () => 2,
      createSfuPeer: () => {
        const peer = createFakeSfuPeer()
        sfuPeers.push(peer)
        return peer
      },
      streamOf: (tracks) => fakeStream(tracks),
      displayMedia: async () => fakeStream([{ ...screen, addEventListener: () => {} } as never]),
    })
    engines.push(engine)
    void engine.join(5, CallType.Video)
    await answerLastCall({ ok: true, call: active, mediaSessionId: mine })
    await answerMedia('publish', { ok: true, jsep: { type: 'answer', sdp: 'a' }, streams: null })
    await engine.toggle('sharingScreen')
    await vi.waitFor(() => expect(actions().filter((a) => a === 'publish')).toHaveLength(2))
    expect(media().at(-1)?.payload).toMatchObject({
      action: 'publish',
      sources: [
        { mid: '0', source: 'microphone' },
        { mid: '1', source: 'camera' },
        { mid: '2', source: 'screen' },
      ],
    })
  })

  it('publishes and subscribes again after the socket came back, on new connections', async () => {
    const engine = await joined()
    void engine.resume()
    await answerLastCall({ ok: true, call: active, mediaSessionId: mine })
    await vi.waitFor(() => expect(actions().filter((a) => a === 'publish')).toHaveLength(2))
    expect(sfuPeers).toHaveLength(4)
    expect(sfuPeers[0]?.closed && sfuPeers[1]?.closed).toBe(true)
  })

  it('publishes once allowed to take part again after the media server refused', async () => {
    const engine = engineOf()
    void engine.join(5, CallType.Video)
    await answerLastCall({ ok: true, call: active, mediaSessionId: mine })
    await answerMedia('publish', { ok: false, error: { code: 403, message: 'No permit' } })
    const permits = (user: number, list: CallPermit[]) =>
      engine.onPermits({ cType: 2007, dialogId: 5, callId: 40, user, roles: [CallRole.User], permits: list })
    permits(2, [CallPermit.Join])
    permits(3, [...ROLE_PERMITS[CallRole.User]])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actions().filter((a) => a === 'publish')).toHaveLength(1)
    permits(2, [...ROLE_PERMITS[CallRole.User]])
    await vi.waitFor(() => expect(actions().filter((a) => a === 'publish')).toHaveLength(2))
  })

  it('starts the media over on the server callMediaRestart of this session, telling the user until media flows again', async () => {
    const engine = await joined()
    engine.onMediaRestart({ dialogId: 5, mediaSessionId: sessionId(9) })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sfuPeers).toHaveLength(2)
    expect(useCallStore.getState().problem).toBeNull()

    engine.onMediaRestart({ dialogId: 5, mediaSessionId: mine })
    expect(useCallStore.getState().problem).toEqual({ kind: 'mediaServerLost' })
    await answerMedia('publish', { ok: true, jsep: { type: 'answer', sdp: 'a2' }, streams: null })
    await answerMedia('subscribe', { ok: true, jsep: sfuOffer(theirStreams), streams: theirStreams })
    await answerMedia('answer')
    expect(sfuPeers).toHaveLength(4)
    expect(sfuPeers[0]?.closed && sfuPeers[1]?.closed).toBe(true)
    sfuPeers[2]?.fire('connected')
    expect(useCallStore.getState().problem).toEqual({ kind: 'mediaServerLost' })
    sfuPeers[3]?.fire('connected')
    expect(useCallStore.getState().problem).toBeNull()
  })

  it('tells the user whose upload the media server could not take, not leaving them silently unheard', async () => {
    const engine = engineOf()
    void engine.join(5, CallType.Video)
    await answerLastCall({ ok: true, call: active, mediaSessionId: mine })
    await answerMedia('publish', {
      ok: false,
      error: { code: GeneralErrorCode.Unavailable, message: 'Медиасервер не отвечает' },
    })
    await answerMedia('subscribe')
    await vi.waitFor(() => expect(useCallStore.getState().problem).toEqual({ kind: 'mediaServerLost' }))
  })

  it('closes both connections on hang up', async () => {
    const engine = await joined()
    engine.hangUp()
    expect(sfuPeers.every((p) => p.closed)).toBe(true)
    expect(useCallStore.getState().remoteStreams).toEqual({})
  })
})
