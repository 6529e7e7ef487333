import { Event, type EventCreate, EventKind } from '@nauka/contracts'
import { sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { expect } from 'vitest'
import type { Db } from '../../db/client'
import type { Client } from '../../test/http'
import type { EventRow } from './events.queries'

export const EVENTS = '/api/core/events'
export const eventUrl = (id: number, tail = '') => `${EVENTS}/${id}${tail}`

const DAY_MS = 86_400_000
/** An instant `days` from now (whole minutes). */
export const inDays = (days: number, hours = 0): string =>
  new Date(Math.floor((Date.now() + days * DAY_MS + hours * 3_600_000) / 60_000) * 60_000).toISOString()

/** A valid new event a week ahead, in Moscow, with a place; `overrides` change any field. */
export const eventBody = (overrides: Partial<EventCreate> = {}): EventCreate => ({
  kind: EventKind.Seminar,
  title: `Семинар по нейросетям ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Обсуждаем новые архитектуры',
  startsAt: inDays(7),
  endsAt: inDays(7, 2),
  timeZone: 'Europe/Moscow',
  place: 'Аудитория 101',
  ...overrides,
})

export async function createEvent(api: Client, overrides: Partial<EventCreate> = {}): Promise<Event> {
  const res = await api('POST', EVENTS, eventBody(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return Event.parse(res.json())
}

/**
 * A group with its people, written straight to the groups module's tables (its routes are another
 * module's): `roles` maps user ids to 1 owner, 2 moderator, 3 member.
 */
export async function insertGroup(db: Db, roles: Record<number, number>, hidden = false): Promise<number> {
  const { rows } = (await db.execute(
    sql`insert into groups (name, visibility, member_count) values (${`Лаборатория ${Math.random()}`},
      ${hidden ? 2 : 1}, ${Object.keys(roles).length}) returning id`,
  )) as unknown as { rows: { id: number }[] }
  const id = rows[0]?.id
  if (id === undefined) throw new Error('no group inserted')
  for (const [userId, role] of Object.entries(roles))
    await db.execute(
      sql`insert into group_members (group_id, user_id, role, status, joined_at)
        values (${id}, ${Number(userId)}, ${role}, 1, now())`,
    )
  return id
}

/**
 * `count` new accounts attending the event, written straight to the tables (hundreds through the
 * routes would take minutes), with the event's counter to match.
 */
export async function addAttendees(db: Db, eventId: number, count: number): Promise<void> {
  await db.execute(sql`with made as (insert into users (lang) select 1 from generate_series(1, ${count}) returning id)
    insert into event_attendees (event_id, user_id, status) select ${eventId}, id, 1 from made`)
  await db.execute(sql`update events set attendee_count = attendee_count + ${count} where id = ${eventId}`)
}

/** An event's row as the database would hand it over (a seminar in Moscow in January 2030). */
export const eventRow = (over: Partial<EventRow> = {}): EventRow => ({
  id: 1,
  organiserId: 7,
  groupId: null,
  kind: 2,
  title: 'Семинар',
  description: '',
  startsAt: new Date('2030-01-20T10:00:00Z'),
  endsAt: new Date('2030-01-20T12:00:00Z'),
  timeZone: 'Europe/Moscow',
  place: 'Аудитория 1',
  onlineUrl: null,
  inPlatform: false,
  dialogId: null,
  scienceArea: null,
  registrationDeadline: null,
  capacity: null,
  attendeeCount: 0,
  waitingCount: 0,
  cancelledAt: null,
  remindedAt: null,
  createdAt: new Date('2030-01-10T12:00:00Z'),
  updatedAt: null,
  searchVector: null,
  ...over,
})

/** The VEVENTs of a calendar as ical.js reads them, the calendar's zones registered first. */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
}
