/** The first wait before trying the media server again; it doubles with each try up to the most. */
export const RETRY_FIRST_MS = 1_000
export const RETRY_MAX_MS = 15_000

/** The wait before the n-th try in a row (from 1): 1, 2, 4, 8 s, then 15 s each. */
export const retryDelayMs = (retry: number): number =>
  Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, retry - 1))

/** How one attempt to connect went: `down` when the server could not reach the media server (or us). */
export type Outcome = 'ok' | 'down'

export type RecoveryOptions = {
  /** Connects the session (anew, after the first time); settles once the server answered it all. */
  attempt: () => Promise<Outcome>
  /** Media cannot flow now (the media server lost, or a restart under way), or flows again. */
  onRecovering: (recovering: boolean) => void
}

/**
 * When a media session's connections start over: one attempt at a time, another only after a wait
 * that grows while the server answers that the media server is down, none once closed. A reason to
 * start over that comes while an attempt is under way is the same loss (the server's signal and a
 * connection failing at once), unless the attempt was already answered: its connections may be the
 * ones lost, so one more attempt follows it.
 */
export const createRecovery = (o: RecoveryOptions) => {
  let running: Promise<void> | null = null
  let answered = false
  let again = false
  /** The wait before the next try, and how to end it (trying then, or not once closed). */
  let waiting: Promise<void> | null = null
  let wake: ((go: boolean) => void) | null = null
  let retries = 0
  let recovering = false
  let closed = false

  const setRecovering = (on: boolean) => {
    if (recovering === on) return
    recovering = on
    o.onRecovering(on)
  }

  const later = () => {
    retries += 1
    waiting = new Promise<void>((resolve) => {
      const end = (go: boolean) => {
        clearTimeout(timer)
        waiting = null
        wake = null
        resolve(go ? run() : undefined)
      }
      const timer = setTimeout(() => end(true), retryDelayMs(retries))
      wake = end
    })
  }

  const run = (): Promise<void> => {
    answered = false
    again = false
    const attempt = o
      .attempt()
      .catch((): Outcome => 'down')
      .then((outcome) => {
        running = null
        if (closed) return
        if (outcome === 'down') {
          setRecovering(true)
          later()
        } else if (again) return run()
      })
    running = attempt
    return attempt
  }

  return {
    /** The session's first connection. */
    start: (): Promise<void> => run(),

    /**
     * The media must start over (the server lost the media server, a connection failed, a request
     * was answered that the media server is down). `now`: without waiting out a retry's delay (the
     * socket came back).
     */
    trigger(now = false): Promise<void> {
      if (closed) return Promise.resolve()
      setRecovering(true)
      if (running) {
        if (answered) again = true
        return running
      }
      const wait = waiting
      if (wait && wake) {
        if (now) wake(true)
        return wait
      }
      return run()
    },

    /** The attempt under way got the server's answer: a loss from now on concerns its connections. */
    answered() {
      if (running) answered = true
    },

    /** Media flows again: the notice goes, and the next loss waits from the first delay again. */
    flowing() {
      retries = 0
      setRecovering(false)
    },

    get recovering() {
      return recovering
    },

    close() {
      closed = true
      wake?.(false)
    },
  }
}

export type Recovery = ReturnType<typeof createRecovery>
