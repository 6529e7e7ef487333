import { render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// Each test starts before notistack has loaded: the module keeps what it loaded and who waits.
let toaster: typeof import('./toaster')
let Toasts: typeof import('./Toasts').Toasts
beforeEach(async () => {
  vi.resetModules()
  toaster = await import('./toaster')
  Toasts = (await import('./Toasts')).Toasts
})

describe('toaster', () => {
  it('mounts no provider until a first toast is asked for', () => {
    const { container } = render(<Toasts />)
    expect(toaster.toastsWanted()).toBe(false)
    expect(container.innerHTML).toBe('')
  })

  it('shows a toast asked for before notistack loaded, once its provider is mounted', async () => {
    render(<Toasts />)
    toaster.enqueueSnackbar('Сохранено', { variant: 'success' })
    expect(await screen.findByText('Сохранено')).toBeTruthy()
  })

  it('never shows a toast closed before it could show, and shows the others', async () => {
    render(<Toasts />)
    const key = toaster.enqueueSnackbar('Отменено')
    toaster.enqueueSnackbar('Осталось')
    toaster.closeSnackbar(key)
    expect(await screen.findByText('Осталось')).toBeTruthy()
    expect(screen.queryByText('Отменено')).toBeNull()
  })

  it('closes a shown toast by the key it was given while it waited', async () => {
    render(<Toasts />)
    const key = toaster.enqueueSnackbar('Пока', { persist: true })
    expect(await screen.findByText('Пока')).toBeTruthy()
    toaster.closeSnackbar(key)
    await waitFor(() => expect(screen.queryByText('Пока')).toBeNull())
  })

  it('hands toasts to notistack at once after it is there', async () => {
    render(<Toasts />)
    toaster.enqueueSnackbar('Первый')
    expect(await screen.findByText('Первый')).toBeTruthy()
    toaster.enqueueSnackbar('Второй')
    expect(await screen.findByText('Второй')).toBeTruthy()
  })
})

describe('toasts whose code is out of reach', () => {
  it('wait, and show once the browser is back online and the code came', async () => {
    let reachable = false
    vi.doMock('./ToastProvider', async () => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module')
      return vi.importActual('./ToastProvider')
    })
    render(<Toasts />)
    toaster.enqueueSnackbar('Сохранено без сети')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('Сохранено без сети')).toBeNull()
    reachable = true
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByText('Сохранено без сети')).toBeTruthy()
    vi.doUnmock('./ToastProvider')
  })
})
