import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// The CI machines are shared and slow at times: a lazily loaded page may take over the default
// second to appear. Waiting longer never makes a passing test fail, it only spares false alarms.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no matchMedia; MUI's colour scheme and media queries ask it. Nothing matches.
const matchMedia = (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

beforeEach(() => {
  vi.stubGlobal('matchMedia', matchMedia)
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
