import { z } from 'zod'
import { LIMITS } from '../limits'
import { text } from '../primitives'
import { SEARCH_DATE_MIN } from '../search-constants'
import { isoToday } from './dates'
import { SearchMessage } from './keys'

/** The words of a keywords field; spaces, commas and semicolons separate them. */
export const splitKeywords = (value: string): string[] => value.split(/[\s,;]+/).filter(Boolean)

/** SPEC 5, 9: the search keywords field holds up to 5 words. */
export const SearchKeywords = text({ error: SearchMessage.tooManyKeywords })
  .trim()
  .refine((value) => splitKeywords(value).length <= LIMITS.searchKeywordsMax, {
    message: SearchMessage.tooManyKeywords,
  })

/** Gives today's date as YYYY-MM-DD; asked at every check, so a long-running server never goes stale. */
export type Today = () => string

/**
 * SPEC 5: a detailed-search date: a real YYYY-MM-DD date, not before 1900-01-01, not after today.
 * ISO dates compare correctly as strings.
 */
export const searchDateSchema = (today: Today = isoToday) =>
  z.iso
    .date({ message: SearchMessage.invalidDate, abort: true })
    .refine((date) => date >= SEARCH_DATE_MIN, { message: SearchMessage.dateBelowMin })
    .refine((date) => date <= today(), { message: SearchMessage.dateAboveMax })

export const SearchDate = searchDateSchema()

/**
 * SPEC 5: the period of a detailed search. Either end may be left out; the end date's minimum is
 * the start date, so an end before the start is "below the minimum".
 */
export const searchDateRangeSchema = (today: Today = isoToday) =>
  z
    .object({ start: searchDateSchema(today).nullish(), end: searchDateSchema(today).nullish() })
    .refine(({ start, end }) => !start || !end || end >= start, {
      message: SearchMessage.dateBelowMin,
      path: ['end'],
    })

export const SearchDateRange = searchDateRangeSchema()
export type SearchDateRange = z.infer<typeof SearchDateRange>
