import { describe, expect, it } from 'vitest'
import { calendarDate, clockTime, dayHeading, fullDateTime, relativeTime, shortDate } from './format'

// Moments in the machine's own zone, so the expectations hold in any time zone.
const now = new Date(2026, 10, 23, 8, 39, 0)
const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
const MIN = 60_000
const HOUR = 60 * MIN
// ICU puts no-break and narrow spaces in some formats; the words are what is checked.
const plain = (text: string | null) => text?.replace(/\s/g, ' ')

describe('clockTime', () => {
  it('writes the hour the way each language does', () => {
    expect(plain(clockTime(now, 'ru'))).toBe('08:39')
    expect(plain(clockTime(now, 'en'))).toBe('8:39 AM')
  })

  it('gives nothing for a value that is not a moment', () => {
    expect(clockTime('soon', 'en')).toBe('')
  })
})

describe('fullDateTime', () => {
  it('spells the date out with the time, for the tooltip', () => {
    expect(plain(fullDateTime(now.toISOString(), 'ru'))).toBe('23 ноября 2026 г. в 08:39')
    expect(plain(fullDateTime(now.toISOString(), 'en'))).toBe('November 23, 2026 at 8:39 AM')
  })
})

describe('relativeTime', () => {
  it('says now for the last few seconds and for a clock slightly ahead', () => {
    expect(relativeTime(before(10_000), 'ru', now)).toBe('сейчас')
    expect(relativeTime(before(-20_000), 'en', now)).toBe('now')
  })

  it('counts minutes within the hour', () => {
    expect(relativeTime(before(5 * MIN), 'ru', now)).toBe('5 минут назад')
    expect(relativeTime(before(5 * MIN), 'en', now)).toBe('5 minutes ago')
    expect(relativeTime(before(5 * MIN), 'en', now, 'short')).toBe('5 min. ago')
    expect(relativeTime(before(50_000), 'en', now)).toBe('1 minute ago')
  })

  it('counts hours within the day', () => {
    expect(relativeTime(before(3 * HOUR + 10 * MIN), 'ru', now)).toBe('3 часа назад')
    expect(relativeTime(before(3 * HOUR + 10 * MIN), 'en', now)).toBe('3 hours ago')
  })

  it('names yesterday and counts days within the week by the calendar', () => {
    expect(relativeTime(new Date(2026, 10, 22, 7, 0).toISOString(), 'ru', now)).toBe('вчера')
    expect(relativeTime(new Date(2026, 10, 22, 7, 0).toISOString(), 'en', now)).toBe('yesterday')
    expect(relativeTime(new Date(2026, 10, 20, 23, 0).toISOString(), 'en', now)).toBe('3 days ago')
    expect(relativeTime(new Date(2026, 10, 20, 23, 0).toISOString(), 'ru', now)).toBe('3 дня назад')
  })

  it('gives the date from a week back, with the year only when it differs', () => {
    expect(plain(relativeTime(new Date(2026, 10, 2, 12, 0).toISOString(), 'ru', now))).toBe('2 нояб.')
    expect(plain(relativeTime(new Date(2026, 10, 2, 12, 0).toISOString(), 'en', now))).toBe('Nov 2')
    expect(plain(relativeTime(new Date(2025, 0, 5, 12, 0).toISOString(), 'en', now))).toBe('Jan 5, 2025')
    expect(plain(relativeTime(new Date(2025, 0, 5, 12, 0).toISOString(), 'ru', now))).toBe('5 янв. 2025 г.')
  })

  it('gives the date for a moment well ahead of the clock', () => {
    expect(plain(relativeTime(new Date(2026, 10, 25, 9, 0).toISOString(), 'en', now))).toBe('Nov 25')
  })
})

describe('shortDate', () => {
  it('leaves out the current year', () => {
    expect(plain(shortDate(now, 'en', now))).toBe('Nov 23')
    expect(plain(shortDate(new Date(2024, 1, 29), 'ru', now))).toBe('29 февр. 2024 г.')
  })
})

describe('dayHeading', () => {
  it('names today and yesterday in the interface language', () => {
    expect(dayHeading('2026-11-23', 'ru', now)).toBe('Сегодня')
    expect(dayHeading('2026-11-23', 'en', now)).toBe('Today')
    expect(dayHeading('2026-11-22', 'ru', now)).toBe('Вчера')
    expect(dayHeading('2026-11-22', 'en', now)).toBe('Yesterday')
  })

  it('gives other days as dates, with the year only when it differs', () => {
    expect(plain(dayHeading('2026-11-02', 'ru', now))).toBe('2 ноября')
    expect(plain(dayHeading('2026-11-02', 'en', now))).toBe('November 2')
    expect(plain(dayHeading('2025-12-31', 'en', now))).toBe('December 31, 2025')
  })
})

describe('calendarDate', () => {
  it('writes a stored day in words without moving it across time zones', () => {
    expect(plain(calendarDate('1990-01-01', 'ru'))).toBe('1 января 1990 г.')
    expect(plain(calendarDate('1990-01-01', 'en'))).toBe('January 1, 1990')
  })

  it('keeps text that is not a day, and gives null for nothing', () => {
    expect(calendarDate('around 1990', 'en')).toBe('around 1990')
    expect(calendarDate(null, 'en')).toBeNull()
  })
})
