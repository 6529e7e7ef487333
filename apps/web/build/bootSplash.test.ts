import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type BootConfig, bootScript, takeEntryTags } from './bootSplash'

const BUILT = `<html><head>
    <title>Nauka</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preact-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/styled-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head><body><div id="root"></div></body></html>`

describe('takeEntryTags', () => {
  it('takes the entry and its preloads out of the page and keeps the rest', () => {
    const { html, entry, preloads } = takeEntryTags(BUILT)
    expect(entry).toBe('/assets/index-A1.js')
    expect(preloads).toEqual(['/assets/preact-B2.js', '/assets/styled-C3.js'])
    expect(html).not.toContain('<script')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">')
    expect(html).toContain('<div id="root"></div>')
  })

  it('refuses a page without its entry, or with two', () => {
    expect(() => takeEntryTags('<html><head></head></html>')).toThrow(/found 0/)
    const twice = BUILT.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/b.js"></script></head>',
    )
    expect(() => takeEntryTags(twice)).toThrow(/found 2/)
  })
})

const CONFIG: BootConfig = {
  texts: { ru: 'Загрузка…', en: 'Loading…' },
  locales: ['ru', 'en'],
  defaultLocale: 'ru',
  localeKey: 'nauka.locale',
  modeKey: 'mui-mode',
  schemeAttribute: 'data-mui-color-scheme',
  entry: '/assets/index-A1.js',
  preloads: ['/assets/preact-B2.js'],
  early: { global: '__early', paths: ['/api/a/oauth2c/session'] },
  member: {
    sessionKey: 'nauka.session',
    homePaths: ['/', '/feed'],
    frame: ['/assets/AppLayout-E5.js', '/assets/shared-F6.js'],
    home: ['/assets/FeedPage-G7.js'],
    texts: { ru: '/assets/frame-H8.js', en: '/assets/frame-J9.js' },
  },
}

