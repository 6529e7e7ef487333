import { AnswerStatus, CallPhase } from '@nauka/contracts'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInApp, t } from '../../test/renderApp'
import { CallHeader } from './CallHeader'
import { callInfo, participant, session, sessionId } from './test-data'

const NOW = Date.parse('2026-11-24T10:00:00Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

const connected = (user: number) =>
  participant(user, { status: AnswerStatus.Connected, states: [session(sessionId(user))], ringUntil: null })

describe('call header', () => {
  it('names whom the call is with and says it rings until someone answers', () => {
    renderInApp(<CallHeader call={callInfo()} me={1} />)
    expect(screen.getByRole('heading', { name: 'User 2' })).toBeTruthy()
    expect(screen.getByText(t('calls.screen.calling'))).toBeTruthy()
    expect(screen.queryByRole('timer')).toBeNull()
  })

  it('counts the time from the first answer, second by second', () => {
    const call = callInfo({
      status: CallPhase.Active,
      activeDate: new Date(NOW - 65_000).toISOString(),
      participants: [connected(1), connected(2)],
    })
    renderInApp(<CallHeader call={call} me={2} />)
    expect(screen.getByRole('heading', { name: 'User 1' })).toBeTruthy()
    const timer = screen.getByRole('timer', { name: t('calls.screen.elapsed') })
    expect(timer.textContent).toBe('1:05')
    act(() => vi.advanceTimersByTime(2_000))
    expect(timer.textContent).toBe('1:07')
  })

  it('shortens a long list of people, leaving out those who left', () => {
    const call = callInfo({
      status: CallPhase.Active,
      activeDate: new Date(NOW).toISOString(),
      participants: [
        connected(1),
        connected(2),
        connected(3),
        participant(4),
        connected(5),
        connected(6),
        participant(7, { status: AnswerStatus.Left }),
      ],
    })
    renderInApp(<CallHeader call={call} me={1} />)
    expect(
      screen.getByRole('heading', {
        name: t('calls.screen.titleMore', { names: 'User 2, User 3, User 4', count: 2 }),
      }),
    ).toBeTruthy()
  })
})
