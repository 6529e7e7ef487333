import type { Locale } from '@nauka/contracts'

/**
 * Every date and time the interface shows, worded by Intl in the interface language. Pure: the
 * moment, the language and "now" come in, text comes out, so both languages are unit-tested and
 * every screen writes the same moment the same way.
 */

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
/** Under this, a moment reads "now": clocks of two machines differ by a few seconds. */
const JUST_NOW = 45 * SECOND
/** Up to a week back a moment reads as days ago; older ones as a date. */
const RECENT_DAYS = 7

export type RelativeStyle = 'long' | 'short'

// Building an Intl formatter resolves its locale data each time, about a millisecond; a feed page
// words two moments per post, so each formatter is built once per language and set of options.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>()
const cachedFormatter = <F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  build: () => F,
): F => {
  let formatter = formatters.get(key) as F | undefined
  if (!formatter) {
    formatter = build()
    formatters.set(key, formatter)
  }
  return formatter
}
const dateTimeFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  cachedFormatter(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))
const relativeTimeFormat = (locale: Locale, options: Intl.RelativeTimeFormatOptions) =>
  cachedFormatter(
    `relative ${locale} ${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  )

const toDate = (value: string | number | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Calendar days from `date` to `now` in the reader's time zone (0 today, 1 yesterday). */
const daysBetween = (date: Date, now: Date): number => {
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  return Math.round((start(now) - start(date)) / (24 * HOUR))
}

const capitalise = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)

/** The clock time of a moment: "08:39" in Russian, "8:39 AM" in English. */
export const clockTime = (value: string | number | Date, locale: Locale): string => {
  const date = toDate(value)
  return date ? dateTimeFormat(locale, { timeStyle: 'short' }).format(date) : ''
}

/** The full date and time, for a tooltip: "23 ноября 2026 г. в 08:39", "November 23, 2026 at 8:39 AM". */
export const fullDateTime = (value: string | number | Date, locale: Locale): string => {
  const date = toDate(value)
  return date ? dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date) : ''
}

/** A date without the time: "23 нояб.", with the year only when it is not this year's. */
export const shortDate = (value: string | number | Date, locale: Locale, now: Date = new Date()): string => {
  const date = toDate(value)
  if (!date) return ''
  const year = date.getFullYear() === now.getFullYear() ? undefined : 'numeric'
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', year }).format(date)
}

/**
 * How long ago, as people say it: "now", "5 minutes ago", "3 hours ago", "yesterday", "2 days ago";
 * from a week back (or for a moment ahead of the clock by more than its skew) the short date.
 */
export const relativeTime = (
  value: string | number | Date,
  locale: Locale,
  now: Date = new Date(),
  style: RelativeStyle = 'long',
): string => {
  const date = toDate(value)
  if (!date) return ''
  const ago = now.getTime() - date.getTime()
  const words = relativeTimeFormat(locale, { numeric: 'auto', style })
  if (Math.abs(ago) < JUST_NOW) return words.format(0, 'second')
  if (ago < 0) return shortDate(date, locale, now)
  if (ago < HOUR) return words.format(-Math.max(1, Math.round(ago / MINUTE)), 'minute')
  if (ago < 24 * HOUR) return words.format(-Math.floor(ago / HOUR), 'hour')
  const days = Math.max(1, daysBetween(date, now))
  if (days < RECENT_DAYS) return words.format(-days, 'day')
  return shortDate(date, locale, now)
}

/**
 * The heading of a day in a conversation ("Сегодня", "Yesterday", "23 November", "23 November
 * 2025"); `day` is a calendar day in the reader's zone, `YYYY-MM-DD`.
 */
export const dayHeading = (day: string, locale: Locale, now: Date = new Date()): string => {
  const [year, month, date] = day.split('-').map(Number)
  const start = new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1)
  if (Number.isNaN(start.getTime())) return day
  const days = daysBetween(start, now)
  if (days === 0 || days === 1)
    return capitalise(relativeTimeFormat(locale, { numeric: 'auto' }).format(-days, 'day'), locale)
  const withYear = start.getFullYear() === now.getFullYear() ? undefined : 'numeric'
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: withYear }).format(start)
}

/**
 * A calendar date stored without a time (birth date, start of a job: `YYYY-MM-DD`), in words:
 * "23 ноября 2026 г.". Read in UTC, so no time zone moves it to the day before; any other text is
 * shown as it is.
 */
export const calendarDate = (day: string | null | undefined, locale: Locale): string | null => {
  if (!day) return null
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return day
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}
