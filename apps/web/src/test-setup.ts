import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { loadDictionary } from './locales/dictionaries'
import { fakeSocket } from './test/fakeSocket'

// The app loads one language's texts on demand; tests switch language at will, so both are in first.
await Promise.all([loadDictionary('ru'), loadDictionary('en')])

// No test opens a real connection: the socket is played by the test (test/fakeSocket.ts).
vi.mock('./api/socket', async () => (await import('./test/fakeSocket')).socketModule)

// How long findBy and waitFor wait: a lazily loaded page takes its import and a whole-app render
// to appear, which a loaded 2-core machine stretches several times. Waiting longer never makes a
// passing test fail; a failing one still fails well before the test's own limit (vitest.config.ts).
configure({ asyncUtilTimeout: 20_000 })

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
  fakeSocket.reset()
})

afterEach(() => {
  cleanup()
  // A test that fakes time hands the real clock back (after cleanup, which may still set timers).
  vi.useRealTimers()
  // Absent in the few build tests that run in Node, as the build does (build/themeSheet.test.ts).
  globalThis.localStorage?.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
