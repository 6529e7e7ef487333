import { AnswerStatus, CallPhase, CallStatus, CallType } from '@nauka/contracts'
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
  renderInApp(<Live />)
  await waitFor(() => expect(useCallEngine.getState().engine).not.toBeNull())
  act(() => fakeSocket.connect())
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

describe('useCallLive', () => {
  it('hands the server’s call events to the engine: a call for the user rings', async () => {
    await mount()
    act(() => fakeSocket.send('call', { dialogId: 5, call: callInfo() }))
    await waitFor(() => expect(useCallStore.getState().view.status).toBe(CallStatus.Ring))
  })

  it('hands signalling for this tab’s session to the engine', async () => {
    await mount()
    const onSignal = vi.spyOn(
      useCallEngine.getState().engine as NonNullable<ReturnType<typeof useCallEngine.getState>['engine']>,
      'onSignal',
    )
    const event = {
      dialogId: 5,
      callId: 40,
      from: { userId: 1, mediaSessionId: sessionId(1) },
      to: mine,
      signal: { kind: 'candidate', candidate: null },
    }
    act(() => fakeSocket.send('callSignal', event))
    expect(onSignal).toHaveBeenCalledWith(event)
  })

  it('resumes its media session over a connection that came back, and not on the first one', async () => {
    await mount()
    expect(fakeSocket.sent('call')).toEqual([])
    const call = callInfo({
      status: CallPhase.Active,
      participants: [
        participant(1, { status: AnswerStatus.Connected, admin: true, states: [session(sessionId(1))] }),
        participant(ME, { status: AnswerStatus.Connected, states: [session(mine)] }),
      ],
    })
    void useCallEngine.getState().engine?.join(5, CallType.Audio)
    await answerLast({ ok: true, call, mediaSessionId: mine })
    await waitFor(() => expect(useCallStore.getState().view.status).toBe(CallStatus.Received))

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
