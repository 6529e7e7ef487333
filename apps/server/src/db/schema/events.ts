import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { dialogs } from './chat'
import { groups } from './groups'
import { tsvector } from './tsvector'

/**
 * An event (issue 18): a conference, seminar, school, defence or other. Its moments are instants;
 * `timeZone` (IANA) is the zone it is held in, for showing its local times and for iCalendar.
 * The counters change in the same transaction as the attendance rows they count.
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organising group, named by one of its owner or moderators. */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** 1 conference, 2 seminar, 3 school, 4 defence, 5 other. */
    kind: smallint('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true, precision: 3 }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** Where it is held, in words (an address, a room). */
    place: text('place'),
    /** A link to an online meeting held elsewhere. */
    onlineUrl: text('online_url'),
    /** Online in the platform: a group call in the event's chat from its start. */
    inPlatform: boolean('in_platform').notNull().default(false),
    /** The event's chat (its attendees), made for an event online in the platform. */
    dialogId: integer('dialog_id').references(() => dialogs.id, { onDelete: 'set null' }),
    /** A science area (40:n id). */
    scienceArea: integer('science_area'),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true, precision: 3 }),
    /** How many may attend; null: no limit. Beyond it people join the waiting list. */
    capacity: integer('capacity'),
    attendeeCount: integer('attendee_count').notNull().default(0),
    waitingCount: integer('waiting_count').notNull().default(0),
    /** Set when the organiser cancelled it: it stays listed, marked cancelled. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The day-before reminder was sent (claimed once, by one process). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('russian'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce(place, '')), 'D')`,
    ),
  },
  (t) => [
    check('events_kind', sql`${t.kind} between 1 and 5`),
    check('events_span', sql`${t.endsAt} >= ${t.startsAt}`),
    check('events_capacity', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('events_counts', sql`${t.attendeeCount} >= 0 and ${t.waitingCount} >= 0`),
    index('events_starts_idx').on(t.startsAt, t.id),
    index('events_ends_idx').on(t.endsAt.desc(), t.id.desc()),
    index('events_group_idx').on(t.groupId, t.startsAt),
    index('events_organiser_idx').on(t.organiserId, t.startsAt),
    index('events_search_idx').using('gin', t.searchVector),
    // The reminder job looks for events starting within a day that were not reminded yet.
    index('events_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.remindedAt} is null and ${t.cancelledAt} is null`),
  ],
)

/** Someone attending (status 1) or on the waiting list (status 2, in `createdAt` order). */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    check('event_attendees_status', sql`${t.status} in (1, 2)`),
    index('event_attendees_list_idx').on(t.eventId, t.status, t.createdAt, t.userId),
    index('event_attendees_user_idx').on(t.userId, t.status, t.eventId),
  ],
)

/**
 * A user's personal calendar feed: calendar apps fetch it without a session, by a secret token
 * in its address; only the token's hash is kept, and a new token replaces the old.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
