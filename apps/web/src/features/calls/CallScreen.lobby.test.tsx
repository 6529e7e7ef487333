import { AnswerStatus, CallPhase, CallRole, ROLE_PERMITS } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'
import type { stubFetch } from '../../test/fetchStub'
import { renderInApp, t } from '../../test/renderApp'
import { CallScreen } from './CallScreen'
import { IncomingCallDialog } from './IncomingCallDialog'
import { callInfo, participant, session, sessionId } from './test-data'
import { callScreenWorld, joinCall } from './test-screen'
import { useCallLive } from './useCallLive'

const ME = 2
const organiser = participant(1, {
  status: AnswerStatus.Connected,
  roles: [CallRole.Organiser],
  admin: true,
  permits: [...ROLE_PERMITS[CallRole.Organiser]],
  states: [session(sessionId(1))],
  fullName: 'Ада Лавлейс',
})
const withMe = (change: Parameters<typeof participant>[1]) =>
  callInfo({ status: CallPhase.Active, participants: [organiser, participant(ME, change)] })
const waiting = withMe({ status: AnswerStatus.Lobby, ringUntil: null })

const Live = () => {
  useCallLive()
  return null
}

let fetchMock: ReturnType<typeof stubFetch>
beforeEach(() => {
  fetchMock = callScreenWorld(ME, { 'POST /api/v1/calls/dialog/5/decline': { body: waiting } })
})

describe('the lobby view (issue 17)', () => {
  it('tells the joiner to wait, shows who is in the call, and has no controls', async () => {
    await joinCall(waiting, null)
    renderInApp(<CallScreen me={ME} />)
    const region = await screen.findByRole('region', { name: t('calls.screen.region') })
    expect(screen.getByTestId('call-root').dataset.callStatus).toBe('lobby')
    expect(within(region).getByRole('status').textContent).toBe(t('calls.lobby.waiting'))
    expect(within(region).getByRole('img', { name: 'Ада Лавлейс' })).toBeTruthy()
    expect(within(region).queryByRole('button', { name: t('calls.screen.microphone') })).toBeNull()
    expect(within(region).queryAllByTestId('call-tile')).toEqual([])
    expect((await axe.run(region, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual(
      [],
    )
  })

  it('withdraws on Cancel', async () => {
    await joinCall(waiting, null)
    renderInApp(<CallScreen me={ME} />)
    await userEvent.click(await screen.findByRole('button', { name: t('calls.lobby.cancel') }))
    await waitFor(() => expect(screen.queryByRole('region', { name: t('calls.screen.region') })).toBeNull())
    const declines = fetchMock.mock.calls.filter(([url]) => String(url).includes('/dialog/5/decline'))
    expect(declines).toHaveLength(1)
  })

  it('rings once an admin lets the joiner in, and accepting joins', async () => {
    renderInApp(
      <>
        <Live />
        <IncomingCallDialog />
        <CallScreen me={ME} />
      </>,
    )
    await waitFor(() => expect(fakeSocket.listening('call')).toBe(true))
    await joinCall(waiting, null)
    await screen.findByText(t('calls.lobby.waiting'))
    act(() => fakeSocket.send('call', { dialogId: 5, call: withMe({ status: AnswerStatus.Dialing }) }))
    const ringing = await screen.findByRole('dialog', { name: t('calls.incoming.title') })
    expect(screen.queryByText(t('calls.lobby.waiting'))).toBeNull()
    await userEvent.click(within(ringing).getByRole('button', { name: t('calls.incoming.accept') }))
    await waitFor(() =>
      expect(fakeSocket.sent('call').at(-1)?.payload).toMatchObject({ action: 'join', dialogId: 5 }),
    )
  })
})
