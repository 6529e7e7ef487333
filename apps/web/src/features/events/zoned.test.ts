import { describe, expect, it } from 'vitest'
import {
  dayOf,
  eventTimes,
  instantOf,
  momentIn,
  rangeIn,
  timeZones,
  wallTimeOf,
  zoneLabel,
  zoneOffsetMs,
} from './zoned'

describe('wall times of a zone and moments', () => {
  it('reads a Novosibirsk wall time as the moment seven hours earlier in UTC', () => {
    expect(instantOf('2026-12-10T10:00', 'Asia/Novosibirsk')).toBe('2026-12-10T03:00:00.000Z')
    expect(wallTimeOf('2026-12-10T03:00:00.000Z', 'Asia/Novosibirsk')).toBe('2026-12-10T10:00')
  })

  it('follows summer time: the same wall time in New York is an hour apart in UTC in July and January', () => {
    expect(instantOf('2026-07-01T09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z')
    expect(instantOf('2026-01-15T09:30', 'America/New_York')).toBe('2026-01-15T14:30:00.000Z')
  })

  it('takes the first of a wall time that happens twice when clocks go back', () => {
    // 2026-11-01 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(instantOf('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z')
    // Berlin: 02:30 on 25 October at 00:30Z (CEST) and 01:30Z (CET).
    expect(instantOf('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z')
  })

  it('moves a wall time the spring change skips to just after the change', () => {
    expect(wallTimeOf(instantOf('2026-03-08T02:30', 'America/New_York') ?? '', 'America/New_York')).toBe(
      '2026-03-08T03:30',
    )
    expect(wallTimeOf(instantOf('2026-03-29T02:30', 'Europe/Berlin') ?? '', 'Europe/Berlin')).toBe(
      '2026-03-29T03:30',
    )
  })

  it('round-trips every wall time of a day in a zone with a half-hour offset', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const wall = `2026-05-20T${String(hour).padStart(2, '0')}:45`
      expect(wallTimeOf(instantOf(wall, 'Asia/Kolkata') ?? '', 'Asia/Kolkata')).toBe(wall)
    }
  })

  it('answers null for text that is not a wall time', () => {
    expect(instantOf('', 'UTC')).toBeNull()
    expect(instantOf('2026-12-10 10:00', 'UTC')).toBeNull()
    expect(wallTimeOf('not a date', 'UTC')).toBe('')
  })

  it('tells the offset and the calendar day of a zone', () => {
    expect(zoneOffsetMs(Date.parse('2026-12-10T20:00:00Z'), 'Asia/Novosibirsk')).toBe(7 * 3_600_000)
    expect(zoneOffsetMs(Date.parse('2026-12-10T20:00:00Z'), 'America/Los_Angeles')).toBe(-8 * 3_600_000)
    expect(dayOf('2026-12-10T20:00:00Z', 'Asia/Novosibirsk')).toBe('2026-12-11')
    expect(dayOf('2026-12-10T20:00:00Z', 'UTC')).toBe('2026-12-10')
  })

  it('labels a zone by its name and its offset at a moment', () => {
    expect(zoneLabel('Asia/Novosibirsk', new Date('2026-12-10T00:00:00Z'))).toBe(
      'Asia/Novosibirsk (GMT+07:00)',
    )
    expect(zoneLabel('America/St_Johns', new Date('2026-01-10T00:00:00Z'))).toBe(
      'America/St Johns (GMT−03:30)',
    )
  })

  it('lists zones with UTC and the current value among them', () => {
    const zones = timeZones(['Europe/Moscow'])
    expect(zones).toContain('UTC')
    expect(zones).toContain('Europe/Moscow')
    expect(zones).toEqual([...zones].sort())
  })
})

describe("an event's times for a reader", () => {
  const event = {
    startsAt: '2026-12-10T03:00:00.000Z',
    endsAt: '2026-12-10T11:00:00.000Z',
    timeZone: 'Asia/Novosibirsk',
  }

  it("shows the reader's times and the event's own when their clocks differ", () => {
    const times = eventTimes(event, 'Europe/Moscow', 'ru')
    expect(times.reader).toMatch(/10 декабря 2026\sг\./)
    expect(times.reader).toMatch(/06:00/)
    expect(times.reader).toMatch(/14:00/)
    expect(times.event).toMatch(/10:00/)
    expect(times.event).toMatch(/18:00/)
    expect(times.event).toMatch(/Asia\/Novosibirsk \(GMT\+07:00\)/)
  })

  it("shows the times once when the reader's clock reads as the event's", () => {
    expect(eventTimes(event, 'Asia/Novosibirsk', 'en').event).toBeNull()
    // Another zone with the same offset reads the same.
    expect(eventTimes(event, 'Asia/Krasnoyarsk', 'en').event).toBeNull()
    expect(eventTimes(event, 'Asia/Novosibirsk', 'en').reader).toMatch(/December 10, 2026/)
  })

  it('words a range and a moment in the language asked', () => {
    expect(rangeIn(event.startsAt, event.endsAt, 'UTC', 'en')).toMatch(
      /December 10, 2026, 3:00\s–\s11:00\sAM/,
    )
    expect(momentIn(event.startsAt, 'Asia/Novosibirsk', 'ru')).toMatch(/10 дек\. 2026\sг\., 10:00 GMT\+7/)
    expect(rangeIn('bad', event.endsAt, 'UTC', 'en')).toBe('')
  })
})
