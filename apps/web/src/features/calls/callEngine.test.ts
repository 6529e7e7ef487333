import {
  AnswerStatus,
  type CallAck,
  type CallInfo,
  type CallParticipant,
  CallPhase,
  type CallSession,
  CallStatus,
  CallType,
} from '@nauka/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppSocket } from '../../api/socket'
import { fakeSocket } from '../../test/fakeSocket'
import { stubFetch } from '../../test/fetchStub'
import { createCallEngine } from './callEngine'
import { useCallStore } from './calls.store'
import { createFakePeer, type FakePeer, fakeStream, fakeTrack } from './fakePeer'
import { callInfo, participant, session, sessionId } from './test-data'

const [mine, theirs] = [sessionId(2), sessionId(1)]
const ringing = callInfo()
const active = callInfo({
  status: CallPhase.Active,
  activeDate: new Date().toISOString(),
  participants: [
    participant(1, { status: AnswerStatus.Connected, admin: true, states: [session(theirs)] }),
    participant(2, { status: AnswerStatus.Connected, states: [session(mine)] }),
  ],
})

/** The active call with the user's session in `state` (what an admin's PATCH /state makes). */
const withMyState = (state: Partial<CallSession>): CallInfo => ({
  ...active,
  participants: [
    active.participants[0] as CallParticipant,
    participant(2, { status: AnswerStatus.Connected, states: [session(mine, state)] }),
  ],
})

let peers: FakePeer[]
let track: MediaStreamTrack

const engineOf = (me = 2) =>
  createCallEngine({
    socket: fakeSocket as unknown as AppSocket,
    me: () => me,
    createPeer: () => {
      const peer = createFakePeer()
      peers.push(peer)
      return peer
    },
  })

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The server answers the last `call` the app emitted with an acknowledgement. */
const answerLast = async (answer: CallAck) => {
  await vi.waitFor(() => expect(fakeSocket.sent('call').at(-1)?.ack).toBeTruthy())
  fakeSocket
    .sent('call')
    .at(-1)
    ?.ack?.(null, answer as never)
  await flush()
}

let getUserMedia: ReturnType<typeof vi.fn>
let fetchMock: ReturnType<typeof stubFetch>

beforeEach(() => {
  useCallStore.getState().reset()
  useCallStore.getState().set({ problem: null })
  peers = []
  track = fakeTrack('audio')
  getUserMedia = vi.fn(async () => fakeStream([track, fakeTrack('video')]))
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } })
  fetchMock = stubFetch({
    'GET /api/v1/calls/ice-servers': {
      body: { iceServers: [{ urls: 'stun:example.org' }], expiresAt: null },
    },
    'POST /api/v1/calls/dialog/5/decline': { body: ringing },
    'PATCH /api/v1/calls/dialog/5/state': { body: active.participants[1] },
    'POST /api/v1/calls/invite/dialog/5': { body: active },
    'PATCH /api/v1/calls/dialog/5/status': { body: active },
  })
})

const requests = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).includes(path) && (init?.method ?? 'GET') === method,
  )

