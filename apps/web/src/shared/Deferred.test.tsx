import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Deferred } from './Deferred'

describe('Deferred', () => {
  it('renders nothing in the first render and its children a task later', async () => {
    render(
      <>
        <p>now</p>
        <Deferred>
          <p>later</p>
        </Deferred>
      </>,
    )
    expect(screen.getByText('now')).toBeTruthy()
    expect(screen.queryByText('later')).toBeNull()
    expect(await screen.findByText('later')).toBeTruthy()
  })

  it('renders nothing once it has left before its task came', async () => {
    const errors = vi.spyOn(console, 'error')
    const { unmount, container } = render(
      <Deferred>
        <p>later</p>
      </Deferred>,
    )
    unmount()
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(container.textContent).toBe('')
    expect(errors).not.toHaveBeenCalled()
  })
})
