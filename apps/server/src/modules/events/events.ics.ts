import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalEventStatus } from 'ical-generator'
import { DateTime } from 'luxon'
import type { EventRow } from './events.queries'

/** What an event's calendar entry says beyond its row. */
export interface IcsEvent {
  row: EventRow
  /** The absolute address of its page. */
  url: string
}

const PROD_ID = { company: 'Nauka', product: 'Events', language: 'RU' }

/** The zone's VTIMEZONE block; a zone the library does not know falls back to UTC times. */
const vtimezone = (zone: string): string => getVtimezoneComponent(zone) ?? ''

/**
 * A calendar (RFC 5545) of the events: one VEVENT each, its local times in its zone with that
 * zone's VTIMEZONE, the UID stable per event (a calendar app updates its copy, never doubles it).
 */
export function eventsCalendar(entries: IcsEvent[], host: string, name?: string): string {
  const calendar = ical({ prodId: PROD_ID, ...(name ? { name } : {}) })
  calendar.timezone({ name: null, generator: vtimezone })
  for (const { row, url } of entries) {
    const zoned = getVtimezoneComponent(row.timeZone) !== null
    const at = (date: Date) => DateTime.fromJSDate(date, { zone: zoned ? row.timeZone : 'utc' })
    calendar.createEvent({
      id: `event-${row.id}@${host}`,
      start: at(row.startsAt),
      end: at(row.endsAt),
      ...(zoned ? { timezone: row.timeZone } : {}),
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
