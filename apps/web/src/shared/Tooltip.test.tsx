import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// Each test starts before MUI's Tooltip has loaded: the module keeps what it loaded.
let Tooltip: typeof import('./Tooltip').Tooltip
beforeEach(async () => {
  vi.resetModules()
  Tooltip = (await import('./Tooltip')).Tooltip
})

/** MUI's Tooltip held back until `release`; `arrived` tells once its code came. */
const holdTooltipCode = async () => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let came = false
  vi.doMock('@mui/material/Tooltip', async () => {
    await held
    came = true
    return vi.importActual('@mui/material/Tooltip')
  })
  Tooltip = (await import('./Tooltip')).Tooltip
  return { release, arrived: () => came }
}

const button = () => screen.getByRole('button', { name: 'Тёмная тема' })

describe('Tooltip', () => {
  it('names its child as MUI’s does before its code has loaded, and opens when pointed at', async () => {
    render(
      <Tooltip title="Тёмная тема">
        <button type="button">☾</button>
      </Tooltip>,
    )
    expect(button().getAttribute('aria-label')).toBe('Тёмная тема')
    expect(screen.queryByRole('tooltip')).toBeNull()
    await userEvent.hover(button())
    expect((await screen.findByRole('tooltip')).textContent).toBe('Тёмная тема')
    await userEvent.unhover(button())
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it('gives a described child the title MUI gives it while closed', () => {
    render(
      <Tooltip title="Русский" describeChild>
        <button type="button">RU</button>
      </Tooltip>,
    )
    const ru = screen.getByRole('button', { name: 'RU' })
    expect(ru.getAttribute('title')).toBe('Русский')
    expect(ru.getAttribute('aria-label')).toBeNull()
  })

  it('opens on a focus from the keyboard and gives the focus back to the child drawn again', async () => {
    render(
      <Tooltip title="Тёмная тема">
        <button type="button">☾</button>
      </Tooltip>,
    )
    await userEvent.tab()
    expect(await screen.findByRole('tooltip')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(button()))
  })

  it('stays closed when the pointer left before the code came', async () => {
    // MUI's Tooltip held back until the pointer has come and gone.
    const { release, arrived } = await holdTooltipCode()
    render(
      <Tooltip title="Тёмная тема">
        <button type="button">☾</button>
      </Tooltip>,
    )
    await userEvent.hover(button())
    await userEvent.unhover(button())
    release()
    await waitFor(() => expect(arrived()).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('tooltip')).toBeNull()
    vi.doUnmock('@mui/material/Tooltip')
  })

  it('does not draw the child again in the middle of a press, so the press’s click reaches it', async () => {
    const { release, arrived } = await holdTooltipCode()
    const onClick = vi.fn()
    render(
      <Tooltip title="Тёмная тема">
        <button type="button" onClick={onClick}>
          ☾
        </button>
      </Tooltip>,
    )
    const user = userEvent.setup()
    const pressed = button()
    await user.pointer([{ target: pressed }, { keys: '[MouseLeft>]', target: pressed }])
    release()
    await waitFor(() => expect(arrived()).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(pressed.isConnected).toBe(true)
    await user.pointer({ keys: '[/MouseLeft]', target: pressed })
    expect(onClick).toHaveBeenCalledTimes(1)
    // Drawn inside MUI's Tooltip after the press: a new element, which opens the tooltip.
    await waitFor(() => expect(pressed.isConnected).toBe(false))
    await userEvent.hover(button())
    expect(await screen.findByRole('tooltip')).toBeTruthy()
    vi.doUnmock('@mui/material/Tooltip')
  })

  it('leaves the child’s own name, as MUI’s does', () => {
    render(
      <Tooltip title="Удалить">
        <button type="button" aria-label="Удалить: Ада Лавлейс">
          ×
        </button>
      </Tooltip>,
    )
    expect(screen.getByRole('button', { name: 'Удалить: Ада Лавлейс' })).toBeTruthy()
  })

  it('keeps the child’s own handlers', async () => {
    const onFocus = vi.fn()
    const onPointerEnter = vi.fn()
    render(
      <Tooltip title="Тёмная тема">
        <button type="button" onFocus={onFocus} onPointerEnter={onPointerEnter}>
          ☾
        </button>
      </Tooltip>,
    )
    await userEvent.hover(button())
    await userEvent.tab()
    expect(onPointerEnter).toHaveBeenCalled()
    expect(onFocus).toHaveBeenCalled()
  })
})
