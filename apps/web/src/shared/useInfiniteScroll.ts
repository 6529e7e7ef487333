import { useCallback, useEffect, useRef } from 'react'

/** How far below the visible area the next page starts loading. */
const ROOT_MARGIN = '0px 0px 400px 0px'

/**
 * Calls `onReach` when the element given to the returned ref scrolls into view (or near it), while
 * `enabled`. Without IntersectionObserver nothing happens: the list's own button loads more.
 */
export const useInfiniteScroll = (onReach: () => void, enabled: boolean) => {
  const callback = useRef(onReach)
  const observer = useRef<IntersectionObserver | null>(null)
  const enabledRef = useRef(enabled)

  useEffect(() => {
    callback.current = onReach
    enabledRef.current = enabled
  })

  useEffect(() => () => observer.current?.disconnect(), [])

  return useCallback((element: Element | null) => {
    observer.current?.disconnect()
    observer.current = null
    if (!element || typeof IntersectionObserver === 'undefined') return
    observer.current = new IntersectionObserver(
      (entries) => {
        if (enabledRef.current && entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: ROOT_MARGIN },
    )
    observer.current.observe(element)
  }, [])
}
