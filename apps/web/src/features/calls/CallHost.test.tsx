import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'
import { renderInApp } from '../../test/renderApp'
import { useAuthStore } from '../auth/auth.store'
import { CallHost } from './CallHost'
import { useCallStore } from './calls.store'
import { useCallEngine } from './useCallLive'

// The screens stand in for the real ones: what is tested is when CallHost loads and draws them.
const drawn = vi.fn()
vi.mock('./CallHostScreens', () => ({
  CallHostScreens: ({ me }: { me: number }) => {
    drawn(me)
    return <div data-testid="call-screens" />
  },
}))

beforeEach(() => {
  useCallStore.setState(useCallStore.getInitialState(), true)
  useAuthStore.setState({ userId: 2 })
  drawn.mockClear()
})

describe('CallHost', () => {
  it('listens for calls but neither loads the engine nor draws a call screen before anything happens to a call', async () => {
    renderInApp(<CallHost />)
    await waitFor(() => expect(fakeSocket.listening('call')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(useCallEngine.getState().loader).not.toBeNull()
    expect(useCallEngine.getState().engine).toBeNull()
    expect(screen.queryByTestId('call-screens')).toBeNull()
    expect(drawn).not.toHaveBeenCalled()
  })

  it('draws the screens from the first change of the call, and keeps them after a reset', async () => {
    renderInApp(<CallHost />)
    act(() => useCallStore.getState().set({ problem: { kind: 'offline' } }))
    expect(await screen.findByTestId('call-screens')).toBeTruthy()
    expect(drawn).toHaveBeenLastCalledWith(2)
    act(() => useCallStore.setState(useCallStore.getInitialState(), true))
    expect(screen.getByTestId('call-screens')).toBeTruthy()
  })
})
