import ical, { ICalEventStatus } from 'ical-generator'
import { DateTime } from 'luxon'
import type { EventRow } from './events.queries'
import { spanOf, vtimezone } from './events.vtimezone'

/** What an event's calendar entry says beyond its row. */
export interface IcsEvent {
  row: EventRow
  /** The absolute address of its page. */
  url: string
}

const PROD_ID = { company: 'Nauka', product: 'Events', language: 'RU' }

/**
 * A calendar (RFC 5545) of the events: one VEVENT each, its local times in its zone with that
 * zone's VTIMEZONE (covering the years of the calendar's events in it), the UID stable per event
 * (a calendar app updates its copy, never doubles it).
 */
export function eventsCalendar(entries: IcsEvent[], host: string, name?: string): string {
  const moments = new Map<string, Date[]>()
  for (const { row } of entries)
    moments.set(row.timeZone, [...(moments.get(row.timeZone) ?? []), row.startsAt, row.endsAt])
  const calendar = ical({ prodId: PROD_ID, ...(name ? { name } : {}) })
  calendar.timezone({
    name: null,
    generator: (zone) => {
      const { from, to } = spanOf(moments.get(zone) ?? [])
      return vtimezone(zone, from, to)
    },
  })
  for (const { row, url } of entries) {
    const at = (date: Date) => DateTime.fromJSDate(date, { zone: row.timeZone })
    calendar.createEvent({
      id: `event-${row.id}@${host}`,
      start: at(row.startsAt),
      end: at(row.endsAt),
      timezone: row.timeZone,
      summary: row.title,
      description: row.description || null,
      location: row.place ?? row.onlineUrl ?? null,
      url,
      status: row.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: row.updatedAt ?? row.createdAt,
      created: row.createdAt,
      ...(row.updatedAt ? { lastModified: row.updatedAt } : {}),
    })
  }
  return calendar.toString()
}
