import type { Locale, SearchFieldName, SearchHit } from '@nauka/contracts'
import { calendarDate, shortDate } from '../../shared/time/format'

/** A name/value pair of a result (SPEC 3), as text; absent or empty pairs give null. */
export const fieldText = (hit: SearchHit, name: SearchFieldName): string | null => {
  const value = hit.fields.find((field) => field.n === name)?.v
  if (value === undefined || value === null) return null
  const text = Array.isArray(value) ? value.map(String).join(', ') : String(value)
  return text.trim() === '' ? null : text
}

/**
 * A result's date in words: a publication's own date (`YYYY-MM-DD`) as a calendar date, a moment
 * (when a post or an item reached the platform) as a short date, anything else as it is.
 */
export const dateText = (value: string | null, locale: Locale, now: Date = new Date()): string | null => {
  if (!value) return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return calendarDate(value, locale)
  // Only an ISO moment is read as one: Date reads "весна 2020" as the first of January.
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return shortDate(value, locale, now) || value
  return value
}
