import { useCallback, useRef, useState } from 'react'
import type { SafeParser } from './fieldErrors'

/**
 * A form's schema loaded when the person first reaches for the form (focus, pointer, key), not
 * with its page: the sign-in page draws before zod arrives (issue 20's /login budget). Until it is
 * in, the form is not valid and shows no message; a failed load is tried again on the next use.
 */
export const useSchemaOnFirstUse = <T>(load: () => Promise<SafeParser<T>>) => {
  const [schema, setSchema] = useState<SafeParser<T> | null>(null)
  const asked = useRef(false)
  const want = useCallback(() => {
    if (asked.current) return
    asked.current = true
    load().then(
      (loaded) => setSchema(() => loaded),
      () => {
        asked.current = false
      },
    )
  }, [load])
  return { schema, want }
}
