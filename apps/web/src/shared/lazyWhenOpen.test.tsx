import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { type ComponentType, useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyWhenOpen } from './lazyWhenOpen'

type Props = { open: boolean; onClose: () => void }

/** A stand-in for a dialog: says whether it is open, and counts its mounts and what it was given. */
const panel = () => {
  const mounts = vi.fn()
  const given: boolean[] = []
  const Panel = ({ open }: Props) => {
    given.push(open)
    useEffect(() => mounts(), [])
    return <p>{open ? 'open' : 'closed'}</p>
  }
  return { Panel, mounts, given }
}

/** Its code as a module, each load answered by the test through `last()`. */
type Module = { Panel: ComponentType<Props> }
const heldCode = () => {
  const loads: { resolve: (module: Module) => void; reject: (error: Error) => void }[] = []
  const load = vi.fn(
    () =>
      new Promise<Module>((resolve, reject) => {
        loads.push({ resolve, reject })
      }),
  )
  const last = () => {
    const pending = loads.at(-1)
    if (!pending) throw new Error('nothing asked for the code')
    return pending
  }
  return { load, last }
}

describe('lazyWhenOpen', () => {
  it('asks for its code only when opened, and draws nothing before', async () => {
    const { Panel } = panel()
    const { load, last } = heldCode()
    const Lazy = lazyWhenOpen(load, (m) => m.Panel)
    const { rerender, container } = render(<Lazy open={false} onClose={() => {}} />)
    expect(load).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe('')

    rerender(<Lazy open onClose={() => {}} />)
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    expect(container.innerHTML).toBe('')
    await act(async () => last().resolve({ Panel }))
    expect(await screen.findByText('open')).toBeTruthy()
  })

  it('draws what it loaded closed first, then open, so it enters as from closed', async () => {
    const { Panel, given } = panel()
    const Lazy = lazyWhenOpen(
      async () => ({ Panel }),
      (m) => m.Panel,
    )
    render(<Lazy open onClose={() => {}} />)
    await screen.findByText('open')
    expect(given[0]).toBe(false)
    expect(given.at(-1)).toBe(true)
  })

  it('stays mounted after it closes, and opens again without loading again', async () => {
    const { Panel, mounts } = panel()
    const load = vi.fn(async () => ({ Panel }))
    const Lazy = lazyWhenOpen(load, (m) => m.Panel)
    const { rerender } = render(<Lazy open onClose={() => {}} />)
    await screen.findByText('open')

    rerender(<Lazy open={false} onClose={() => {}} />)
    expect(screen.getByText('closed')).toBeTruthy()
    rerender(<Lazy open onClose={() => {}} />)
    expect(screen.getByText('open')).toBeTruthy()
    expect(mounts).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('closes again when its code cannot be had, and the next open asks for it anew', async () => {
    const { Panel } = panel()
    const { load, last } = heldCode()
    const Lazy = lazyWhenOpen(load, (m) => m.Panel)
    const onClose = vi.fn()
    const { rerender } = render(<Lazy open onClose={onClose} />)
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await act(async () => last().reject(new Error('offline')))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByText(/open|closed/)).toBeNull()

    rerender(<Lazy open={false} onClose={onClose} />)
    rerender(<Lazy open onClose={onClose} />)
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    await act(async () => last().resolve({ Panel }))
    expect(await screen.findByText('open')).toBeTruthy()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('leaves one closed meanwhile closed when its code fails', async () => {
    const { load, last } = heldCode()
    const Lazy = lazyWhenOpen(load, (m) => m.Panel)
    const onClose = vi.fn()
    const { rerender } = render(<Lazy open onClose={onClose} />)
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    rerender(<Lazy open={false} onClose={onClose} />)
    await act(async () => last().reject(new Error('offline')))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('loads ahead when its opener is pointed at or focused, and a failure there waits for the open', async () => {
    const { Panel } = panel()
    const { load, last } = heldCode()
    const Lazy = lazyWhenOpen(load, (m) => m.Panel)
    render(
      <button type="button" {...Lazy.openerProps}>
        open
      </button>,
    )
    fireEvent.pointerEnter(screen.getByRole('button'))
    expect(load).toHaveBeenCalledTimes(1)
    // Asked for already: focusing meanwhile asks no second time.
    fireEvent.focus(screen.getByRole('button'))
    expect(load).toHaveBeenCalledTimes(1)
    // The failure is no unhandled rejection (Vitest fails the run on one); the next approach asks anew.
    await act(async () => last().reject(new Error('offline')))
    fireEvent.focus(screen.getByRole('button'))
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => last().resolve({ Panel }))

    render(<Lazy open onClose={() => {}} />)
    expect(await screen.findByText('open')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('waits, drawing nothing, when Vite answers a missing chunk with no module (the page reloads)', async () => {
    const onClose = vi.fn()
    const Lazy = lazyWhenOpen(
      async () => undefined as unknown as { Panel: () => null },
      (m) => m.Panel,
    )
    const { container } = render(<Lazy open onClose={onClose} />)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(container.innerHTML).toBe('')
    expect(onClose).not.toHaveBeenCalled()
  })
})
