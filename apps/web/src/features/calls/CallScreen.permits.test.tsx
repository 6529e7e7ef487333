import {
  AnswerStatus,
  CallMedia,
  CallPermit,
  CallPhase,
  CallRole,
  CallType,
  ROLE_PERMITS,
} from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { beforeEach, describe, expect, it } from 'vitest'
import type { stubFetch } from '../../test/fetchStub'
import { renderInApp, t } from '../../test/renderApp'
import { CallScreen } from './CallScreen'
import { useCallStore } from './calls.store'
import { callInfo, participant, session, sessionId } from './test-data'
import { callScreenWorld, joinCall, sentBodies } from './test-screen'

const ME = 2
const mine = sessionId(ME)
const as = (role: CallRole, change: Parameters<typeof participant>[1] = {}) => ({
  roles: [role],
  admin: role !== CallRole.User,
  permits: [...ROLE_PERMITS[role]],
  ...change,
})
const connected = (user: number, role: CallRole = CallRole.User) =>
  participant(user, { status: AnswerStatus.Connected, states: [session(sessionId(user))], ...as(role) })
const meAs = (role: CallRole, change: Parameters<typeof participant>[1] = {}) =>
  participant(ME, { status: AnswerStatus.Connected, states: [session(mine)], ...as(role), ...change })
const callOf = (...participants: ReturnType<typeof participant>[]) =>
  callInfo({ status: CallPhase.Active, participants })
const rules = { rules: { 'color-contrast': { enabled: false } } }

let fetchMock: ReturnType<typeof stubFetch>
beforeEach(() => {
  fetchMock = callScreenWorld(ME, {
    'PATCH /api/v1/calls/dialog/5/status': {
      body: callOf(connected(1, CallRole.Organiser), meAs(CallRole.Admin)),
    },
    'PATCH /api/v1/calls/dialog/5/permits': { body: connected(3) },
    'PATCH /api/v1/calls/dialog/5/state': { body: connected(3) },
    'GET /api/v1/calls/dialog/5/participants': { body: [] },
    'PUT /api/v1/calls/record/start/dialog/5': {
      body: {
        id: 1,
        call: 40,
        owner: ME,
        name: 'Звонок',
        startDate: new Date().toISOString(),
        endDate: null,
        duration: null,
        status: 2,
      },
    },
  })
})

const region = () => screen.getByRole('region', { name: t('calls.screen.region') })
const button = (name: string) => within(region()).getByRole('button', { name })

describe('own controls and permits (issue 17)', () => {
  it('disables what the permits do not allow, saying why, and leaves the rest', async () => {
    const noCamera = ROLE_PERMITS[CallRole.User].filter(
      (p) => p !== CallPermit.Camera && p !== CallPermit.RaiseHand,
    )
    await joinCall(
      callOf(connected(1, CallRole.Organiser), meAs(CallRole.User, { permits: noCamera })),
      mine,
      CallType.Audio,
    )
    renderInApp(<CallScreen me={ME} />)
    const camera = await screen.findByRole('button', { name: t('calls.screen.camera') })
    expect(camera).toHaveProperty('disabled', true)
    expect(camera.getAttribute('aria-pressed')).toBe('false')
    expect(camera.parentElement?.getAttribute('title')).toBe(t('calls.notAllowed'))
    expect(button(t('calls.screen.raiseHand'))).toHaveProperty('disabled', true)
    expect(button(t('calls.screen.microphone'))).toHaveProperty('disabled', false)
  })

  it('offers nothing to publish without taking part, and takes no device', async () => {
    const watcher = ROLE_PERMITS[CallRole.User].filter((p) => p !== CallPermit.TakePart)
    await joinCall(callOf(connected(1, CallRole.Organiser), meAs(CallRole.User, { permits: watcher })), mine)
    renderInApp(<CallScreen me={ME} />)
    const microphone = await screen.findByRole('button', { name: t('calls.screen.microphone') })
    expect(microphone).toHaveProperty('disabled', true)
    expect(microphone.getAttribute('aria-pressed')).toBe('false')
    expect(button(t('calls.screen.camera'))).toHaveProperty('disabled', true)
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled()
  })
})

