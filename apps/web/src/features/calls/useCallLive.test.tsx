import {
  AnswerStatus,
  CallPermit,
  CallPhase,
  CallRole,
  CallStatus,
  CallType,
  ROLE_PERMITS,
} from '@nauka/contracts'
import { act, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'
import { stubFetch } from '../../test/fetchStub'
import { renderInApp } from '../../test/renderApp'
import { useAuthStore } from '../auth/auth.store'
import { useCallStore } from './calls.store'
import { createFakePeer, fakeStream, fakeTrack } from './fakePeer'
import { callInfo, participant, session, sessionId } from './test-data'
import { useCallEngine, useCallLive } from './useCallLive'

const ME = 2
const mine = sessionId(ME)

const Live = () => {
  useCallLive()
  return null
}

beforeEach(() => {
  useCallStore.getState().reset()
  useAuthStore.setState({ userId: ME })
  const getUserMedia = vi.fn(async () => fakeStream([fakeTrack('audio')]))
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } })
  // jsdom has no WebRTC: the engine's own peer factory gets the stand-in.
  vi.stubGlobal(
    'RTCPeerConnection',
    vi.fn(function peer() {
      return createFakePeer()
    }),
  )
  stubFetch({ 'GET /api/v1/calls/ice-servers': { body: { iceServers: [], expiresAt: null } } })
})

const mount = async () => {
  // The app's providers open the (stand-in) socket for the signed-in user.
  const view = renderInApp(<Live />)
  await waitFor(() => expect(useCallEngine.getState().loader).not.toBeNull())
  act(() => fakeSocket.connect())
  return view
}

/** The engine, as a start or join gets it: loaded at this first need. */
const engineNow = async () => {
  const loader = useCallEngine.getState().loader
  if (!loader) throw new Error('no connection, no engine')
  return loader.ready()
}

/** The server's answer to the last `call` this tab emitted. */
const answerLast = async (answer: unknown) => {
  await waitFor(() => expect(fakeSocket.sent('call').at(-1)?.ack).toBeTruthy())
  act(() =>
    fakeSocket
      .sent('call')
      .at(-1)
      ?.ack?.(null, answer as never),
  )
}

/** This tab joins dialog 5's audio call, which user 1 leads, and the call screen shows it: that call. */
const joinActiveAudioCall = async () => {
  const call = callInfo({
    status: CallPhase.Active,
    participants: [
      participant(1, { status: AnswerStatus.Connected, admin: true, states: [session(sessionId(1))] }),
      participant(ME, { status: AnswerStatus.Connected, states: [session(mine)] }),
    ],
  })
  void (await engineNow()).join(5, CallType.Audio)
  await answerLast({ ok: true, call, mediaSessionId: mine })
  await waitFor(() => expect(useCallStore.getState().view.status).toBe(CallStatus.Received))
  return call
}

