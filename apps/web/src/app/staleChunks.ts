/** Where the time of the last reload for a missing chunk is kept, for this tab. */
export const STALE_CHUNK_RELOAD_KEY = 'nauka.staleChunkReloadAt'

/** A reload that did not cure a missing chunk is not repeated within this time. */
const RELOAD_PAUSE_MS = 60_000

/**
 * Whether a chunk that failed to load calls for a reload: after a new deploy the page still names
 * the old build's chunks, which the server no longer has, and a reload fetches the new build. A
 * second failure soon after a reload is not a stale page (the server or the network is down), so
 * it is left to the page's own error state instead of reloading in a loop.
 */
export const shouldReloadForChunk = (lastReloadAt: number | null, now: number): boolean =>
  lastReloadAt === null || !(now - lastReloadAt < RELOAD_PAUSE_MS)

const readLastReload = (storage: Storage): number | null => {
  const stored = Number(storage.getItem(STALE_CHUNK_RELOAD_KEY))
  return stored > 0 ? stored : null
}

/**
 * Reloads the page once when Vite reports a chunk that could not be loaded. Not while the browser
 * is offline: the chunk is not stale, only out of reach, and a reload then would lose the page and
 * what is being written in it (the code loaded on first use, a tooltip's or the toasts', fails so).
 */
export const reloadOnStaleChunks = (win: Window = window): void => {
  win.addEventListener('vite:preloadError', (event) => {
    if (win.navigator?.onLine === false) return
    try {
      const now = Date.now()
      if (!shouldReloadForChunk(readLastReload(win.sessionStorage), now)) return
      win.sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, String(now))
    } catch {
      // Without session storage a reload could not tell a loop; the failure shows as it is.
      return
    }
    event.preventDefault()
    win.location.reload()
  })
}