describe('the call screen’s tooltips', () => {
  it('open inside the call’s region, not at the page’s end outside every landmark', async () => {
    await joinCall(callOf(connected(1, CallRole.Organiser), meAs(CallRole.User)), mine)
    renderInApp(<CallScreen me={ME} />)
    await userEvent.hover(await screen.findByRole('button', { name: t('calls.panel.toggle') }))
    const tooltip = await screen.findByRole('tooltip')
    expect(region().contains(tooltip)).toBe(true)
  })
})

describe('the participants panel (issue 17)', () => {
  const waiting = participant(4, { status: AnswerStatus.Lobby, ringUntil: null, fullName: 'Чарльз Бэббидж' })
  const openPanel = async () => {
    const toggle = await screen.findByRole('button', { name: t('calls.panel.toggle') })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    return screen.getByRole('complementary', { name: t('calls.panel.region') })
  }

  it('shows a manager the lobby with Let in, roles and the actions menu, and lets in with status 0', async () => {
    await joinCall(
      callOf(connected(1, CallRole.Organiser), meAs(CallRole.Admin), connected(3), waiting),
      mine,
    )
    renderInApp(<CallScreen me={ME} />)
    const panel = await openPanel()
    expect(within(panel).getByText(t('calls.panel.lobby'))).toBeTruthy()
    expect(within(panel).getByText(t('calls.role.organiser'))).toBeTruthy()
    expect(within(panel).getAllByText(t('calls.role.admin'))).toHaveLength(1)
    expect(
      within(panel).getByRole('button', { name: t('calls.panel.actions', { name: 'User 3' }) }),
    ).toBeTruthy()
    // Nobody acts on the organiser, nor on themself.
    expect(
      within(panel).queryByRole('button', { name: t('calls.panel.actions', { name: 'User 1' }) }),
    ).toBeNull()
    expect((await axe.run(panel, rules)).violations).toEqual([])
    await userEvent.click(
      within(panel).getByRole('button', { name: t('calls.panel.admitName', { name: 'Чарльз Бэббидж' }) }),
    )
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PATCH', '/dialog/5/status')).toEqual([{ user: 4, status: 0 }]),
    )
  })

  it('shows a chat user who is where, without Let in or actions', async () => {
    await joinCall(callOf(connected(1, CallRole.Organiser), meAs(CallRole.User), connected(3), waiting), mine)
    renderInApp(<CallScreen me={ME} />)
    const panel = await openPanel()
    expect(within(panel).getByText('Чарльз Бэббидж')).toBeTruthy()
    expect(
      within(panel).queryByRole('button', { name: t('calls.panel.admitName', { name: 'Чарльз Бэббидж' }) }),
    ).toBeNull()
    expect(
      within(panel).queryByRole('button', { name: t('calls.panel.actions', { name: 'User 3' }) }),
    ).toBeNull()
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/participants'))).toHaveLength(0)
  })

  it('lets an organiser take a permit away, make an admin and mute, from the actions menu', async () => {
    await joinCall(callOf(meAs(CallRole.Organiser), connected(1), connected(3)), mine)
    renderInApp(<CallScreen me={ME} />)
    const panel = await openPanel()
    const actions = within(panel).getByRole('button', { name: t('calls.panel.actions', { name: 'User 3' }) })
    await userEvent.click(actions)
    const camera = screen.getByRole('menuitemcheckbox', { name: t('calls.permit.camera') })
    expect(camera.getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('menuitemcheckbox', { name: t('calls.permit.record') })).toBeTruthy()
    expect((await axe.run(screen.getByRole('menu'), rules)).violations).toEqual([])
    await userEvent.click(camera)
    await userEvent.click(actions)
    await userEvent.click(screen.getByRole('menuitem', { name: t('calls.panel.makeAdmin') }))
    await userEvent.click(actions)
    await userEvent.click(screen.getByRole('menuitem', { name: t('calls.panel.mute') }))
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PATCH', '/dialog/5/permits')).toEqual([
        { user: 3, delPermits: [CallPermit.Camera] },
        { user: 3, role: CallRole.Admin },
      ]),
    )
    expect(sentBodies(fetchMock, 'PATCH', '/dialog/5/state')).toEqual([
      { mediaSessionId: sessionId(3), state: { micOn: false } },
    ])
    // A manager asks for everyone's permits when the panel opens.
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/dialog/5/participants')),
    ).toHaveLength(1)
  })

  it('tells a manager who knocks, and opens the panel from there', async () => {
    await joinCall(callOf(connected(1, CallRole.Organiser), meAs(CallRole.Admin), waiting), mine)
    renderInApp(<CallScreen me={ME} />)
    act(() => useCallStore.getState().set({ knocking: [4] }))
    expect(await screen.findByText(t('calls.panel.knock', { names: 'Чарльз Бэббидж' }))).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: t('calls.panel.show') }))
    expect(screen.getByRole('complementary', { name: t('calls.panel.region') })).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByText(t('calls.panel.knock', { names: 'Чарльз Бэббидж' }))).toBeNull(),
    )
  })

  it('tells a refusal in the server’s words', async () => {
    fetchMock = callScreenWorld(ME, {
      'PATCH /api/v1/calls/dialog/5/status': {
        status: 403,
        body: {
          error: {
            code: 4030,
            textCode: 'calls.noPermit',
            type: 'forbidden',
            message: 'Нет права управлять участниками',
          },
        },
      },
    })
    await joinCall(callOf(connected(1, CallRole.Organiser), meAs(CallRole.Admin), waiting), mine)
    renderInApp(<CallScreen me={ME} />)
    const panel = await openPanel()
    await userEvent.click(
      within(panel).getByRole('button', { name: t('calls.panel.admitName', { name: 'Чарльз Бэббидж' }) }),
    )
    expect(await screen.findByText('Нет права управлять участниками')).toBeTruthy()
  })
})

