import type { ValueOf } from './types'

/** SPEC 1, 3: the two themes. */
export const ThemeKind = { Light: 'light', Dark: 'dark' } as const
export type ThemeKind = ValueOf<typeof ThemeKind>
