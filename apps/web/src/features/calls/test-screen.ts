import { type CallInfo, CallStatus, CallType } from '@nauka/contracts'
import { waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'
import type { AppSocket } from '../../api/socket'
import { fakeSocket } from '../../test/fakeSocket'
import { type Handler, stubFetch } from '../../test/fetchStub'
import { useAuthStore } from '../auth/auth.store'
import { createCallEngine } from './callEngine'
import { useCallStore } from './calls.store'
import { createFakePeer, fakeStream, fakeTrack } from './fakePeer'
import { createFakeSfuPeer } from './sfu/fakeSfuPeer'
import { answerLastCall } from './test-socket'
import { useCallEngine } from './useCallLive'

/**
 * A call screen test's world: the user `me` signed in, devices, the engine on the stand-in socket,
 * the network answering `routes`. Returns the fetch stand-in to read what was asked.
 */
export const callScreenWorld = (me: number, routes: Record<string, Handler> = {}) => {
  useCallStore.getState().reset()
  useCallStore.getState().set({ problem: null })
  useAuthStore.setState({ userId: me })
  const getUserMedia = vi.fn(async () => fakeStream([fakeTrack('audio'), fakeTrack('video')]))
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } })
  const fetchMock = stubFetch({
    'GET /api/v1/calls/ice-servers': { body: { iceServers: [], expiresAt: null } },
    ...routes,
  })
  useCallEngine.setState({
    engine: createCallEngine({
      socket: fakeSocket as unknown as AppSocket,
      me: () => me,
      createPeer: createFakePeer,
      createSfuPeer: createFakeSfuPeer,
      streamOf: (tracks) => fakeStream(tracks),
    }),
  })
  return fetchMock
}

/** Joins the call of dialog 5 and has the server answer with `call` and `mediaSessionId`. */
export const joinCall = async (
  call: CallInfo,
  mediaSessionId: string | null,
  type: CallType = CallType.Video,
) => {
  void useCallEngine.getState().engine?.join(call.dialogId, type)
  await answerLastCall({ ok: true, call, mediaSessionId })
  await waitFor(() => expect(useCallStore.getState().view.status).toBe(CallStatus.Received))
}

/** The JSON bodies the app sent as `method path`. */
export const sentBodies = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes(path) && init?.method === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null))
