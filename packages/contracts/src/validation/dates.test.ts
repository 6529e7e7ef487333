import { describe, expect, it } from 'vitest'
import { IsoDate, isoToday } from './dates'
import { DateMessage } from './keys'

describe('IsoDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '2023-04-30'])('accepts the real date %s', (value) => {
    expect(IsoDate.safeParse(value).success).toBe(true)
  })

  it.each([
    ['2023-02-29', 'Feb 29 of a non-leap year'],
    ['1900-02-29', 'Feb 29 of a century that is not a leap year'],
    ['2023-04-31', 'April 31'],
    ['2023-13-01', 'month 13'],
    ['2023-00-10', 'month 0'],
    ['2023-1-01', 'a one-digit month'],
    ['01.02.2023', 'a Russian-style date'],
    ['2023-01-01T00:00:00Z', 'a date-time'],
    ['', 'an empty string'],
  ])('rejects %s (%s) with the date key', (value) => {
    expect(IsoDate.safeParse(value).error?.issues[0]?.message).toBe(DateMessage.invalid)
  })
})

describe('isoToday', () => {
  it('writes the local date as YYYY-MM-DD with zero padding', () => {
    expect(isoToday(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05')
  })
})