describe('the boot script', () => {
  let frames: FrameRequestCallback[]
  let timers: (() => void)[]
  let languages: string[]
  let systemDark: boolean
  let fetched: { url: string; init: RequestInit; answer: Promise<Response> }[]
  let answer: () => Promise<Response>

  beforeEach(() => {
    frames = []
    timers = []
    languages = ['en-US', 'en']
    systemDark = false
    fetched = []
    answer = () => Promise.resolve(new Response('{"signedIn":false}'))
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      const promise = answer()
      fetched.push({ url, init, answer: promise })
      return promise
    })
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('setTimeout', (callback: () => void) => timers.push(callback))
    vi.spyOn(navigator, 'languages', 'get').mockImplementation(() => languages)
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark') && systemDark }))
    document.body.innerHTML = '<div id="splash"><span id="splash-text">Загрузка…</span></div>'
    document.head.innerHTML = ''
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    document.documentElement.removeAttribute('data-mui-color-scheme')
    delete (window as unknown as Record<string, unknown>).__early
    window.history.pushState({}, '', '/')
  })

  const run = (config: BootConfig = CONFIG) => new Function(bootScript(config))()
  const html = document.documentElement
  const text = () => document.getElementById('splash-text')?.textContent

  it("speaks the browser's first language we ship, in the system's scheme", () => {
    languages = ['de-DE', 'en-GB', 'ru']
    systemDark = true
    run()
    expect(html.lang).toBe('en')
    expect(text()).toBe('Loading…')
    expect(html.getAttribute('data-mui-color-scheme')).toBe('dark')
  })

  it('takes the stored choices over the browser and the system', () => {
    localStorage.setItem('nauka.locale', 'ru')
    localStorage.setItem('mui-mode', 'light')
    systemDark = true
    run()
    expect(html.lang).toBe('ru')
    expect(text()).toBe('Загрузка…')
    expect(html.getAttribute('data-mui-color-scheme')).toBe('light')
  })

  it('falls back to the default language when the browser has none of ours', () => {
    languages = ['de-DE', 'fr']
    localStorage.setItem('mui-mode', 'dark')
    run()
    expect(html.lang).toBe('ru')
    expect(html.getAttribute('data-mui-color-scheme')).toBe('dark')
  })

  it('asks for the app only after the frame that shows the screen', () => {
    run()
    expect(document.head.querySelector('script')).toBeNull()
    expect(frames).toHaveLength(1)
    frames[0]?.(0)
    expect(document.head.querySelector('script')).toBeNull()
    expect(timers).toHaveLength(1)
    timers[0]?.()
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel=modulepreload]')
    expect(preload?.getAttribute('href')).toBe('/assets/preact-B2.js')
    expect(preload?.getAttribute('crossorigin')).toBe('') // anonymous, as the preloads Vite writes
    const script = document.head.querySelector<HTMLScriptElement>('script')
    expect(script?.type).toBe('module')
    expect(script?.getAttribute('src')).toBe('/assets/index-A1.js')
    expect(script?.getAttribute('crossorigin')).toBe('')
  })

  it('sends the session check with the page, before the app is asked for, and leaves it for the app', () => {
    run()
    expect(fetched).toHaveLength(1)
    expect(fetched[0]?.url).toBe('/api/a/oauth2c/session')
    expect(fetched[0]?.init).toMatchObject({
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
    expect(document.head.querySelector('script')).toBeNull()
    const left = (window as unknown as Record<string, Record<string, unknown>>).__early
    expect(left?.['/api/a/oauth2c/session']).toBe(fetched[0]?.answer)
  })

  it('leaves no unhandled rejection when the check fails offline and nobody took it yet', async () => {
    const unhandled: unknown[] = []
    const listener = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', listener)
    try {
      answer = () => Promise.reject(new TypeError('Failed to fetch'))
      run()
      await new Promise((resolve) => setImmediate(resolve))
      expect(fetched).toHaveLength(1)
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', listener)
    }
  })

  /** The modules asked for once the screen is painted (jsdom queues timers of its own for storage). */
  const started = () => {
    for (const frame of frames.splice(0)) frame(0)
    for (const timer of timers.splice(0)) timer()
    return [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
      link.getAttribute('href'),
    )
  }

  it('asks for no signed-in code for a reader it has not seen signed in', () => {
    window.history.pushState({}, '', '/feed')
    run()
    expect(started()).toEqual(['/assets/preact-B2.js'])
  })

  it("asks for the frame's and the feed's code and the frame's texts in the reader's language with the entry, for a reader last seen signed in", () => {
    window.history.pushState({}, '', '/feed')
    localStorage.setItem('nauka.session', '{"id":7}')
    run()
    expect(started()).toEqual([
      '/assets/preact-B2.js',
      '/assets/AppLayout-E5.js',
      '/assets/shared-F6.js',
      '/assets/frame-J9.js',
      '/assets/FeedPage-G7.js',
    ])
    expect(document.head.lastElementChild?.getAttribute('src')).toBe('/assets/index-A1.js')
  })

  it("warms the reader's date formatters in a task after the app is asked for, for a reader last seen signed in only", () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    run()
    started()
    expect(timers).toHaveLength(0)
    localStorage.setItem('nauka.session', '{"id":7}')
    run()
    started()
    expect(made).not.toHaveBeenCalled()
    expect(timers).toHaveLength(2)
    timers[0]?.()
    expect(made).toHaveBeenCalledWith('en', { dateStyle: 'long', timeStyle: 'short' })
    const relative = vi.spyOn(Intl, 'RelativeTimeFormat')
    timers[1]?.()
    expect(relative).toHaveBeenCalledWith('en', { numeric: 'auto' })
  })

  it("asks only for the frame's code on a page that is not the feed", () => {
    window.history.pushState({}, '', '/chats/3')
    localStorage.setItem('nauka.session', '{"id":7}')
    localStorage.setItem('nauka.locale', 'ru')
    run()
    expect(started()).toEqual([
      '/assets/preact-B2.js',
      '/assets/AppLayout-E5.js',
      '/assets/shared-F6.js',
      '/assets/frame-H8.js',
    ])
  })

  it('asks for the app at once in a tab opened in the background, which paints no frames', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    run()
    expect(frames).toHaveLength(0)
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index-A1.js')
  })

  it('leaves the app to its own tag in development (no entry)', () => {
    localStorage.setItem('nauka.session', '{"id":7}')
    run({ ...CONFIG, entry: null, preloads: [], member: null })
    expect(frames).toHaveLength(0)
    expect(document.head.children).toHaveLength(0)
    expect(text()).toBe('Loading…')
  })

  it('cannot be closed early by a text', () => {
    const script = bootScript({ ...CONFIG, texts: { ru: '</script><script>alert(1)', en: 'x' } })
    expect(script).not.toContain('</script>')
    expect(script).not.toContain('//')
  })
})
