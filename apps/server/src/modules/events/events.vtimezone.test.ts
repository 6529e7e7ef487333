import { describe, expect, it } from 'vitest'
import { eventRow, parseCalendar } from './events.fixtures'
import { eventsCalendar } from './events.ics'
import type { EventRow } from './events.queries'
import { transitions } from './events.vtimezone'

/** An event's row as the calendar reads it, held in `timeZone` from `startsAt` to `endsAt`. */
const rowOf = (id: number, timeZone: string, startsAt: string, endsAt: string): EventRow =>
  eventRow({ id, title: `Seminar ${id}`, timeZone, startsAt: new Date(startsAt), endsAt: new Date(endsAt) })

describe('an event in a zone a packaged time zone set has wrong or not at all', () => {
  it.each([
    // Missing from @touch4it/ical-timezones 1.9.0, known to the runtime (UTC+5 since March 2024).
    ['Asia/Qostanay', '2030-03-15T07:00:00.000Z', '2030-03-15T09:30:00.000Z', '2030-03-15T12:00:00'],
    // In the package at +4 with summer time; +3 all year since the end of 2020.
    ['Europe/Volgograd', '2030-07-10T07:00:00.000Z', '2030-07-10T09:00:00.000Z', '2030-07-10T10:00:00'],
    // In the package with summer time, which Mexico abolished in 2022.
    ['America/Mexico_City', '2030-07-10T16:00:00.000Z', '2030-07-10T18:00:00.000Z', '2030-07-10T10:00:00'],
  ])('%s: the file keeps its zone, and a calendar app reads the right instants', (zone, start, end, wall) => {
    const [vevent] = parseCalendar(
      eventsCalendar([{ row: rowOf(1, zone, start, end), url: 'u' }], 'nauka.test'),
    )
    expect(vevent?.startDate.zone?.tzid).toBe(zone)
    expect(vevent?.startDate.toString()).toBe(wall)
    expect(vevent?.startDate.toJSDate().toISOString()).toBe(start)
    expect(vevent?.endDate.toJSDate().toISOString()).toBe(end)
  })

  it('reads right across a change of the clocks, and for events years apart in one zone', () => {
    const rows = [
      // Berlin goes back an hour at 01:00 UTC on 27 October 2030, in the middle of this one.
      rowOf(1, 'Europe/Berlin', '2030-10-26T22:00:00.000Z', '2030-10-27T03:00:00.000Z'),
      rowOf(2, 'Europe/Berlin', '2027-06-01T08:00:00.000Z', '2027-06-01T10:00:00.000Z'),
      rowOf(3, 'Europe/Berlin', '2027-01-15T08:00:00.000Z', '2027-01-15T10:00:00.000Z'),
    ]
    const events = parseCalendar(
      eventsCalendar(
        rows.map((row) => ({ row, url: 'u' })),
        'nauka.test',
      ),
    )
    expect(events.map((e) => [e.startDate.toString(), e.endDate.toString()])).toEqual([
      ['2030-10-27T00:00:00', '2030-10-27T04:00:00'],
      ['2027-06-01T10:00:00', '2027-06-01T12:00:00'],
      ['2027-01-15T09:00:00', '2027-01-15T11:00:00'],
    ])
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual(
      rows.map((row) => row.startsAt.toISOString()),
    )
    expect(events.map((e) => e.endDate.toJSDate().toISOString())).toEqual(
      rows.map((row) => row.endsAt.toISOString()),
    )
  })
})

describe("a zone's changes of offset", () => {
  it('are found to the minute, with the offsets before and after', () => {
    const from = Date.parse('2030-01-01T00:00:00Z')
    const to = Date.parse('2031-01-01T00:00:00Z')
    expect(transitions('Europe/Berlin', from, to)).toEqual([
      { at: Date.parse('2030-03-31T01:00:00Z'), from: 60, to: 120 },
      { at: Date.parse('2030-10-27T01:00:00Z'), from: 120, to: 60 },
    ])
    expect(transitions('Asia/Kolkata', from, to)).toEqual([])
    expect(transitions('Australia/Lord_Howe', from, to).map((change) => change.to - change.from)).toEqual([
      -30, 30,
    ])
  })
})
