/**
 * Reads again until `check` accepts the answer, and returns that answer: for what the server does
 * after it has answered (a socket's disconnect handled, a mail sent, a room joined). No deadline of
 * its own: the test's timeout (vitest.config.ts) bounds the wait, so a loaded machine makes a test
 * slower, never red.
 */
export async function until<T, S extends T>(
  read: () => T | Promise<T>,
  check: (value: T) => value is S,
): Promise<S>
export async function until<T>(read: () => T | Promise<T>, check?: (value: T) => boolean): Promise<T>
export async function until<T>(
  read: () => T | Promise<T>,
  check: (value: T) => boolean = Boolean,
): Promise<T> {
  for (;;) {
    const value = await read()
    if (check(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
