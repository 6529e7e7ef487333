import {
  AnswerStatus,
  type CallInfo,
  CallMedia,
  type CallMediaClientEvent,
  CallPermit,
  CallPhase,
  CallRole,
  CallType,
  ROLE_PERMITS,
} from '@nauka/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppSocket } from '../../api/socket'
import { fakeSocket } from '../../test/fakeSocket'
import { stubFetch } from '../../test/fetchStub'
import { createCallEngine } from './callEngine'
import { useCallStore } from './calls.store'
import { createFakePeer, type FakePeer, fakeStream, fakeTrack } from './fakePeer'
import { createFakeSfuPeer } from './sfu/fakeSfuPeer'
import { callInfo, participant, session, sessionId } from './test-data'
import { answerLastCall } from './test-socket'

const [theirs, mine] = [sessionId(1), sessionId(2)]
const ALL = ROLE_PERMITS[CallRole.User]
const without = (...missing: CallPermit[]) => ALL.filter((p) => !missing.includes(p))

/** The active video call as the server answers user 2's join, with these permits of theirs. */
const joinedWith = (permits: CallPermit[]): CallInfo =>
  callInfo({
    status: CallPhase.Active,
    activeDate: new Date().toISOString(),
    participants: [
      participant(1, { status: AnswerStatus.Connected, admin: true, states: [session(theirs)] }),
      participant(2, { status: AnswerStatus.Connected, permits, states: [session(mine)] }),
    ],
  })

let getUserMedia: ReturnType<typeof vi.fn<(c: MediaStreamConstraints) => Promise<MediaStream>>>
let peers: FakePeer[]
let engines: ReturnType<typeof createCallEngine>[]
let fetchMock: ReturnType<typeof stubFetch>

beforeEach(() => {
  useCallStore.getState().reset()
  useCallStore.getState().set({ problem: null })
  peers = []
  engines = []
  // The browser gives what it is asked: a microphone and a camera track as the constraints say.
  getUserMedia = vi.fn(async (c: MediaStreamConstraints) =>
    fakeStream([...(c.audio ? [fakeTrack('audio')] : []), ...(c.video ? [fakeTrack('video')] : [])]),
  )
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } })
  fetchMock = stubFetch({
    'GET /api/v1/calls/ice-servers': { body: { iceServers: [], expiresAt: null } },
    'PATCH /api/v1/calls/dialog/5/state': { body: participant(2) },
  })
})

afterEach(() => {
  for (const engine of engines) engine.dispose()
})

const engineOf = () => {
  const engine = createCallEngine({
    socket: fakeSocket as unknown as AppSocket,
    me: () => 2,
    createPeer: () => {
      const peer = createFakePeer()
      peers.push(peer)
      return peer
    },
    createSfuPeer: createFakeSfuPeer,
    streamOf: (tracks) => fakeStream(tracks),
  })
  engines.push(engine)
  return engine
}

/** Joins the video call of dialog 5; the server answers with the user's permits `permits`. */
const join = async (permits: CallPermit[], media: CallMedia = CallMedia.Mesh) => {
  const engine = engineOf()
  void engine.join(5, CallType.Video)
  await answerLastCall({ ok: true, call: { ...joinedWith(permits), media }, mediaSessionId: mine })
  await vi.waitFor(() => expect(useCallStore.getState().localStream).not.toBeNull())
  return engine
}

/** Joins an audio call whose devices the browser gives only when the test calls `allow`. */
const joinDuringPrompt = async () => {
  let allow: (stream: MediaStream) => void = () => {}
  getUserMedia.mockImplementation(() => new Promise<MediaStream>((resolve) => (allow = resolve)))
  const engine = engineOf()
  void engine.join(5, CallType.Audio)
  await answerLastCall({ ok: true, call: joinedWith([...ALL]), mediaSessionId: mine })
  // Read when called: the prompt opens once the server has answered.
  return { engine, allow: (stream: MediaStream) => allow(stream) }
}

const askedVideo = () => getUserMedia.mock.calls.some(([c]) => Boolean(c.video))
const askedAudio = () => getUserMedia.mock.calls.some(([c]) => Boolean(c.audio))
const localKinds = () =>
  useCallStore
    .getState()
    .localStream?.getTracks()
    .map((t) => t.kind)
    .sort()
