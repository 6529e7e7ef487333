import type { TooltipProps } from '@mui/material/Tooltip'
import {
  cloneElement,
  type FocusEvent,
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
 * the Tooltip once it has loaded; a child that had the keyboard's focus gets it back.
 */
export const Tooltip = (props: TooltipProps) => {
  const [Loaded, setLoaded] = useState<MuiTooltip | undefined>(() => loaded)
  const [open, setOpen] = useState(false)
  const refocus = useRef(false)
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

  const want = (show: boolean, byFocus: boolean) => {
    if (show) setOpen(true)
    refocus.current = byFocus
    loadTooltip().then(
      (tooltip) => setLoaded(() => tooltip),
      // Out of reach (offline): the control works without its tooltip; the next pointing tries again.
      () => {
        refocus.current = false
        setOpen(false)
      },
    )
  }
  const child = props.children as ReactElement<ChildProps>
  return cloneElement(child, {
    ...closedNaming(props, child.props),
    // A touch opens MUI's Tooltip on a long press, once loaded: the first touch only loads it.
    onPointerEnter: chain(child.props.onPointerEnter, (event) => want(event.pointerType === 'mouse', false)),
    onPointerLeave: chain(child.props.onPointerLeave, () => setOpen(false)),
    // As MUI's: a focus from the keyboard opens it, a click's focus does not.
    onFocus: chain(child.props.onFocus, (event) => {
      if (focusVisible(event.currentTarget)) want(true, true)
    }),
    onBlur: chain(child.props.onBlur, () => {
      refocus.current = false
      setOpen(false)
    }),
  })
}
