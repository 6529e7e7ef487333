import { type RefObject, useEffect, useRef } from 'react'

/**
 * Tells `report` the element's rendered width whenever it changes (the media server then sends a
 * simulcast layer that fits: a small tile needs no high resolution). The latest `report` is used
 * without observing again on every render.
 */
export const useTileWidth = (
  element: RefObject<HTMLElement | null>,
  report: ((width: number) => void) | null,
) => {
  const latest = useRef(report)
  latest.current = report
  const wanted = report !== null
  useEffect(() => {
    const node = element.current
    if (!node || !wanted || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) latest.current?.(Math.round(entry.contentRect.width))
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [element, wanted])
}
