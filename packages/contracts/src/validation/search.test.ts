import { describe, expect, it } from 'vitest'
import { isoToday } from './dates'
import { SearchMessage } from './keys'
import { SearchDate, SearchKeywords, searchDateRangeSchema, searchDateSchema, splitKeywords } from './search'

const TODAY = '2025-06-15'
const today = () => TODAY
const dateMessages = (value: unknown) =>
  searchDateSchema(today)
    .safeParse(value)
    .error?.issues.map((issue) => issue.message) ?? []

describe('SearchKeywords', () => {
  it('accepts five words and rejects six', () => {
    expect(SearchKeywords.safeParse('one two three four five').success).toBe(true)
    expect(SearchKeywords.safeParse('one two three four five six').error?.issues[0]?.message).toBe(
      SearchMessage.tooManyKeywords,
    )
  })

  it('counts words separated by commas and repeated spaces', () => {
    expect(splitKeywords(' graphene,  physics ;optics ')).toEqual(['graphene', 'physics', 'optics'])
    expect(SearchKeywords.safeParse('a,b,c,d,e,f').success).toBe(false)
  })

  it('accepts an empty field', () => {
    expect(SearchKeywords.safeParse('  ').success).toBe(true)
  })
})

describe('search dates', () => {
  it('accepts the minimum date 1900-01-01 and today', () => {
    expect(dateMessages('1900-01-01')).toEqual([])
    expect(dateMessages(TODAY)).toEqual([])
  })

  it('rejects the day before the minimum', () => {
    expect(dateMessages('1899-12-31')).toEqual([SearchMessage.dateBelowMin])
  })

  it('rejects tomorrow as above the maximum', () => {
    expect(dateMessages('2025-06-16')).toEqual([SearchMessage.dateAboveMax])
  })

  it('rejects a date that does not exist with the invalid-date key only', () => {
    expect(dateMessages('2023-02-29')).toEqual([SearchMessage.invalidDate])
    expect(dateMessages('not a date')).toEqual([SearchMessage.invalidDate])
  })

  it('accepts Feb 29 of a leap year', () => {
    expect(dateMessages('2024-02-29')).toEqual([])
  })

  it('takes the real date of today by default', () => {
    expect(SearchDate.safeParse(isoToday()).success).toBe(true)
    expect(SearchDate.safeParse('9999-12-31').error?.issues[0]?.message).toBe(SearchMessage.dateAboveMax)
  })
})

describe('search date range', () => {
  const Range = searchDateRangeSchema(today)

  it('accepts an open range and a one-day range', () => {
    expect(Range.safeParse({}).success).toBe(true)
    expect(Range.safeParse({ start: '2020-01-01', end: null }).success).toBe(true)
    expect(Range.safeParse({ start: '2020-01-01', end: '2020-01-01' }).success).toBe(true)
  })

  it('rejects an end before the start as below the minimum, on the end field', () => {
    const issues = Range.safeParse({ start: '2020-01-02', end: '2020-01-01' }).error?.issues
    expect(issues).toEqual([expect.objectContaining({ path: ['end'], message: SearchMessage.dateBelowMin })])
  })

  it('reports an end above the maximum on the end field', () => {
    const issues = Range.safeParse({ start: '2020-01-01', end: '2030-01-01' }).error?.issues
    expect(issues).toEqual([expect.objectContaining({ path: ['end'], message: SearchMessage.dateAboveMax })])
  })
})
