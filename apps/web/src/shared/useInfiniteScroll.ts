import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'

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

  // In the commit, before the browser can report an element this render mounted: passive effects
  // may come later (Preact's wait for a frame), and the previous render's `onReach` (a batch
  // already shown) would then be the one called, leaving the new end in view with nothing to come.
  useLayoutEffect(() => {
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
