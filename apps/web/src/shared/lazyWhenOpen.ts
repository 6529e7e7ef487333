import { type ComponentType, createElement, useEffect, useRef, useState } from 'react'

/** What a dialog, menu or drawer loaded on first open takes: whether it is open, and how it closes. */
type Openable = { open: boolean; onClose: () => void }

/** Spread on the control that opens it: its code starts loading when the control is approached. */
type OpenerProps = { onPointerEnter: () => void; onFocus: () => void }

export type LazyWhenOpen<P extends Openable> = ComponentType<P> & {
  /** Asks for its code ahead of the first open; a failure is left for that open to try again. */
  preload: () => void
  openerProps: OpenerProps
}

/**
 * A dialog, menu or drawer whose code (MUI's Modal, Popover, Drawer: some 20 KB gzip on /feed)
 * loads when it first opens rather than with the page (issue 20's budgets), as Tooltip.tsx does
 * for tooltips. Until then nothing is drawn, as nothing of a closed one shows. Once there it stays
 * mounted, so it closes with its transition and opens again at once. Offline the code comes from
 * the service worker (SPEC 1); out of reach even so (offline before the worker kept the app), it
 * closes again, so its control is not stuck open, and the next open asks for the code anew.
 */
export const lazyWhenOpen = <M, P extends Openable>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyWhenOpen<P> => {
  let loading: Promise<ComponentType<P>> | undefined
  const code = () => {
    loading ??= load()
      .then((module) =>
        // No module: Vite's loader met a missing chunk and staleChunks.ts reloads the page; wait for it.
        module === undefined ? new Promise<never>(() => {}) : pick(module),
      )
      .catch((error: unknown) => {
        loading = undefined
        throw error
      })
    return loading
  }
  const preload = () => {
    code().catch(() => {})
  }

  const LoadedWhenOpen = (props: P) => {
    const [Loaded, setLoaded] = useState<ComponentType<P>>()
    // Drawn closed once before it opens, so it enters as from closed: MUI's Drawer mounted open
    // skips its slide (it takes that for a page that starts with the drawer open).
    const [drawn, setDrawn] = useState(false)
    const onClose = useRef(props.onClose)
    useEffect(() => {
      onClose.current = props.onClose
    })
    useEffect(() => {
      if (Loaded) setDrawn(true)
    }, [Loaded])
    useEffect(() => {
      if (!props.open || Loaded) return
      let stillOpen = true
      code().then(
        (component) => setLoaded(() => component),
        () => {
          if (stillOpen) onClose.current()
        },
      )
      return () => {
        stillOpen = false
      }
    }, [props.open, Loaded])
    return Loaded ? createElement(Loaded, { ...props, open: drawn && props.open }) : null
  }
  return Object.assign(LoadedWhenOpen, {
    preload,
    openerProps: { onPointerEnter: preload, onFocus: preload },
  })
}