describe('useCallLive', () => {
  it('hands the server’s call events to the engine: a call for the user rings', async () => {
    await mount()
    act(() => fakeSocket.send('call', { dialogId: 5, call: callInfo() }))
    await waitFor(() => expect(useCallStore.getState().view.status).toBe(CallStatus.Ring))
  })

  it('hands signalling for this tab’s session to the engine', async () => {
    await mount()
    const onSignal = vi.spyOn(await engineNow(), 'onSignal')
    const event = {
      dialogId: 5,
      callId: 40,
      from: { userId: 1, mediaSessionId: sessionId(1) },
      to: mine,
      signal: { kind: 'candidate', candidate: null },
    }
    act(() => fakeSocket.send('callSignal', event))
    await waitFor(() => expect(onSignal).toHaveBeenCalledWith(event))
  })

  it('hands the media server’s offers to the engine', async () => {
    await mount()
    const onMediaEvent = vi.spyOn(await engineNow(), 'onMediaEvent')
    const event = { dialogId: 5, mediaSessionId: mine, jsep: { type: 'offer', sdp: 'v=0' }, streams: [] }
    act(() => fakeSocket.send('callMedia', event))
    await waitFor(() => expect(onMediaEvent).toHaveBeenCalledWith(event))
  })

  it('hands the server news that it lost the media server to the engine (its media starts over)', async () => {
    await mount()
    const onMediaRestart = vi.spyOn(await engineNow(), 'onMediaRestart')
    act(() => fakeSocket.send('callMediaRestart', { dialogId: 5, mediaSessionId: mine }))
    await waitFor(() => expect(onMediaRestart).toHaveBeenCalledWith({ dialogId: 5, mediaSessionId: mine }))
  })

  it('hands the permits events to the engine (publishing once allowed to take part)', async () => {
    await mount()
    const onPermits = vi.spyOn(await engineNow(), 'onPermits')
    const event = { cType: 2007, dialogId: 5, callId: 40, user: ME, roles: [CallRole.User], permits: [] }
    act(() => fakeSocket.send('callPermits', event))
    await waitFor(() => expect(onPermits).toHaveBeenCalledWith(event))
  })

  it('resumes its media session over a connection that came back, and not on the first one', async () => {
    await mount()
    expect(fakeSocket.sent('call')).toEqual([])
    const call = await joinActiveAudioCall()

    act(() => fakeSocket.send('disconnect'))
    act(() => fakeSocket.connect())
    await waitFor(() =>
      expect(fakeSocket.sent('call').at(-1)?.payload).toEqual({
        action: 'resume',
        dialogId: 5,
        mediaSessionId: mine,
      }),
    )
    await answerLast({ ok: true, call, mediaSessionId: mine })
    expect(useCallStore.getState().view.status).toBe(CallStatus.Received)
  })
})

describe('useCallLive, the engine loaded at the first need (issue 20)', () => {
  it('loads no engine while no call happens, and the first call event loads it', async () => {
    await mount()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(useCallEngine.getState().engine).toBeNull()
    act(() => fakeSocket.send('call', { dialogId: 5, call: callInfo() }))
    await waitFor(() => expect(useCallEngine.getState().engine).not.toBeNull())
    await waitFor(() => expect(useCallStore.getState().view.status).toBe(CallStatus.Ring))
  })

  it('hands the engine the events that came while it loaded, in the order they came', async () => {
    await mount()
    // The first call rings; the second, of another dialog, finds this tab ringing and changes nothing.
    // The other way round, dialog 9 would ring.
    act(() => {
      fakeSocket.send('call', { dialogId: 5, call: callInfo() })
      fakeSocket.send('call', { dialogId: 9, call: callInfo({ id: 41, dialogId: 9 }) })
    })
    expect(useCallEngine.getState().engine).toBeNull()
    await waitFor(() => expect(useCallStore.getState().view.status).toBe(CallStatus.Ring))
    expect(useCallStore.getState().view.dialogId).toBe(5)
  })

  it('resumes nothing over a connection that came back before any call, and loads no engine for it', async () => {
    await mount()
    act(() => fakeSocket.send('disconnect'))
    act(() => fakeSocket.connect())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(useCallEngine.getState().engine).toBeNull()
    expect(fakeSocket.sent('call')).toEqual([])
  })

  it('hangs up the call when the user signs out (the connection goes)', async () => {
    const { unmount } = await mount()
    await joinActiveAudioCall()
    unmount()
    expect(fakeSocket.sent('call').at(-1)?.payload).toEqual({
      action: 'leave',
      dialogId: 5,
      mediaSessionId: mine,
    })
    expect(useCallStore.getState().view.status).toBe(CallStatus.Finish)
    expect(useCallEngine.getState()).toEqual({ engine: null, loader: null })
  })
})

