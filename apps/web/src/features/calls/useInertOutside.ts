import { type RefObject, useEffect } from 'react'

/**
 * Makes everything on the page but `frame` inert while `on` (a modal screen that is not a MUI
 * Modal): keyboard, pointer and screen readers stay inside. Elements that were inert already keep
 * it; the others get it back off when `on` ends. Portals opened later (a dialog over the screen)
 * land after the walk and stay usable.
 */
export const useInertOutside = (frame: RefObject<HTMLElement | null>, on: boolean) => {
  useEffect(() => {
    const start = frame.current
    if (!on || !start) return
    const made: Element[] = []
    for (let node: Element = start; node.parentElement; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert')) continue
        sibling.setAttribute('inert', '')
        made.push(sibling)
      }
      if (node.parentElement === node.ownerDocument.body) break
    }
    return () => {
      for (const element of made) element.removeAttribute('inert')
    }
  }, [frame, on])
}
