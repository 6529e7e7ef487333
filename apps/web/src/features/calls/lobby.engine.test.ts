import { AnswerStatus, CallPhase, CallStatus, CallType } from '@nauka/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppSocket } from '../../api/socket'
import { fakeSocket } from '../../test/fakeSocket'
import { stubFetch } from '../../test/fetchStub'
import { createCallEngine } from './callEngine'
import { useCallStore } from './calls.store'
import { createFakePeer, fakeStream, fakeTrack } from './fakePeer'
import { inLobby } from './model'
import { callInfo, participant, session, sessionId } from './test-data'
import { answerLastCall } from './test-socket'

const waiting = callInfo({
  status: CallPhase.Active,
  participants: [
    participant(1, { status: AnswerStatus.Connected, admin: true, states: [session(sessionId(1))] }),
    participant(2, { status: AnswerStatus.Lobby, ringUntil: null }),
  ],
})

let getUserMedia: ReturnType<typeof vi.fn>
let fetchMock: ReturnType<typeof stubFetch>

beforeEach(() => {
  useCallStore.getState().reset()
  useCallStore.getState().set({ problem: null })
  getUserMedia = vi.fn(async () => fakeStream([fakeTrack('audio'), fakeTrack('video')]))
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } })
  fetchMock = stubFetch({
    'GET /api/v1/calls/ice-servers': { body: { iceServers: [], expiresAt: null } },
    'POST /api/v1/calls/dialog/5/decline': { body: waiting },
  })
})

const engine = () =>
  createCallEngine({ socket: fakeSocket as unknown as AppSocket, me: () => 2, createPeer: createFakePeer })

describe('joining into the lobby (issue 17)', () => {
  it('waits in the lobby without a session, asking the browser for no device', async () => {
    void engine().join(5, CallType.Video)
    await answerLastCall({ ok: true, call: waiting, mediaSessionId: null })
    const state = useCallStore.getState()
    expect(inLobby(state.view, 2)).toBe(true)
    expect(state.problem).toBeNull()
    expect(state.mediaSessionId).toBeNull()
    expect(state.localStream).toBeNull()
    expect(getUserMedia).not.toHaveBeenCalled()
  })

  it('withdraws from the lobby with a decline', async () => {
    const calls = engine()
    void calls.join(5, CallType.Video)
    await answerLastCall({ ok: true, call: waiting, mediaSessionId: null })
    await calls.decline()
    expect(useCallStore.getState().view.status).toBe(CallStatus.Finish)
    const declines = fetchMock.mock.calls.filter(([url]) => String(url).includes('/dialog/5/decline'))
    expect(declines).toHaveLength(1)
  })
})
