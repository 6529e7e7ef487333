// The first thing a load runs, inlined into index.html by build/bootSplash.ts (the server's policy
// allows it by its hash, apps/server/src/platform/security.ts). It paints the loading screen SPEC 2
// asks for while the first session check runs in the reader's language and theme, before any of
// the app's code has arrived, then asks for that code once the screen is painted. `__BOOT__` is
// replaced by the build: build/bootSplash.ts's BootConfig.
;(() => {
  const boot = __BOOT__
  const root = document.documentElement
  const stored = (key) => {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  }
  // As i18next decides (src/app/i18n.ts): the stored choice, then the browser's languages.
  const asked = [stored(boot.localeKey), ...(navigator.languages ?? [navigator.language])]
  const locale =
    asked.map((tag) => (tag ?? '').split('-')[0].toLowerCase()).find((base) => boot.locales.includes(base)) ??
    boot.defaultLocale
  root.lang = locale
  // As MUI decides (its mode in localStorage, else the system's): no light flash for a dark reader.
  const mode = stored(boot.modeKey)
  const dark = mode === 'dark' || (mode !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
  root.setAttribute(boot.schemeAttribute, dark ? 'dark' : 'light')
  const text = document.getElementById('splash-text')
  if (text) text.textContent = boot.texts[locale]
  // The start's session check goes out with the page, not after the app's code has arrived and run:
  // the app's first request of the path takes this answer (src/boot/earlyAnswers.ts).
  if (typeof fetch === 'function') {
    const answers = {}
    for (const path of boot.early.paths) {
      answers[path] = fetch(path, { headers: { Accept: 'application/json' }, credentials: 'include' })
      // Offline, nobody may take it before the failure: not an unhandled rejection.
      answers[path].catch(() => {})
    }
    window[boot.early.global] = answers
  }
  if (!boot.entry) return
  const files = [...boot.preloads]
  // A reader this browser last saw signed in: the frame's code and texts (on the way home, the feed's
  // too) come beside the entry, not once it has run (src/app/firstLoad.ts then finds them loaded).
  const member = boot.member
  const signedIn = member && stored(member.sessionKey) !== null
  if (signedIn) {
    files.push(...member.frame)
    if (member.texts[locale]) files.push(member.texts[locale])
    if (member.homePaths.includes(location.pathname)) files.push(...member.home)
  }
  // The first date formatters of a language make the browser load that language's calendar data:
  // some 25 ms of a phone's main thread (100 at Lighthouse's 4x slowdown), which the feed's first
  // cards paid in the middle of their render. Made here, each in a task of its own while the app's
  // code is still downloading, the app's formatters find it loaded (src/shared/time/format.ts).
  const warm = (make) => () => {
    try {
      make()
    } catch {
      // An engine without them: the app's own formatters will say so, not this.
    }
  }
  const warmDates = [
    warm(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0)),
    warm(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'minute')),
  ]
  const start = () => {
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = boot.entry
    const links = files.map((href) => {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      return link
    })
    document.head.append(...links, script)
    if (signedIn) for (const task of warmDates) setTimeout(task)
  }
  // After the frame that shows the screen: evaluated before it, the app's code would hold it back.
  // A tab opened in the background paints no frames, so it starts at once.
  if (document.visibilityState === 'hidden') start()
  else requestAnimationFrame(() => setTimeout(start))
})()
