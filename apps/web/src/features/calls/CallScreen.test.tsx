import {
  AnswerStatus,
  type CallAck,
  CallPhase,
  CallRole,
  CallStatus,
  CallType,
  ROLE_PERMITS,
} from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppSocket } from '../../api/socket'
import { fakeSocket } from '../../test/fakeSocket'
import { stubFetch } from '../../test/fetchStub'
import { renderInApp, t } from '../../test/renderApp'
import { CallProblemNotice } from './CallProblemNotice'
import { CallScreen } from './CallScreen'
import { createCallEngine } from './callEngine'
import { useCallStore } from './calls.store'
import { createFakePeer, fakeStream, fakeTrack } from './fakePeer'
import { IncomingCallDialog } from './IncomingCallDialog'
import { toMediaAccessError } from './media'
import { callInfo, participant, session, sessionId } from './test-data'
import { useCallEngine } from './useCallLive'

const [mine, theirs] = [sessionId(2), sessionId(1)]
const active = callInfo({
  status: CallPhase.Active,
  participants: [
    participant(1, { status: AnswerStatus.Connected, admin: true, states: [session(theirs)] }),
    participant(2, { status: AnswerStatus.Connected, states: [session(mine)] }),
    participant(3),
  ],
})

let fetchMock: ReturnType<typeof stubFetch>

beforeEach(() => {
  useCallStore.getState().reset()
  useCallStore.getState().set({ problem: null })
  const getUserMedia = vi.fn(async () => fakeStream([fakeTrack('audio'), fakeTrack('video')]))
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } })
  fetchMock = stubFetch({
    'GET /api/v1/calls/ice-servers': { body: { iceServers: [], expiresAt: null } },
    'POST /api/v1/calls/dialog/5/decline': { body: callInfo() },
    'PATCH /api/v1/calls/dialog/5/state': { body: active.participants[1] },
  })
  useCallEngine.setState({
    engine: createCallEngine({
      socket: fakeSocket as unknown as AppSocket,
      me: () => 2,
      createPeer: createFakePeer,
    }),
  })
})

const answerLast = async (answer: CallAck) => {
  await waitFor(() => expect(fakeSocket.sent('call').at(-1)?.ack).toBeTruthy())
  fakeSocket
    .sent('call')
    .at(-1)
    ?.ack?.(null, answer as never)
}

const requests = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).includes(path) && init?.method === method)

/** The user is in the active call of dialog 5 as user 2. */
const inCall = async () => {
  void useCallEngine.getState().engine?.join(5, CallType.Video)
  await answerLast({ ok: true, call: active, mediaSessionId: mine })
  await waitFor(() => expect(useCallStore.getState().view.status).toBe(CallStatus.Received))
}

