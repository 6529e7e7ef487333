import { createHash, randomBytes } from 'node:crypto'
import { AttendanceStatus, type CalendarFeed, eventPath, eventsRoutes, fillPath } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { NotFoundError } from '../../platform/errors'
import { eventsCalendar } from './events.ics'
import { findAttendedEvents, findFeedOwner, saveFeed } from './events.queries'
import type { EventsService } from './events.service'

/** The most events one feed holds: the latest a user attends (a calendar app fetches it often). */
export const FEED_EVENTS_MAX = 500

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Events as iCalendar (RFC 5545): one event's file, and each user's personal feed of the events
 * they attend, which calendar apps read by a secret address. Only the secret's hash is kept.
 */
export class EventsCalendar {
  private readonly base: string
  private readonly host: string

  constructor(
    private readonly db: Db,
    private readonly events: EventsService,
    publicUrl: string,
  ) {
    this.base = publicUrl.replace(/\/+$/, '')
    this.host = new URL(this.base).host
  }

  /** `GET /events/{id}/ics`: the event as a calendar file, for whoever may see it. */
  async ics(viewer: RequestUser | null, eventId: number): Promise<string> {
    const { row } = await this.events.visible(viewer?.id ?? null, eventId)
    return eventsCalendar([{ row, url: `${this.base}${eventPath(row.id)}` }], this.host)
  }

  /** `GET /events/calendar-feed`: the feed's address when it is made now; null when it exists already. */
  async feed(viewer: RequestUser): Promise<CalendarFeed> {
    const token = randomBytes(32).toString('base64url')
    const made = await saveFeed(this.db, viewer.id, hashOf(token), false)
    return { url: made ? this.feedUrl(token) : null }
  }

  /** `POST /events/calendar-feed`: a new address; the old one stops working. */
  async renew(viewer: RequestUser): Promise<CalendarFeed> {
    const token = randomBytes(32).toString('base64url')
    await saveFeed(this.db, viewer.id, hashOf(token), true)
    return { url: this.feedUrl(token) }
  }

  /** `GET /events/calendar/{token}`: the events the feed's owner attends; an unknown token 404. */
  async calendar(token: string): Promise<string> {
    const ownerId = await findFeedOwner(this.db, hashOf(token))
    if (ownerId === null) throw new NotFoundError('events.feedNotFound')
    const rows = await findAttendedEvents(this.db, ownerId, AttendanceStatus.Going, FEED_EVENTS_MAX)
    return eventsCalendar(
      rows.map((row) => ({ row, url: `${this.base}${eventPath(row.id)}` })),
      this.host,
      'Nauka',
    )
  }

  private feedUrl(token: string): string {
    return `${this.base}${fillPath(eventsRoutes.calendar.path, { token })}`
  }
}