describe('useCallLive, permits and statuses (issue 17)', () => {
  const organiser = participant(1, {
    status: AnswerStatus.Connected,
    admin: true,
    states: [session(sessionId(1))],
  })
  const meIn = (change: Parameters<typeof participant>[1] = {}) =>
    participant(ME, { status: AnswerStatus.Connected, states: [session(mine)], ...change })
  const callWith = (me: ReturnType<typeof participant>, ...others: ReturnType<typeof participant>[]) =>
    callInfo({ status: CallPhase.Active, participants: [organiser, me, ...others] })

  beforeEach(() => {
    const getUserMedia = vi.fn(async () => fakeStream([fakeTrack('audio'), fakeTrack('video')]))
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } })
    stubFetch({ 'GET /api/v1/calls/ice-servers': { body: { iceServers: [], expiresAt: null } } })
  })
  const joined = async () => {
    await mount()
    void (await engineNow()).join(5, CallType.Video)
    await answerLast({ ok: true, call: callWith(meIn()), mediaSessionId: mine })
    await waitFor(() => expect(useCallStore.getState().own.camOn).toBe(true))
  }
  const permitsEvent = (user: number, permits: string[]) => ({
    cType: 2007,
    dialogId: 5,
    callId: 40,
    user,
    roles: [CallRole.User],
    permits,
  })

  it('keeps the user’s new permits (the controls follow them; the server switches the media off)', async () => {
    await joined()
    const noCamera = ROLE_PERMITS[CallRole.User].filter((p) => p !== CallPermit.Camera)
    act(() => fakeSocket.send('callPermits', permitsEvent(ME, noCamera)))
    await waitFor(() => expect(useCallStore.getState().permits[ME]).toEqual(noCamera))
  })

  it('keeps another person’s permits for a manager', async () => {
    await joined()
    act(() => fakeSocket.send('callPermits', permitsEvent(3, [CallPermit.Join])))
    await waitFor(() => expect(useCallStore.getState().permits[3]).toEqual([CallPermit.Join]))
    expect(useCallStore.getState().own.camOn).toBe(true)
  })

  it('notes who came to the lobby of this call, for a manager to let in', async () => {
    await mount()
    void (await engineNow()).join(5, CallType.Video)
    await answerLast({
      ok: true,
      call: callWith(
        meIn({ roles: [CallRole.Admin], admin: true, permits: [...ROLE_PERMITS[CallRole.Admin]] }),
      ),
      mediaSessionId: mine,
    })
    const status = (dialogId: number, user: number) => ({
      cType: 2008,
      dialogId,
      callId: 40,
      statusUpdates: [{ status: AnswerStatus.Lobby, users: [user] }],
    })
    act(() => fakeSocket.send('callStatus', status(5, 3)))
    await waitFor(() => expect(useCallStore.getState().knocking).toEqual([3]))
    // A knock at another call changes nothing; the permits event after it proves it was read.
    act(() => fakeSocket.send('callStatus', status(9, 4)))
    act(() => fakeSocket.send('callPermits', permitsEvent(3, [CallPermit.Join])))
    await waitFor(() => expect(useCallStore.getState().permits[3]).toEqual([CallPermit.Join]))
    expect(useCallStore.getState().knocking).toEqual([3])
  })
})

describe('useCallLive, the lobby for those who may not let in', () => {
  it('does not tell a chat user who waits in the lobby', async () => {
    await mount()
    void (await engineNow()).join(5, CallType.Audio)
    await answerLast({
      ok: true,
      call: callInfo({
        status: CallPhase.Active,
        participants: [participant(ME, { status: AnswerStatus.Connected, states: [session(mine)] })],
      }),
      mediaSessionId: mine,
    })
    const event = {
      cType: 2008,
      dialogId: 5,
      callId: 40,
      statusUpdates: [{ status: AnswerStatus.Lobby, users: [3] }],
    }
    act(() => fakeSocket.send('callStatus', event))
    // A later event read proves this one was: events reach the engine in the order they came.
    const onPermits = vi.spyOn(await engineNow(), 'onPermits')
    const later = { cType: 2007, dialogId: 5, callId: 40, user: ME, roles: [CallRole.User], permits: [] }
    act(() => fakeSocket.send('callPermits', later))
    await waitFor(() => expect(onPermits).toHaveBeenCalledWith(later))
    expect(useCallStore.getState().knocking).toEqual([])
  })
})
