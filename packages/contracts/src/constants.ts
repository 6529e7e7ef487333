/** SPEC 1, 9: interface language codes (dictionary 2). */
export const Lang = { ru: 1, en: 2 } as const
export type LangId = (typeof Lang)[keyof typeof Lang]
export type Locale = keyof typeof Lang
export const DEFAULT_LOCALE: Locale = 'ru'

export const localeOf = (lang: LangId): Locale => (lang === Lang.en ? 'en' : 'ru')

/** SPEC 9: layout breakpoints in px; below `mobile` the mobile menu and variants open. */
export const BREAKPOINTS = { mobile: 768, desktop: 1200, wide: 1280 } as const
/** SPEC 9: sidebar widths in px. */
export const SIDEBAR_WIDTH = { left: 259, right: 230 } as const

/** SPEC 2, 9: where a visitor, or any unknown path, lands. */
export const FALLBACK_ROUTE = '/login'

/**
 * Numeric entity ids are PostgreSQL `integer`s: a larger id names nothing, and is refused as input
 * rather than sent to the database (which would fail on it).
 */
export const MAX_ENTITY_ID = 2_147_483_647

/** SPEC 9: page sizes of every paged list. */
export const PAGE_SIZE = {
  catalogue: 10_000,
  countries: 1_000,
  feed: 20,
  posts: 20,
  comments: 10,
  follows: 20,
  search: 10,
  chat: 20,
  groups: 20,
  events: 20,
  listings: 20,
} as const
