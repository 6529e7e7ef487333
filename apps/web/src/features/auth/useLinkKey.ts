import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'

/**
 * Runs once with the `key` of a mail link, or with null when the link has none. A key is
 * single-use on the server, so a second run (React's strict mode remount) must not happen.
 */
export const useLinkKey = (run: (key: string | null) => void): void => {
  const [params] = useSearchParams()
  const key = params.get('key')?.trim() || null
  const started = useRef(false)
  const runRef = useRef(run)
  runRef.current = run
  useEffect(() => {
    if (started.current) return
    started.current = true
    // SPEC 8: a missing key logs 'empty key error' and the page shows the failure.
    if (key === null) console.error('empty key error')
    runRef.current(key)
  }, [key])
}
