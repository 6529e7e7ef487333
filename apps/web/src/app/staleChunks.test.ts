import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadOnStaleChunks, STALE_CHUNK_RELOAD_KEY, shouldReloadForChunk } from './staleChunks'

describe('shouldReloadForChunk', () => {
  it('reloads when no reload happened yet, or the last one was a while ago', () => {
    expect(shouldReloadForChunk(null, 1_000_000)).toBe(true)
    expect(shouldReloadForChunk(1_000_000, 1_000_000 + 60_000)).toBe(true)
  })

  it('does not reload again soon after a reload (the server is down, not the page stale)', () => {
    expect(shouldReloadForChunk(1_000_000, 1_000_000 + 5_000)).toBe(false)
  })
})

describe('reloadOnStaleChunks', () => {
  /** A window whose reload is recorded; the storage is the test's session storage. */
  const fakeWindow = (onLine = true) => {
    const target = new EventTarget()
    const reload = vi.fn()
    const win = Object.assign(target, {
      sessionStorage,
      location: { reload },
      navigator: { onLine },
    }) as unknown as Window
    reloadOnStaleChunks(win)
    const fail = () => {
      const event = new Event('vite:preloadError', { cancelable: true })
      target.dispatchEvent(event)
      return event
    }
    return { reload, fail }
  }

  afterEach(() => sessionStorage.clear())

  it('reloads once for a missing chunk and keeps the error from surfacing', () => {
    const { reload, fail } = fakeWindow()
    expect(fail().defaultPrevented).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(Number(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY))).toBeGreaterThan(0)
  })

  it('lets a failure right after such a reload through to the page', () => {
    sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, String(Date.now()))
    const { reload, fail } = fakeWindow()
    expect(fail().defaultPrevented).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('does not reload while the browser is offline: the chunk is out of reach, not stale', () => {
    const { reload, fail } = fakeWindow(false)
    expect(fail().defaultPrevented).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).toBeNull()
  })
})
