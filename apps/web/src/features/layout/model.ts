import { BREAKPOINTS } from '@nauka/contracts'
import { PATHS } from '../../shared/paths'

/** What the person chose to see (SPEC 2: the footer navbar and both bars can be hidden). */
export type LayoutFlags = { leftBar: boolean; rightBar: boolean; footer: boolean }
export type LayoutFlag = keyof LayoutFlags

export const LAYOUT_FLAGS: readonly LayoutFlag[] = ['leftBar', 'rightBar', 'footer']

export const DEFAULT_LAYOUT_FLAGS: LayoutFlags = { leftBar: true, rightBar: true, footer: true }

/** What the layout renders at a width. */
export type LayoutPlan = {
  /** Below 768 the navigation moves into a drawer opened from the header. */
  mobile: boolean
  /** 'full' is the 259px bar; 'rail' keeps only its icons where 259px would squeeze the page. */
  leftBar: 'full' | 'rail' | 'none'
  rightBar: boolean
  /** On a phone the footer navbar is a bottom navigation; wider, a slim footer with links. */
  footer: 'bottom' | 'bar' | 'none'
}

/*
 * SPEC 9 breakpoints, and what each one switches:
 *   < 768       phone: header with menu button (drawer), bottom navigation, no side bars
 *   768–1199    tablet: the left bar as an icon rail, footer bar
 *   1200–1279   desktop: the full left bar (259px)
 *   ≥ 1280      wide: the right bar (230px) joins
 * The person's flags can only hide what the width allows.
 */
export const layoutPlan = (width: number, flags: LayoutFlags): LayoutPlan => {
  const mobile = width < BREAKPOINTS.mobile
  const leftBar = !flags.leftBar || mobile ? 'none' : width < BREAKPOINTS.desktop ? 'rail' : 'full'
  return {
    mobile,
    leftBar,
    rightBar: flags.rightBar && width >= BREAKPOINTS.wide,
    footer: !flags.footer ? 'none' : mobile ? 'bottom' : 'bar',
  }
}

/**
 * Pages that fit the window instead of scrolling it: the chats, whose list and dialog scroll each
 * on their own, with the composer kept at the bottom. They take the width the right bar would take.
 */
export const fillsWindow = (pathname: string): boolean =>
  pathname === PATHS.chats || pathname.startsWith(`${PATHS.chats}/`)

export const toggled = (flags: LayoutFlags, flag: LayoutFlag): LayoutFlags => ({
  ...flags,
  [flag]: !flags[flag],
})
