import { AnswerStatus, CallPhase, CallStatus, CallType, DialogType } from '@nauka/contracts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppSocket } from '../../api/socket'
import { fakeSocket } from '../../test/fakeSocket'
import { stubFetch } from '../../test/fetchStub'
import { renderInApp, t } from '../../test/renderApp'
import { useAuthStore } from '../auth/auth.store'
import { dialogOf } from '../chats/dialog/test-data'
import { type CallEngine, createCallEngine } from './callEngine'
import { createEngineLoader, type EngineModule } from './callEngineLoader'
import { useCallStore } from './calls.store'
import { DialogCallButtons } from './DialogCallButtons'
import { createFakePeer, fakeStream, fakeTrack } from './fakePeer'
import { callInfo, participant, session, sessionId } from './test-data'
import { useCallEngine } from './useCallLive'

const ME = 2
const personal = dialogOf(5)
const group = dialogOf(5, { dialogType: DialogType.Group, dialogName: 'Лаборатория', interlocutor: null })
/** The group's call going on between users 1 and 3, without the reader. */
const groupCall = callInfo({
  status: CallPhase.Active,
  participants: [
    participant(1, { status: AnswerStatus.Connected, admin: true, states: [session(sessionId(1))] }),
    participant(3, { status: AnswerStatus.Connected, states: [session(sessionId(3))] }),
    participant(ME, { status: AnswerStatus.Left }),
  ],
})
const ongoing = { activeCall: { id: groupCall.id, type: groupCall.type } }

let fetchMock: ReturnType<typeof stubFetch>
const callReads = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/v1/calls/dialog/5')).length

beforeEach(() => {
  useCallStore.getState().reset()
  useAuthStore.setState({ userId: ME })
  const getUserMedia = vi.fn(async () => fakeStream([fakeTrack('audio'), fakeTrack('video')]))
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } })
  fetchMock = stubFetch({
    'GET /api/v1/calls/ice-servers': { body: { iceServers: [], expiresAt: null } },
    'GET /api/v1/calls/dialog/5': { body: groupCall },
  })
  connect()
})

/** The connection's engine, its code loaded by `load` at the first need (the app's own by default). */
const connect = (load?: () => Promise<EngineModule>) => {
  const deps = { socket: fakeSocket as unknown as AppSocket, me: () => ME, createPeer: createFakePeer }
  const setEngine = (engine: CallEngine) => useCallEngine.setState({ engine })
  useCallEngine.setState({ engine: null, loader: createEngineLoader(deps, setEngine, load) })
}

/** A load of the engine's code the test settles. */
const heldLoad = () => {
  let settle: { resolve: (module: EngineModule) => void; reject: (error: Error) => void } | null = null
  const load = vi.fn(() => new Promise<EngineModule>((resolve, reject) => (settle = { resolve, reject })))
  return {
    load,
    succeed: () => settle?.resolve({ createCallEngine }),
    fail: () => settle?.reject(new Error('chunk failed')),
  }
}

const button = (key: string) => screen.findByRole('button', { name: t(key) })