describe('call engine', () => {
  it('starts a call over the socket and becomes the session the server answers with', async () => {
    const engine = engineOf(1)
    void engine.start(5, CallType.Video)
    expect(useCallStore.getState().view.status).toBe(CallStatus.Calling)
    await answerLast({ ok: true, call: ringing, mediaSessionId: theirs })
    expect(fakeSocket.sent('call')[0]?.payload).toMatchObject({
      action: 'start',
      dialogId: 5,
      type: CallType.Video,
      state: { micOn: true, camOn: true },
    })
    expect(useCallStore.getState().mediaSessionId).toBe(theirs)
    expect(useCallStore.getState().localStream).not.toBeNull()
  })

  it('answers a ringing call, offers to the caller and relays the signalling of that session only', async () => {
    const engine = engineOf(2)
    engine.onCallEvent({ dialogId: 5, call: ringing })
    expect(useCallStore.getState().view.status).toBe(CallStatus.Ring)
    void engine.join(5, CallType.Video)
    await answerLast({ ok: true, call: active, mediaSessionId: mine })
    expect(fakeSocket.sent('call')[0]?.payload).toMatchObject({ action: 'join', dialogId: 5 })
    expect(useCallStore.getState().view.status).toBe(CallStatus.Received)
    await flush()
    const offer = fakeSocket.sent('call').find((e) => (e.payload as { action: string }).action === 'signal')
    expect(offer?.payload).toMatchObject({
      action: 'signal',
      from: mine,
      to: theirs,
      signal: { kind: 'description' },
    })
    expect(peers).toHaveLength(1)

    const answer = { kind: 'description', description: { type: 'answer', sdp: 'a' } } as const
    engine.onSignal({
      dialogId: 5,
      callId: 40,
      from: { userId: 1, mediaSessionId: theirs },
      to: sessionId(9),
      signal: answer,
    })
    await flush()
    expect(peers[0]?.remoteDescriptions).toEqual([])
    engine.onSignal({
      dialogId: 5,
      callId: 40,
      from: { userId: 1, mediaSessionId: theirs },
      to: mine,
      signal: answer,
    })
    await flush()
    expect(peers[0]?.remoteDescriptions).toEqual([{ type: 'answer', sdp: 'a' }])
  })

  it('declines through HTTP and stops ringing', async () => {
    const engine = engineOf(2)
    engine.onCallEvent({ dialogId: 5, call: ringing })
    await engine.decline()
    expect(requests('POST', '/api/v1/calls/dialog/5/decline')).toHaveLength(1)
    expect(useCallStore.getState().view.status).toBe(CallStatus.Finish)
  })

  it('hangs up: leaves with its session, closes the connections and stops the devices', async () => {
    const engine = engineOf(2)
    const stop = vi.fn()
    track = { ...fakeTrack('audio'), stop } as unknown as MediaStreamTrack
    void engine.join(5, CallType.Audio)
    await answerLast({ ok: true, call: active, mediaSessionId: mine })
    engine.hangUp()
    expect(fakeSocket.sent('call').at(-1)?.payload).toEqual({
      action: 'leave',
      dialogId: 5,
      mediaSessionId: mine,
    })
    expect(peers[0]?.closed).toBe(true)
    expect(stop).toHaveBeenCalled()
    expect(useCallStore.getState().view.status).toBe(CallStatus.Finish)
  })

  it('tells why when the browser refuses the microphone to the caller, and rings nobody', async () => {
    getUserMedia.mockRejectedValue(new DOMException('no', 'NotAllowedError'))
    await engineOf(1).start(5, CallType.Audio)
    expect(useCallStore.getState().problem).toMatchObject({ kind: 'media' })
    expect(useCallStore.getState().view.status).toBe(CallStatus.Finish)
    // The organiser's permits are known before the call exists: the devices come first.
    expect(fakeSocket.sent('call')).toEqual([])
  })

  it('tells why when the browser refuses the microphone to someone joining, and leaves the call', async () => {
    getUserMedia.mockRejectedValue(new DOMException('no', 'NotAllowedError'))
    void engineOf(3).join(5, CallType.Audio)
    // Issue 17: a joiner's devices are asked once the answer told their permits, so the session exists.
    await answerLast({ ok: true, call: ringing, mediaSessionId: theirs })
    expect(useCallStore.getState().problem).toMatchObject({ kind: 'media' })
    expect(useCallStore.getState().view.status).toBe(CallStatus.Finish)
    expect(fakeSocket.sent('call').map((e) => e.payload)).toEqual([
      expect.objectContaining({ action: 'join' }),
      { action: 'leave', dialogId: 5, mediaSessionId: theirs },
    ])
  })

  it('shows the server refusal (the call is full) in its words', async () => {
    const engine = engineOf(3)
    void engine.join(5, CallType.Video)
    await answerLast({ ok: false, error: { code: 409, message: 'The call is full' } })
    expect(useCallStore.getState().problem).toEqual({ kind: 'refused', message: 'The call is full' })
    expect(useCallStore.getState().view.status).toBe(CallStatus.Finish)
  })

  it('ends the caller side when nobody answered, saying so', async () => {
    const engine = engineOf(1)
    void engine.start(5, CallType.Audio)
    await answerLast({ ok: true, call: ringing, mediaSessionId: theirs })
    engine.onCallEvent({
      dialogId: 5,
      call: callInfo({
        status: CallPhase.Finished,
        participants: [participant(2, { status: AnswerStatus.NoAnswer })],
      }),
    })
    expect(useCallStore.getState().view.status).toBe(CallStatus.Finish)
    expect(useCallStore.getState().problem).toEqual({ kind: 'noAnswer' })
  })

  it('declines a second call as busy, once', async () => {
    const engine = engineOf(2)
    void engine.join(5, CallType.Audio)
    await answerLast({ ok: true, call: active, mediaSessionId: mine })
    fetchMock = stubFetch({ 'POST /api/v1/calls/dialog/8/decline': { body: ringing } })
    const other = callInfo({ id: 41, dialogId: 8 })
    engine.onCallEvent({ dialogId: 8, call: other })
    engine.onCallEvent({ dialogId: 8, call: other })
    expect(requests('POST', '/api/v1/calls/dialog/8/decline')).toHaveLength(1)
    expect(useCallStore.getState().view.dialogId).toBe(5)
  })

  it('resumes its session after the socket came back', async () => {
    const engine = engineOf(2)
    void engine.join(5, CallType.Audio)
    await answerLast({ ok: true, call: active, mediaSessionId: mine })
    void engine.resume()
    await answerLast({ ok: true, call: active, mediaSessionId: mine })
    expect(fakeSocket.sent('call').at(-1)?.payload).toEqual({
      action: 'resume',
      dialogId: 5,
      mediaSessionId: mine,
    })
    expect(useCallStore.getState().view.status).toBe(CallStatus.Received)
  })

  it('mutes the microphone track and tells the server the new state', async () => {
    const engine = engineOf(2)
    void engine.join(5, CallType.Audio)
    await answerLast({ ok: true, call: active, mediaSessionId: mine })
    await engine.toggle('micOn')
    expect(track.enabled).toBe(false)
    expect(useCallStore.getState().own.micOn).toBe(false)
    const [[, init]] = requests('PATCH', '/api/v1/calls/dialog/5/state') as [[string, RequestInit]]
    expect(JSON.parse(String(init.body))).toEqual({ mediaSessionId: mine, state: { micOn: false } })
  })

  it('switches the microphone off here when an admin switched it off on the server', async () => {
    const engine = engineOf(2)
    void engine.join(5, CallType.Audio)
    await answerLast({ ok: true, call: active, mediaSessionId: mine })
    engine.onCallEvent({ dialogId: 5, call: withMyState({ micOn: false }) })
    expect(track.enabled).toBe(false)
    expect(useCallStore.getState().own).toMatchObject({ micOn: false })
    expect(requests('PATCH', '/api/v1/calls/dialog/5/state')).toHaveLength(0)
  })

  it('keeps a toggle on its way to the server when an older event still says off', async () => {
    const engine = engineOf(2)
    void engine.join(5, CallType.Audio)
    await answerLast({ ok: true, call: active, mediaSessionId: mine })
    await engine.toggle('micOn')
    const turningOn = engine.toggle('micOn')
    engine.onCallEvent({ dialogId: 5, call: withMyState({ micOn: false }) })
    await turningOn
    expect(track.enabled).toBe(true)
    expect(useCallStore.getState().own.micOn).toBe(true)
  })

  it('closes the connection of a session that left the call', async () => {
    const engine = engineOf(2)
    void engine.join(5, CallType.Audio)
    await answerLast({ ok: true, call: active, mediaSessionId: mine })
    const third = sessionId(3)
    engine.onCallEvent({
      dialogId: 5,
      call: {
        ...active,
        participants: [
          participant(1, { status: AnswerStatus.Left }),
          participant(2, { status: AnswerStatus.Connected, states: [session(mine)] }),
          participant(3, { status: AnswerStatus.Connected, states: [session(third)] }),
        ],
      },
    })
    expect(peers[0]?.closed).toBe(true)
    expect(useCallStore.getState().view.status).toBe(CallStatus.Received)
  })
})
