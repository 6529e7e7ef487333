/** Simulcast substreams a publisher sends, the smallest first: a quarter, a half and the full picture. */
export type Substream = 0 | 1 | 2

/** Tiles narrower than this get the quarter picture; up to the next, the half; beyond, the full one. */
export const LAYER_WIDTHS = { small: 320, large: 640 } as const

/** How long a tile's size settles before a layer is asked (a window being dragged sends many). */
export const LAYER_DEBOUNCE_MS = 300

/** The substream a tile `width` CSS pixels wide needs; a hidden tile (0) needs the smallest. */
export const substreamFor = (width: number): Substream =>
  width < LAYER_WIDTHS.small ? 0 : width < LAYER_WIDTHS.large ? 1 : 2

/**
 * Asks the media server for the layer each remote camera's tile needs: debounced per session, and
 * only when it differs from what that camera's `mid` was last asked (a new mid, after the subscriber
 * connection changed, is asked again).
 */
export const createLayerPicker = (send: (mid: string, substream: Substream) => void) => {
  const wanted = new Map<string, Substream>()
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  /** Each remote session's camera mid on the subscriber connection. */
  let cameras = new Map<string, string>()
  const asked = new Map<string, Substream>()

  const apply = (sessionId: string) => {
    const mid = cameras.get(sessionId)
    const substream = wanted.get(sessionId)
    if (mid === undefined || substream === undefined || asked.get(mid) === substream) return
    asked.set(mid, substream)
    send(mid, substream)
  }

  return {
    setTileSize(sessionId: string, width: number) {
      clearTimeout(timers.get(sessionId))
      timers.set(
        sessionId,
        setTimeout(() => {
          timers.delete(sessionId)
          wanted.set(sessionId, substreamFor(width))
          apply(sessionId)
        }, LAYER_DEBOUNCE_MS),
      )
    },
    /** The cameras the subscriber connection now receives, session → mid. */
    setCameras(next: Map<string, string>) {
      // A mid gone, or reused for another camera, starts at the media server's default layer again.
      const owners = new Map([...cameras].map(([sessionId, mid]) => [mid, sessionId]))
      const kept = new Set(
        [...next].filter(([sessionId, mid]) => owners.get(mid) === sessionId).map(([, mid]) => mid),
      )
      for (const mid of [...asked.keys()]) if (!kept.has(mid)) asked.delete(mid)
      cameras = next
      for (const sessionId of next.keys()) apply(sessionId)
    },
    /** A new subscriber connection: nothing asked of it yet (the media server starts it at the top). */
    forgetAsked() {
      asked.clear()
    },
    close() {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