const sentKinds = (peer: FakePeer | undefined) => peer?.senders.map((s) => s.track?.kind ?? null).sort()
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the devices a call asks for follow the permits (issue 17)', () => {
  it('never asks for the camera when the user may not use it (82:602)', async () => {
    await join(without(CallPermit.Camera))
    expect(askedVideo()).toBe(false)
    expect(localKinds()).toEqual(['audio'])
    expect(useCallStore.getState().own).toMatchObject({ micOn: true, camOn: false })
  })

  it('never asks for the microphone when the user may not use it (82:603)', async () => {
    await join(without(CallPermit.Microphone))
    expect(askedAudio()).toBe(false)
    expect(localKinds()).toEqual(['video'])
    expect(useCallStore.getState().own).toMatchObject({ micOn: false, camOn: true })
  })

  it('asks for no device without the permit to take part (82:607), and still receives the others', async () => {
    await join(without(CallPermit.TakePart))
    expect(getUserMedia).not.toHaveBeenCalled()
    expect(localKinds()).toEqual([])
    await settle()
    // Nothing to send: the offer asks to receive, so the other session answers with its media.
    const offer = fakeSocket.sent('call').find((e) => (e.payload as { action: string }).action === 'signal')
    expect(offer?.payload).toMatchObject({ to: theirs, signal: { kind: 'description' } })
  })

  it('asks for the camera once the permit came and the user turns it on', async () => {
    const engine = await join(without(CallPermit.Camera))
    await settle()
    useCallStore.getState().set({ permits: { 2: [...ALL] } })
    await engine.toggle('camOn')
    expect(askedVideo()).toBe(true)
    expect(localKinds()).toEqual(['audio', 'video'])
    expect(sentKinds(peers[0])).toEqual(['audio', 'video'])
    expect(useCallStore.getState().own.camOn).toBe(true)
  })

  it('asks for the microphone once the permit came and the user turns it on', async () => {
    const engine = await join(without(CallPermit.Microphone))
    await settle()
    await engine.toggle('micOn')
    expect(askedAudio()).toBe(true)
    expect(localKinds()).toEqual(['audio', 'video'])
    expect(sentKinds(peers[0])).toEqual(['audio', 'video'])
    expect(useCallStore.getState().own.micOn).toBe(true)
    const states = fetchMock.mock.calls.filter(([url]) => String(url).includes('/dialog/5/state'))
    expect(states.map(([, init]) => JSON.parse(String(init?.body)).state)).toEqual([{ micOn: true }])
  })

  it('tells the server the camera is off when the call found none', async () => {
    getUserMedia.mockImplementation(async (c: MediaStreamConstraints) => {
      if (c.video) throw new DOMException('no camera', 'NotFoundError')
      return fakeStream([fakeTrack('audio')])
    })
    await join([...ALL])
    expect(useCallStore.getState().problem).toEqual({ kind: 'videoMissing' })
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/state'))).toBe(true),
    )
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/state')) ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ mediaSessionId: mine, state: { camOn: false } })
  })

  it('keeps the signalling that comes while the browser asks for the devices, and answers it after', async () => {
    const { engine, allow } = await joinDuringPrompt()
    const third = sessionId(3)
    // Someone joined after the user and offers to them (the newcomer offers) during the prompt.
    engine.onSignal({
      dialogId: 5,
      callId: 40,
      from: { userId: 3, mediaSessionId: third },
      to: mine,
      signal: { kind: 'description', description: { type: 'offer', sdp: 'o' } },
    })
    allow(fakeStream([fakeTrack('audio')]))
    await vi.waitFor(() => expect(peers.some((p) => p.remoteDescriptions.length > 0)).toBe(true))
    const answered = fakeSocket
      .sent('call')
      .map((e) => e.payload as { action: string; to?: string; signal?: { description?: { type: string } } })
      .filter((p) => p.action === 'signal' && p.to === third)
    expect(answered.map((p) => p.signal?.description?.type)).toContain('answer')
  })

  it('hangs up during the prompt: the devices given after are let go at once', async () => {
    const { engine, allow } = await joinDuringPrompt()
    engine.hangUp()
    const stop = vi.fn()
    allow(fakeStream([{ ...fakeTrack('audio'), stop } as unknown as MediaStreamTrack]))
    await vi.waitFor(() => expect(stop).toHaveBeenCalled())
    expect(useCallStore.getState().localStream).toBeNull()
    expect(peers).toEqual([])
  })

  it('publishes a microphone turned on later through the media server', async () => {
    const engine = await join(without(CallPermit.Microphone), CallMedia.Sfu)
    const published = () =>
      fakeSocket
        .sent('callMedia')
        .map((e) => e.payload as CallMediaClientEvent)
        .flatMap((p) => (p.action === 'publish' ? [p.sources.map((s) => s.source)] : []))
    await vi.waitFor(() => expect(published()).toEqual([['camera']]))
    const ack = fakeSocket
      .sent('callMedia')
      .find((e) => (e.payload as CallMediaClientEvent).action === 'publish')
    ack?.ack?.(null, { ok: true, jsep: { type: 'answer', sdp: 'a' }, streams: null } as never)
    await engine.toggle('micOn')
    expect(askedAudio()).toBe(true)
    await vi.waitFor(() => expect(published()).toEqual([['camera'], ['camera', 'microphone']]))
  })
})
