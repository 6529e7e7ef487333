import { describe, expect, it } from 'vitest'
import { dateText } from './fields'

const now = new Date('2026-11-24T12:00:00Z')

describe('dateText', () => {
  it('words a calendar date in the interface language', () => {
    expect(dateText('2021-03-15', 'ru', now)).toBe('15 марта 2021 г.')
    expect(dateText('2021-03-15', 'en', now)).toBe('March 15, 2021')
  })

  it('shows a moment as a short date, the year only when it is not this one', () => {
    expect(dateText('2026-11-02T10:00:00.000Z', 'en', now)).toBe('Nov 2')
    expect(dateText('2019-06-01T10:00:00.000Z', 'ru', now)).toBe('1 июн. 2019 г.')
  })

  it('keeps a bare year and text it cannot read, and gives nothing for nothing', () => {
    expect(dateText('2021', 'ru', now)).toBe('2021')
    expect(dateText('весна 2020', 'ru', now)).toBe('весна 2020')
    expect(dateText(null, 'ru', now)).toBeNull()
  })
})
