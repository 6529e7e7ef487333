// Keys are built by the server, never taken from a request; this guards against a mistake anyway.
// Every segment starts with a letter or digit, so `..` and empty segments cannot pass.
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

/** Whether a key is of the server's making (a file on disk may be named otherwise). */
export const isStorageKey = (key: string) => KEY.test(key)

/** The key itself, or an error for one no driver should ever be handed. */
export function checkedStorageKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`)
  return key
}