describe('incoming call', () => {
  beforeEach(() =>
    useCallStore.getState().dispatch({ kind: 'server', call: callInfo(), me: 2, mySessionId: null }),
  )

  it('rings as a dialog named "Incoming call" and answers with a join over the socket', async () => {
    renderInApp(<IncomingCallDialog />)
    const dialog = await screen.findByRole('dialog', { name: t('calls.incoming.title') })
    await userEvent.click(within(dialog).getByRole('button', { name: t('calls.incoming.accept') }))
    await waitFor(() =>
      expect(fakeSocket.sent('call')[0]?.payload).toMatchObject({ action: 'join', dialogId: 5 }),
    )
    expect(screen.queryByRole('dialog', { name: t('calls.incoming.title') })).toBeNull()
  })

  it('declines through the server and stops ringing', async () => {
    renderInApp(<IncomingCallDialog />)
    await userEvent.click(await screen.findByRole('button', { name: t('calls.incoming.decline') }))
    await waitFor(() => expect(requests('POST', '/api/v1/calls/dialog/5/decline')).toHaveLength(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fakeSocket.sent('call')).toEqual([])
  })
})

describe('call screen', () => {
  it('shows a tile per person with their answer status and the connection state', async () => {
    await inCall()
    renderInApp(<CallScreen me={2} />)
    const region = await screen.findByRole('region', { name: t('calls.screen.region') })
    expect(screen.getByTestId('call-root').dataset.callStatus).toBe(CallStatus.Received)
    const tiles = within(region).getAllByTestId('call-tile')
    expect(tiles.map((tile) => [tile.dataset.userId, tile.dataset.status])).toEqual([
      ['2', String(AnswerStatus.Connected)],
      ['1', String(AnswerStatus.Connected)],
      ['3', String(AnswerStatus.Dialing)],
    ])
    expect(tiles[1]?.dataset.peer).toBe('new')
    expect(
      within(tiles[2] as HTMLElement).getByRole('button', { name: t('calls.screen.callAgain') }),
    ).toBeTruthy()
    const results = await axe.run(region)
    expect(results.violations).toEqual([])
  })

  it('turns the microphone off as a pressed toggle and tells the server', async () => {
    await inCall()
    renderInApp(<CallScreen me={2} />)
    const mic = await screen.findByRole('button', { name: t('calls.screen.microphone') })
    expect(mic.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(mic)
    await waitFor(() => expect(mic.getAttribute('aria-pressed')).toBe('false'))
    const [[, init]] = requests('PATCH', '/api/v1/calls/dialog/5/state') as [[string, RequestInit]]
    expect(JSON.parse(String(init.body))).toEqual({ mediaSessionId: mine, state: { micOn: false } })
  })

  it('minimizes into a floating window and expands again', async () => {
    await inCall()
    renderInApp(<CallScreen me={2} />)
    await userEvent.click(await screen.findByRole('button', { name: t('calls.screen.minimize') }))
    const expand = await screen.findByRole('button', { name: t('calls.screen.expand') })
    expect(screen.getByRole('region', { name: t('calls.screen.region') })).toBeTruthy()
    expect(screen.queryByRole('button', { name: t('calls.screen.microphone') })).toBeNull()
    await userEvent.click(expand)
    expect(await screen.findByRole('button', { name: t('calls.screen.microphone') })).toBeTruthy()
  })

  it('hangs up with a leave of its session', async () => {
    await inCall()
    renderInApp(<CallScreen me={2} />)
    await userEvent.click(await screen.findByRole('button', { name: t('calls.screen.hangUp') }))
    expect(fakeSocket.sent('call').at(-1)?.payload).toEqual({
      action: 'leave',
      dialogId: 5,
      mediaSessionId: mine,
    })
    await waitFor(() => expect(screen.queryByRole('region', { name: t('calls.screen.region') })).toBeNull())
  })
})

describe('removing a participant', () => {
  const asAdmin = async (participants: ReturnType<typeof participant>[]) => {
    void useCallEngine.getState().engine?.join(5, CallType.Video)
    await answerLast({
      ok: true,
      call: callInfo({ status: CallPhase.Active, participants }),
      mediaSessionId: mine,
    })
    renderInApp(<CallScreen me={2} />)
    return screen.findByRole('region', { name: t('calls.screen.region') })
  }
  const me = () =>
    participant(2, {
      status: AnswerStatus.Connected,
      admin: true,
      roles: [CallRole.Admin],
      permits: [...ROLE_PERMITS[CallRole.Admin]],
      states: [session(mine)],
    })
  const other = (user: number) =>
    participant(user, {
      status: AnswerStatus.Connected,
      states: [session(sessionId(user === 1 ? 1 : user + 2))],
    })

  it('is offered to an admin from three people on', async () => {
    const region = await asAdmin([other(1), me(), other(3)])
    expect(within(region).getAllByRole('button', { name: t('calls.screen.remove') })).toHaveLength(2)
  })

  it('is not offered in a call of two, where it would only be a hang-up', async () => {
    const region = await asAdmin([other(1), me()])
    expect(within(region).getAllByTestId('call-tile')).toHaveLength(2)
    expect(within(region).queryByRole('button', { name: t('calls.screen.remove') })).toBeNull()
  })
})

describe('call screen and the keyboard', () => {
  const page = (
    <>
      <button type="button">{'Page behind'}</button>
      <CallScreen me={2} />
    </>
  )
  const region = () => screen.getByRole('region', { name: t('calls.screen.region') })

  it('is modal when full: focus starts in it, Tab cycles inside and the page behind is inert', async () => {
    renderInApp(page)
    const outside = screen.getByRole('button', { name: 'Page behind' })
    outside.focus()
    await inCall()
    await waitFor(() => expect(document.activeElement).toBe(region()))
    expect(outside.closest('[inert]')).not.toBeNull()
    const seen = new Set<Element>()
    for (let i = 0; i < 12; i++) {
      await userEvent.tab()
      expect(region().contains(document.activeElement)).toBe(true)
      if (document.activeElement) seen.add(document.activeElement)
    }
    // Twelve presses visit every control (six of them) and come round again.
    expect(seen.size).toBeGreaterThanOrEqual(6)
  })

  it('minimizes on Escape into a window that leaves the page usable, and expands back', async () => {
    renderInApp(page)
    await inCall()
    await waitFor(() => expect(document.activeElement).toBe(region()))
    await userEvent.keyboard('{Escape}')
    const expand = await screen.findByRole('button', { name: t('calls.screen.expand') })
    expect(useCallStore.getState().view.status).toBe(CallStatus.Received)
    expect(document.activeElement).toBe(expand)
    const outside = screen.getByRole('button', { name: 'Page behind' })
    expect(outside.closest('[inert]')).toBeNull()
    await userEvent.click(outside)
    expect(document.activeElement).toBe(outside)
    await userEvent.click(expand)
    await waitFor(() => expect(region().contains(document.activeElement)).toBe(true))
    expect(outside.closest('[inert]')).not.toBeNull()
  })

  it('gives the focus back to where it was when the call ends', async () => {
    renderInApp(page)
    const outside = screen.getByRole('button', { name: 'Page behind' })
    outside.focus()
    await inCall()
    await userEvent.click(await screen.findByRole('button', { name: t('calls.screen.hangUp') }))
    await waitFor(() => expect(screen.queryByRole('region', { name: t('calls.screen.region') })).toBeNull())
    expect(outside.closest('[inert]')).toBeNull()
    expect(document.activeElement).toBe(outside)
  })

  it('plays everyone still in the call when minified, not only the person it shows', async () => {
    const third = sessionId(3)
    const group = callInfo({
      status: CallPhase.Active,
      participants: [
        participant(1, { status: AnswerStatus.Connected, admin: true, states: [session(theirs)] }),
        participant(2, { status: AnswerStatus.Connected, states: [session(mine)] }),
        participant(3, { status: AnswerStatus.Connected, states: [session(third)] }),
      ],
    })
    void useCallEngine.getState().engine?.join(5, CallType.Video)
    await answerLast({ ok: true, call: group, mediaSessionId: mine })
    await waitFor(() => expect(useCallStore.getState().view.status).toBe(CallStatus.Received))
    const { container } = renderInApp(<CallScreen me={2} />)
    await waitFor(() => expect(container.querySelectorAll('audio')).toHaveLength(2))
    await userEvent.click(await screen.findByRole('button', { name: t('calls.screen.minimize') }))
    await screen.findByRole('button', { name: t('calls.screen.expand') })
    expect(container.querySelectorAll('audio')).toHaveLength(2)
    expect(
      within(region())
        .getAllByTestId('call-tile')
        .filter((tile) => !tile.closest('[hidden]')),
    ).toHaveLength(1)
  })
})

describe('call problems', () => {
  it('says clearly that the browser refused the microphone and camera', async () => {
    useCallStore.getState().set({
      problem: { kind: 'media', error: toMediaAccessError(new DOMException('no', 'NotAllowedError')) },
    })
    renderInApp(<CallProblemNotice />)
    expect(await screen.findByText(t('calls.media.error.denied'))).toBeTruthy()
  })

  it('shows the server refusal of a full call in its words', async () => {
    void useCallEngine.getState().engine?.join(5, CallType.Video)
    await answerLast({ ok: false, error: { code: 409, message: 'Звонок заполнен' } })
    renderInApp(<CallProblemNotice />)
    expect(await screen.findByText('Звонок заполнен')).toBeTruthy()
  })
})
