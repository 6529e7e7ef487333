/** How often, and after what waits, the streams a session should receive are tried again. */
export const ADD_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000] as const

/**
 * Runs `attempt`, and again after each of `delays` while it fails and `stillWanted()` holds.
 * Janus's news of a publisher comes once: a subscriber update it refused (a feed gone meanwhile in
 * the same update) or answered too late under load was otherwise never tried again, and the session
 * went on without that person's media for the whole call.
 */
export function retryInBackground(
  attempt: () => Promise<unknown>,
  stillWanted: () => boolean,
  delays: readonly number[] = ADD_RETRY_DELAYS_MS,
): Promise<boolean> {
  return attempt().then(
    () => true,
    () => {
      const [wait, ...rest] = delays
      if (wait === undefined || !stillWanted()) return false
      return new Promise<boolean>((resolve) => {
        setTimeout(() => {
          if (!stillWanted()) resolve(false)
          else resolve(retryInBackground(attempt, stillWanted, rest))
        }, wait).unref()
      })
    },
  )
}
