import { describe, expect, it } from 'vitest'
import {
  addDays,
  eventsByDay,
  gridRange,
  monthGrid,
  monthTitle,
  movedDay,
  shiftMonth,
  weekdayNames,
  weekStartOf,
} from './calendar'

describe('the month grid', () => {
  it('starts weeks on Monday in Russian and on Sunday in English', () => {
    expect(weekStartOf('ru')).toBe(1)
    expect(weekStartOf('en')).toBe(0)
    expect(weekdayNames('ru', 1).map((d) => d.short)[0]).toBe('пн')
    expect(weekdayNames('en', 0).map((d) => d.long)[0]).toBe('Sunday')
  })

  it('spans whole weeks: November 2026 from Monday 26 October in Russian', () => {
    const weeks = monthGrid({ year: 2026, month: 11 }, 1)
    expect(weeks).toHaveLength(6)
    expect(weeks[0]?.[0]).toEqual({ key: '2026-10-26', date: 26, inMonth: false })
    expect(weeks[0]?.[6]).toEqual({ key: '2026-11-01', date: 1, inMonth: true })
    expect(weeks.at(-1)?.at(-1)).toEqual({ key: '2026-12-06', date: 6, inMonth: false })
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30)
  })

  it('spans whole weeks from Sunday in English', () => {
    const weeks = monthGrid({ year: 2026, month: 11 }, 0)
    // 1 November 2026 is a Sunday: no days of October.
    expect(weeks[0]?.[0]?.key).toBe('2026-11-01')
    expect(weeks).toHaveLength(5)
    expect(weeks.at(-1)?.at(-1)?.key).toBe('2026-12-05')
  })

  it("fits a February that starts on the week's first day in four weeks", () => {
    // 1 February 2027 is a Monday.
    expect(monthGrid({ year: 2027, month: 2 }, 1)).toHaveLength(4)
  })

  it('moves between months across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
    expect(monthTitle({ year: 2026, month: 11 }, 'ru')).toBe('Ноябрь 2026 г.')
    expect(monthTitle({ year: 2026, month: 11 }, 'en')).toBe('November 2026')
  })

  it("bounds the grid by the reader's midnights", () => {
    const weeks = monthGrid({ year: 2026, month: 11 }, 1)
    expect(gridRange(weeks, 'Europe/Moscow')).toEqual({
      from: '2026-10-25T21:00:00.000Z',
      to: '2026-12-06T21:00:00.000Z',
    })
  })
})

describe('events on their days', () => {
  const at = (startsAt: string, endsAt: string, id: number) => ({ id, startsAt, endsAt })

  it("places an event on its day in the reader's zone", () => {
    const late = at('2026-12-10T20:00:00Z', '2026-12-10T21:00:00Z', 1)
    expect([...eventsByDay([late], 'UTC').keys()]).toEqual(['2026-12-10'])
    expect([...eventsByDay([late], 'Asia/Novosibirsk').keys()]).toEqual(['2026-12-11'])
  })

  it('places a conference on each day it spans, not on the day it ends at midnight', () => {
    const days = eventsByDay([at('2026-12-10T09:00:00Z', '2026-12-13T00:00:00Z', 1)], 'UTC')
    expect([...days.keys()]).toEqual(['2026-12-10', '2026-12-11', '2026-12-12'])
  })

  it('keeps the order given within a day', () => {
    const days = eventsByDay(
      [
        at('2026-12-10T09:00:00Z', '2026-12-10T10:00:00Z', 1),
        at('2026-12-10T08:00:00Z', '2026-12-10T09:00:00Z', 2),
      ],
      'UTC',
    )
    expect(days.get('2026-12-10')?.map((e) => e.id)).toEqual([1, 2])
  })
})

describe('keyboard moves in the grid', () => {
  it('moves by a day with left and right, a week with up and down', () => {
    expect(movedDay('ArrowLeft', '2026-12-01', 1)).toBe('2026-11-30')
    expect(movedDay('ArrowRight', '2026-12-31', 1)).toBe('2027-01-01')
    expect(movedDay('ArrowUp', '2026-12-03', 1)).toBe('2026-11-26')
    expect(movedDay('ArrowDown', '2026-12-28', 1)).toBe('2027-01-04')
  })

  it("goes to the ends of the week with Home and End, by the locale's week", () => {
    // 2026-12-10 is a Thursday.
    expect(movedDay('Home', '2026-12-10', 1)).toBe('2026-12-07')
    expect(movedDay('End', '2026-12-10', 1)).toBe('2026-12-13')
    expect(movedDay('Home', '2026-12-10', 0)).toBe('2026-12-06')
    expect(movedDay('End', '2026-12-10', 0)).toBe('2026-12-12')
  })

  it('moves by a month with Page Up and Down, keeping the date within the month', () => {
    expect(movedDay('PageDown', '2026-01-31', 1)).toBe('2026-02-28')
    expect(movedDay('PageUp', '2026-03-15', 1)).toBe('2026-02-15')
    expect(movedDay('PageUp', '2026-01-10', 1)).toBe('2025-12-10')
  })

  it('ignores other keys', () => {
    expect(movedDay('Enter', '2026-12-10', 1)).toBeNull()
    expect(addDays('2026-12-10', 0)).toBe('2026-12-10')
  })
})
