import { type RefObject, useEffect, useId } from 'react'
import { useToastObstacles } from './obstacles.store'

/**
 * Marks an element that toasts must not cover (a composer, the bottom navigation): its place on
 * screen is kept current as it resizes, the window resizes or anything scrolls.
 */
export const useToastObstacle = (ref: RefObject<HTMLElement | null>): void => {
  const id = useId()
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const { place, remove } = useToastObstacles.getState()
    let frame = 0
    const measure = () => {
      frame = 0
      const { top, bottom, left, right } = element.getBoundingClientRect()
      place(id, { top, bottom, left, right })
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    // At the next frame, not now: measuring in the effect forced a layout of the page being built
    // (a phone's first /feed spent ~130 ms of its 4× slowed main thread here).
    schedule()
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule)
    resized?.observe(element)
    window.addEventListener('resize', schedule)
    window.addEventListener('scroll', schedule, true)
    return () => {
      resized?.disconnect()
      window.removeEventListener('resize', schedule)
      window.removeEventListener('scroll', schedule, true)
      cancelAnimationFrame(frame)
      remove(id)
    }
  }, [ref, id])
}
