import type { TooltipProps } from '@mui/material/Tooltip'
import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type SyntheticEvent,
  useCallback,
  useRef,
  useState,
} from 'react'

type MuiTooltip = typeof import('@mui/material/Tooltip').default
type ChildProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
  onKeyUp?: (event: KeyboardEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

let loaded: MuiTooltip | undefined
let loading: Promise<MuiTooltip> | undefined
const loadTooltip = (): Promise<MuiTooltip> => {
  loading ??= import('@mui/material/Tooltip').then(
    (module) => {
      loaded = module.default
      return loaded
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * What MUI's Tooltip gives its child while closed: its name (or, with `describeChild`, a title),
 * unless the child has its own, which wins there too.
 */
const closedNaming = ({ title, describeChild, disableHoverListener }: TooltipProps, own: object) => {
  if (typeof title !== 'string') return {}
  const naming: Record<string, string> = describeChild
    ? disableHoverListener
      ? {}
      : { title }
    : { 'aria-label': title }
  return Object.fromEntries(
    Object.entries(naming).filter(([key]) => (own as Record<string, unknown>)[key] == null),
  )
}

const chain =
  <E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, mine: (event: E) => void) =>
  (event: E) => {
    theirs?.(event)
    mine(event)
  }

const focusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

/**
 * MUI's Tooltip, whose code (with Popper's, 11 KB gzip) loads when a person first points at or
 * tabs to a control that has one, not with the page (issue 20's budgets: the sign-in page's theme
 * and language buttons had it on the first load). Until then the child carries the name the
 * Tooltip would give it, so it reads the same to a screen reader. The child is drawn again inside
 * the Tooltip once it has loaded: not while a pointer or a key is pressed on it (the new element
 * would not get the click that press makes), and a child that had the focus gets it back.
 */
export const Tooltip = (props: TooltipProps) => {
  const [Loaded, setLoaded] = useState<MuiTooltip | undefined>(() => loaded)
  const [open, setOpen] = useState(false)
  const refocus = useRef(false)
  /** The child's element, a press on it not yet released, and MUI's code if it came meanwhile. */
  const node = useRef<HTMLElement | null>(null)
  const pressed = useRef(false)
  const arrived = useRef<MuiTooltip | undefined>(undefined)
  const refocusChild = useCallback((node: HTMLElement | null) => {
    if (node && refocus.current) {
      refocus.current = false
      node.focus()
    }
  }, [])

  if (Loaded) {
    return (
      <Loaded
        {...props}
        ref={refocusChild}
        open={props.open ?? open}
        onOpen={(event) => {
          setOpen(true)
          props.onOpen?.(event)
        }}
        onClose={(event) => {
          setOpen(false)
          props.onClose?.(event)
        }}
      />
    )
  }

  const swap = (tooltip: MuiTooltip) => {
    if (pressed.current) {
      arrived.current = tooltip
      return
    }
    refocus.current = node.current !== null && node.current === document.activeElement
    setLoaded(() => tooltip)
  }
  // After the click that ends the press, which comes after the pointerup or keyup in the same task.
  const release = () =>
    setTimeout(() => {
      pressed.current = false
      const tooltip = arrived.current
      arrived.current = undefined
      if (tooltip) swap(tooltip)
    })
  const press = (event: SyntheticEvent<HTMLElement>) => {
    node.current = event.currentTarget
    pressed.current = true
  }
  const want = (show: boolean, event: SyntheticEvent<HTMLElement>) => {
    node.current = event.currentTarget
    if (show) setOpen(true)
    loadTooltip().then(swap, () => {
      // Out of reach (offline): the control works without its tooltip; the next pointing tries again.
      setOpen(false)
    })
  }
  const child = props.children as ReactElement<ChildProps>
  return cloneElement(child, {
    ...closedNaming(props, child.props),
    // A touch opens MUI's Tooltip on a long press, once loaded: the first touch only loads it.
    onPointerEnter: chain(child.props.onPointerEnter, (event) => want(event.pointerType === 'mouse', event)),
    onPointerLeave: chain(child.props.onPointerLeave, () => {
      setOpen(false)
      if (pressed.current) release()
    }),
    onPointerDown: chain(child.props.onPointerDown, press),
    onPointerUp: chain(child.props.onPointerUp, release),
    onPointerCancel: chain(child.props.onPointerCancel, release),
    onKeyDown: chain(child.props.onKeyDown, press),
    onKeyUp: chain(child.props.onKeyUp, release),
    // As MUI's: a focus from the keyboard opens it, a click's focus does not.
    onFocus: chain(child.props.onFocus, (event) => {
      if (focusVisible(event.currentTarget)) want(true, event)
    }),
    onBlur: chain(child.props.onBlur, () => setOpen(false)),
  })
}
