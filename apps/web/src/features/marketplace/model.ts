import {
  CURRENCIES,
  type Currency,
  ListingCategory,
  ListingKind,
  ListingListQuery,
  type Locale,
  MARKET_LIMITS,
  type Price,
} from '@nauka/contracts'

/**
 * The marketplace's pure rules: how a price reads, and the filters of the list as the URL of
 * /marketplace holds them (a search can be shared, Back works), as the search page does.
 */

/**
 * A price in the reader's language: "1 500 ₽", "$1,500.50". Null is "negotiable" (the caller
 * words it). The amount is exact decimal text; at most 14 digits, which a double holds exactly.
 */
export const formatPrice = (price: Price | null, locale: Locale): string | null => {
  if (!price) return null
  // The server keeps money as numeric(14,2): '1500.00' is a whole amount, '12.50' has cents.
  const cents = /\.\d*[1-9]/.test(price.amount)
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(Number(price.amount))
}

export const KINDS = [ListingKind.Offer, ListingKind.Request] as const
export const CATEGORIES = Object.values(ListingCategory)

/** What the list is filtered by; every field optional, as the URL may hold any of them. */
export type MarketFilters = {
  query?: string
  kind?: ListingKind
  category?: ListingCategory
  remote?: boolean
  currency?: Currency
  priceMin?: string
  priceMax?: string
  /** The reader's own listings, in any status. */
  mine?: boolean
}

export const FILTER_FIELDS = [
  'query',
  'kind',
  'category',
  'remote',
  'currency',
  'priceMin',
  'priceMax',
  'mine',
] as const satisfies readonly (keyof MarketFilters)[]

/**
 * The filters of a /marketplace URL. Each field is checked alone with the contract's list query,
 * so a wrong one (a hand-edited link) is left out and the rest still filter.
 */
export const filtersFromParams = (params: URLSearchParams): MarketFilters => {
  const filters: Record<string, unknown> = {}
  for (const field of FILTER_FIELDS) {
    const value = params.get(field)?.trim()
    if (!value) continue
    const parsed = ListingListQuery.safeParse({ [field]: value })
    const checked = parsed.success ? (parsed.data as Record<string, unknown>)[field] : undefined
    // A flag that is off is the default: not a filter.
    if (checked !== undefined && checked !== false) filters[field] = checked
  }
  return filters as MarketFilters
}

/** The /marketplace query of the filters; empty and default values are left out, so one filter has one URL. */
export const paramsFromFilters = (filters: MarketFilters): URLSearchParams => {
  const params = new URLSearchParams()
  for (const field of FILTER_FIELDS) {
    const value = filters[field]
    if (value === undefined || value === false) continue
    const text = value === true ? '1' : String(value).trim()
    if (text !== '') params.set(field, text)
  }
  return params
}

/** A price bound means something in one currency: without one picked, the first is taken. */
export const withPriceCurrency = (filters: MarketFilters): MarketFilters =>
  (filters.priceMin || filters.priceMax) && !filters.currency
    ? { ...filters, currency: CURRENCIES[0] }
    : filters

/** Whether anything narrows the list (the empty state then says "nothing found", not "nothing yet"). */
export const isFiltered = (filters: MarketFilters): boolean =>
  FILTER_FIELDS.some((field) => field !== 'mine' && filters[field] !== undefined)

/** The API query of one page of the list. */
export const listQueryOf = (filters: MarketFilters, page: number): ListingListQuery => ({
  ...filters,
  page,
})

/** The next page to ask for, while the last one said more exist. */
export const nextPageOf = <P extends { hasMore: boolean }>(
  last: P,
  pages: readonly P[],
): number | undefined => (last.hasMore ? pages.length + 1 : undefined)

/** The listings of every loaded page, each once (a listing new since page 1 shifts the pages). */
export const listingsOf = <T extends { id: number }>(pages: readonly { elements: readonly T[] }[]): T[] => {
  const seen = new Set<number>()
  return pages.flatMap((page) =>
    page.elements.filter((item) => {
      if (seen.has(item.id)) return false
      seen.add(item.id)
      return true
    }),
  )
}

/** Whether the images the author picked fit (SPEC-like rule of the contract: ≤ 8, png or jpeg). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const

export type ImagePick<F> = { accepted: F[]; refusedType: F[]; overLimit: boolean }

/** Files of another type are refused one by one; over the limit, only the first that fit are taken. */
export const pickImages = <F extends { type: string }>(
  current: number,
  files: readonly F[],
): ImagePick<F> => {
  const typed = files.filter((file) => (IMAGE_TYPES as readonly string[]).includes(file.type))
  const room = Math.max(0, MARKET_LIMITS.imagesMax - current)
  return {
    accepted: typed.slice(0, room),
    refusedType: files.filter((file) => !typed.includes(file)),
    overLimit: typed.length > room,
  }
}

/** The list with one item moved by `delta` places (left -1, right +1); at an end it stays. */
export const moved = <T>(list: readonly T[], index: number, delta: number): T[] => {
  const target = index + delta
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(index, 1)
  next.splice(target, 0, item as T)
  return next
}

/** The gallery's next picture: it wraps around at both ends. */
export const galleryStep = (index: number, delta: number, count: number): number =>
  count === 0 ? 0 : (((index + delta) % count) + count) % count
