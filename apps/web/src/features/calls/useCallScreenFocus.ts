import { type RefObject, useEffect, useRef } from 'react'

type Refs = {
  /** The call is on screen (full or minified). */
  active: boolean
  full: boolean
  root: RefObject<HTMLElement | null>
  /** Everything of the call screen (the call and the panel beside it): focus there is not "outside". */
  within?: RefObject<HTMLElement | null>
  expand: RefObject<HTMLElement | null>
}

/**
 * Where the keyboard goes with the call screen: into it when it fills the window, onto Expand when
 * it shrinks into the floating window (the user was on its Minimize), and back to the last place
 * the user was outside the call when the call ends, so nobody is left on the page's top.
 */
export const useCallScreenFocus = ({ active, full, root, within = root, expand }: Refs) => {
  const outside = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (!active) return
    const remember = (target: EventTarget | null) => {
      if (target instanceof HTMLElement && target !== document.body && !within.current?.contains(target))
        outside.current = target
    }
    remember(document.activeElement)
    const onFocus = (event: FocusEvent) => remember(event.target)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('focusin', onFocus)
      const lost = !document.activeElement || document.activeElement === document.body
      if (lost && outside.current?.isConnected) outside.current.focus()
      outside.current = null
    }
  }, [active, within])
  useEffect(() => {
    if (!active) return
    if (full) root.current?.focus()
    else expand.current?.focus()
  }, [active, full, root, expand])
}
