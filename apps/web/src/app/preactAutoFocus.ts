import { options, type VNode } from 'preact'

/**
 * React focuses an element rendered with `autoFocus` once it is mounted; Preact's compat layer,
 * which renders production builds (vite.config.ts), only writes the `autofocus` attribute, and a
 * browser acts on that at page load alone: a dialog's first field would open unfocused. This does
 * what React does, once per element, after the render that mounted it has put it in the document
 * (a microtask: before any effect, so a dialog's focus trap finds the field already focused). Under
 * React (development, unit tests) Preact renders nothing and this never runs.
 */

// Preact's internal `_dom`, under the short name its published builds use (stable since 10.0).
type Rendered = VNode<{ autoFocus?: unknown }> & { __e?: unknown }

const focused = new WeakSet<HTMLElement>()

export const focusOnMount = (vnode: Rendered): void => {
  const element = vnode.__e
  if (typeof vnode.type !== 'string' || !vnode.props.autoFocus) return
  if (!(element instanceof HTMLElement) || focused.has(element)) return
  focused.add(element)
  queueMicrotask(() => {
    if (element.isConnected) element.focus()
  })
}

const previous = options.diffed
options.diffed = (vnode) => {
  focusOnMount(vnode as Rendered)
  previous?.(vnode)
}