describe('DialogCallButtons', () => {
  it.each([
    ['calls.start.audio', CallType.Audio],
    ['calls.start.video', CallType.Video],
  ])(
    '%s starts a call of that type over the socket, without asking for a call there is none of',
    async (key, type) => {
      renderInApp(<DialogCallButtons dialog={personal} />)
      await userEvent.click(await button(key))
      await waitFor(() =>
        expect(fakeSocket.sent('call')[0]?.payload).toMatchObject({ action: 'start', dialogId: 5, type }),
      )
      expect(callReads()).toBe(0)
    },
  )

  it('offers "Join call" in a group whose call goes on without the reader, and joins it', async () => {
    renderInApp(<DialogCallButtons dialog={{ ...group, ...ongoing }} />)
    await userEvent.click(await button('calls.start.join'))
    await waitFor(() =>
      expect(fakeSocket.sent('call')[0]?.payload).toMatchObject({ action: 'join', dialogId: 5 }),
    )
    expect(screen.queryByRole('button', { name: t('calls.start.audio') })).toBeNull()
  })

  it('offers no "Join call" to someone already in the call, and no second call there', async () => {
    const withMe = {
      ...groupCall,
      participants: groupCall.participants.map((p) =>
        p.user === ME ? { ...p, status: AnswerStatus.Connected, states: [session(sessionId(ME))] } : p,
      ),
    }
    fetchMock = stubFetch({ 'GET /api/v1/calls/dialog/5': { body: withMe } })
    renderInApp(<DialogCallButtons dialog={{ ...group, ...ongoing }} />)
    await waitFor(() => expect(callReads()).toBe(1))
    const audio = await button('calls.start.audio')
    await waitFor(() => expect((audio as HTMLButtonElement).disabled).toBe(true))
    expect(screen.queryByRole('button', { name: t('calls.start.join') })).toBeNull()
  })

  it('is disabled while this tab is in another call (one call at a time)', async () => {
    useCallStore.getState().dispatch({ kind: 'start', dialogId: 9, type: CallType.Audio })
    expect(useCallStore.getState().view.status).toBe(CallStatus.Calling)
    const { unmount } = renderInApp(<DialogCallButtons dialog={personal} />)
    for (const key of ['calls.start.audio', 'calls.start.video'])
      expect(((await button(key)) as HTMLButtonElement).disabled).toBe(true)
    unmount()
    renderInApp(<DialogCallButtons dialog={{ ...group, ...ongoing }} />)
    expect(((await button('calls.start.join')) as HTMLButtonElement).disabled).toBe(true)
  })

  it('on a phone shares one "Call" button whose menu starts an audio or a video call', async () => {
    renderInApp(<DialogCallButtons dialog={personal} compact />)
    expect(screen.queryByRole('button', { name: t('calls.start.video') })).toBeNull()
    await userEvent.click(await button('calls.start.menu'))
    await userEvent.click(await screen.findByRole('menuitem', { name: t('calls.start.video') }))
    await waitFor(() =>
      expect(fakeSocket.sent('call')[0]?.payload).toMatchObject({
        action: 'start',
        dialogId: 5,
        type: CallType.Video,
      }),
    )
  })

  it("on a phone joins a group's call from an icon", async () => {
    renderInApp(<DialogCallButtons dialog={{ ...group, ...ongoing }} compact />)
    await userEvent.click(await button('calls.start.join'))
    await waitFor(() =>
      expect(fakeSocket.sent('call')[0]?.payload).toMatchObject({ action: 'join', dialogId: 5 }),
    )
  })

  it('starts a call at the first press while the engine’s code loads, the calls disabled meanwhile', async () => {
    const held = heldLoad()
    connect(held.load)
    renderInApp(<DialogCallButtons dialog={personal} />)
    await userEvent.click(await button('calls.start.audio'))
    for (const key of ['calls.start.audio', 'calls.start.video'])
      await waitFor(async () => expect(((await button(key)) as HTMLButtonElement).disabled).toBe(true))
    expect(fakeSocket.sent('call')).toEqual([])
    held.succeed()
    await waitFor(() =>
      expect(fakeSocket.sent('call')[0]?.payload).toMatchObject({ action: 'start', type: CallType.Audio }),
    )
    expect(held.load).toHaveBeenCalledTimes(1)
  })

  it('tells the user when the engine’s code did not load, and loads it again at the next press', async () => {
    const held = heldLoad()
    connect(held.load)
    renderInApp(<DialogCallButtons dialog={personal} />)
    await userEvent.click(await button('calls.start.video'))
    held.fail()
    await waitFor(() => expect(useCallStore.getState().problem).toEqual({ kind: 'offline' }))
    const video = (await button('calls.start.video')) as HTMLButtonElement
    await waitFor(() => expect(video.disabled).toBe(false))

    await userEvent.click(video)
    expect(held.load).toHaveBeenCalledTimes(2)
    held.succeed()
    await waitFor(() =>
      expect(fakeSocket.sent('call')[0]?.payload).toMatchObject({ action: 'start', type: CallType.Video }),
    )
  })

  it('starts loading the engine’s code as a call is focused, before any press', async () => {
    const held = heldLoad()
    connect(held.load)
    renderInApp(<DialogCallButtons dialog={personal} />)
    await button('calls.start.audio')
    expect(held.load).not.toHaveBeenCalled()
    await userEvent.tab()
    expect(document.activeElement).toBe(await button('calls.start.audio'))
    expect(held.load).toHaveBeenCalledTimes(1)
    held.succeed()
    await waitFor(() => expect(useCallEngine.getState().engine).not.toBeNull())
    expect(fakeSocket.sent('call')).toEqual([])

    await userEvent.keyboard('{Enter}')
    expect(fakeSocket.sent('call')[0]?.payload).toMatchObject({ action: 'start', type: CallType.Audio })
    expect(held.load).toHaveBeenCalledTimes(1)
  })
})