describe('recording (issue 17)', () => {
  const running = {
    id: 1,
    call: 40,
    owner: 1,
    name: 'Семинар',
    startDate: new Date().toISOString(),
    endDate: null,
    duration: null,
    status: 2 as const,
  }

  it('shows everyone that the call is recorded', async () => {
    await joinCall(
      {
        ...callOf(connected(1, CallRole.Organiser), meAs(CallRole.User)),
        media: CallMedia.Sfu,
        record: running,
      },
      mine,
    )
    renderInApp(<CallScreen me={ME} />)
    const status = await within(region()).findByRole('status')
    expect(status.textContent).toContain(t('calls.record.on'))
  })

  it('offers Record to holders of 82:608 in a call through the media server, and starts it', async () => {
    await joinCall(
      { ...callOf(connected(1, CallRole.Organiser), meAs(CallRole.Admin)), media: CallMedia.Sfu },
      mine,
    )
    renderInApp(<CallScreen me={ME} />)
    const record = await screen.findByRole('button', { name: t('calls.record.toggle') })
    expect(record.getAttribute('aria-pressed')).toBe('false')
    expect(within(region()).queryByRole('status')).toBeNull()
    await userEvent.click(record)
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/record/start/dialog/5')).toEqual([{}]))
  })

  it('offers no Record on a mesh call, nor without the permit', async () => {
    await joinCall(callOf(connected(1, CallRole.Organiser), meAs(CallRole.Admin)), mine)
    const { unmount } = renderInApp(<CallScreen me={ME} />)
    await screen.findByRole('button', { name: t('calls.screen.microphone') })
    expect(screen.queryByRole('button', { name: t('calls.record.toggle') })).toBeNull()
    unmount()
  })
})
