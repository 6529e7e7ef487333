/**
 * The theme's values the first screen of a load needs before MUI is there (build/bootSplash.ts);
 * plain values, so the build can read them.
 */

export const FONT_FAMILY = "'Golos Text', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"

/** background.default of each colour scheme. */
export const PAGE_BACKGROUND = { light: '#f3f6fa', dark: '#0f141a' } as const
