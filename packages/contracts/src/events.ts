import { z } from 'zod'
import { PAGE_SIZE } from './constants'
import { Dictionary } from './dictionaries'
import { AttendanceStatus, EVENT_LIMITS, EventKind, isTimeZone } from './event-constants'
import { pageOf } from './paging'
import { EntityShortInfo } from './posts'
import { DateTimeParam, Id, pageQuery, QueryFlag, text } from './primitives'
import { refOf } from './references'
import { REQUIRED, SectionMessage } from './validation/keys'
import { required } from './validation/required'

/**
 * Issue 18: events: conferences, seminars, schools, defences. Moments travel as ISO 8601 instants;
 * `timeZone` (IANA) is where the event is held, for its local times and its iCalendar form. At
 * capacity, those who attend join a waiting list and move up, in order, as places free.
 */

const Kind = z.union([
  z.literal(EventKind.Conference),
  z.literal(EventKind.Seminar),
  z.literal(EventKind.School),
  z.literal(EventKind.Defence),
  z.literal(EventKind.Other),
])
const Attendance = z.union([z.literal(AttendanceStatus.Going), z.literal(AttendanceStatus.Waiting)])

export const TimeZone = text()
  .trim()
  .min(1, { message: SectionMessage.eventTimeZone })
  .max(64, { message: SectionMessage.eventTimeZone })
  .refine(isTimeZone, { message: SectionMessage.eventTimeZone })

const Title = required(REQUIRED.eventTitle).min(EVENT_LIMITS.titleMin).max(EVENT_LIMITS.titleMax)
const Place = text().trim().max(EVENT_LIMITS.placeMax)
const OnlineUrl = z.url({ protocol: /^https?$/ }).max(EVENT_LIMITS.urlMax)
const Capacity = z.number().int().min(1).max(EVENT_LIMITS.capacityMax)
const DAY_MS = 86_400_000

interface Moments {
  startsAt?: string
  endsAt?: string
  registrationDeadline?: string | null
}

/** An event online in the platform holds no more than its chat may (null: the limit itself). */
const checkInPlatformCapacity = (
  event: { inPlatform?: boolean; capacity?: number | null },
  ctx: z.RefinementCtx,
) => {
  if (event.inPlatform && event.capacity != null && event.capacity > EVENT_LIMITS.inPlatformCapacityMax)
    ctx.addIssue({ code: 'custom', path: ['capacity'], message: SectionMessage.eventInPlatformCapacity })
}

/** The rules between fields, for a whole event or for the fields a change sends together. */
const checkMoments = (event: Moments, ctx: z.RefinementCtx) => {
  const start = event.startsAt ? Date.parse(event.startsAt) : null
  const end = event.endsAt ? Date.parse(event.endsAt) : null
  if (start !== null && end !== null) {
    if (end < start)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: SectionMessage.eventEndBeforeStart })
    else if (end - start > EVENT_LIMITS.spanMaxDays * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: SectionMessage.eventTooLong })
  }
  const deadline = event.registrationDeadline ? Date.parse(event.registrationDeadline) : null
  if (deadline !== null && end !== null && deadline > end)
    ctx.addIssue({
      code: 'custom',
      path: ['registrationDeadline'],
      message: SectionMessage.eventDeadlineAfterEnd,
    })
}

/** `POST /events` (201). Held somewhere, at a link, or online in the platform: at least one. */
export const EventCreate = z
  .object({
    kind: Kind,
    title: Title,
    description: text().trim().max(EVENT_LIMITS.descriptionMax).default(''),
    startsAt: DateTimeParam,
    endsAt: DateTimeParam,
    timeZone: TimeZone,
    place: Place.nullable().default(null),
    onlineUrl: OnlineUrl.nullable().default(null),
    inPlatform: z.boolean().default(false),
    scienceArea: refOf(Dictionary.scienceArea).nullable().default(null),
    /** The organising group: its owner or a moderator may name it. */
    groupId: Id.nullable().default(null),
    registrationDeadline: DateTimeParam.nullable().default(null),
    /** Null: no limit, or online in the platform the limit of its chat. */
    capacity: Capacity.nullable().default(null),
  })
  .superRefine((event, ctx) => {
    checkMoments(event, ctx)
    checkInPlatformCapacity(event, ctx)
    if (!event.place && !event.onlineUrl && !event.inPlatform)
      ctx.addIssue({ code: 'custom', path: ['place'], message: SectionMessage.eventNoPlace })
  })
export type EventCreate = z.input<typeof EventCreate>

/**
 * `PATCH /events/{id}`: what is sent changes; the server checks the result as a whole (end after
 * start, a place of some kind) against what it keeps. Capacity may not go below those attending.
 */
export const EventUpdate = z
  .object({
    kind: Kind.optional(),
    title: Title.optional(),
    description: text().trim().max(EVENT_LIMITS.descriptionMax).optional(),
    startsAt: DateTimeParam.optional(),
    endsAt: DateTimeParam.optional(),
    timeZone: TimeZone.optional(),
    place: Place.nullable().optional(),
    onlineUrl: OnlineUrl.nullable().optional(),
    inPlatform: z.boolean().optional(),
    scienceArea: refOf(Dictionary.scienceArea).nullable().optional(),
    groupId: Id.nullable().optional(),
    registrationDeadline: DateTimeParam.nullable().optional(),
    capacity: Capacity.nullable().optional(),
  })
  .superRefine((update, ctx) => {
    if (Object.values(update).every((value) => value === undefined))
      ctx.addIssue({ code: 'custom', path: [], message: SectionMessage.nothingToChange })
    checkMoments(update, ctx)
    checkInPlatformCapacity(update, ctx)
  })
export type EventUpdate = z.input<typeof EventUpdate>

export const EventIdParams = z.object({ id: z.coerce.number().pipe(Id) })

/** The reader's attendance: none, going, or waiting at `position` (1 = next to move up). */
export const EventAttendance = z.object({
  status: Attendance.nullable(),
  position: z.number().int().nullable(),
  attendeeCount: z.number().int(),
  waitingCount: z.number().int(),
})
export type EventAttendance = z.infer<typeof EventAttendance>

/** The organising group as an event shows it. */
export const EventGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  link: z.string(),
})
export type EventGroup = z.infer<typeof EventGroup>

/** An event as a list or the calendar shows it. */
export const EventCard = z.object({
  id: z.number().int(),
  kind: Kind,
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  place: z.string().nullable(),
  online: z.boolean(),
  scienceArea: z.string().nullable(),
  group: EventGroup.nullable(),
  capacity: z.number().int().nullable(),
  attendeeCount: z.number().int(),
  cancelled: z.boolean(),
  /** The reader's attendance status (null: not attending). */
  myStatus: Attendance.nullable(),
  link: z.string(),
})
export type EventCard = z.infer<typeof EventCard>

/** An event's page. */
export const Event = EventCard.extend({
  description: z.string(),
  onlineUrl: z.string().nullable(),
  inPlatform: z.boolean(),
  /** The event's chat, where its call is held: for those attending and its organisers, else null. */
  dialogId: z.number().int().nullable(),
  organiser: EntityShortInfo,
  registrationDeadline: z.string().nullable(),
  /** Registration is open: not cancelled, not over, before the deadline. */
  registrationOpen: z.boolean(),
  attendance: EventAttendance,
  /** The reader may edit or cancel it (its organiser, or a moderator of its group). */
  canEdit: z.boolean(),
  createdAt: z.string(),
  /** The web address of its iCalendar file. */
  icsUrl: z.string(),
})
export type Event = z.infer<typeof Event>

export const EventPage = pageOf(EventCard)
export type EventPage = z.infer<typeof EventPage>

/**
 * `GET /events`: upcoming (not ended yet, soonest first) or past (latest first); `from`/`to` bound
 * the start (a month of the calendar view); `attending` only the reader's own.
 */
export const EventListQuery = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  from: DateTimeParam.optional(),
  to: DateTimeParam.optional(),
  query: text().trim().max(EVENT_LIMITS.queryMax).optional(),
  kind: z.coerce.number().pipe(Kind).optional(),
  area: refOf(Dictionary.scienceArea).optional(),
  group: z.coerce.number().pipe(Id).optional(),
  attending: QueryFlag.optional(),
  ...pageQuery(PAGE_SIZE.events),
})
export type EventListQuery = z.input<typeof EventListQuery>

/** Someone attending or waiting, in order. */
export const EventAttendee = z.object({
  userId: z.number().int(),
  user: EntityShortInfo,
  status: Attendance,
  createdAt: z.string(),
})
export type EventAttendee = z.infer<typeof EventAttendee>

export const EventAttendeePage = pageOf(EventAttendee)
export type EventAttendeePage = z.infer<typeof EventAttendeePage>

export const EventAttendeesQuery = z.object({
  status: z.coerce.number().pipe(Attendance).default(AttendanceStatus.Going),
  ...pageQuery(PAGE_SIZE.events),
})
export type EventAttendeesQuery = z.input<typeof EventAttendeesQuery>

/**
 * The address of the reader's personal calendar feed (secret: whoever has it reads the feed). Only
 * its hash is kept, so the address is shown once, when made: `url` is null when asked again for a
 * feed that exists (a renewal shows a new one, and the old stops working).
 */
export const CalendarFeed = z.object({ url: z.string().nullable() })
export type CalendarFeed = z.infer<typeof CalendarFeed>

/** The secret of a personal calendar feed's address. */
export const CalendarFeedParams = z.object({ token: text().regex(/^[A-Za-z0-9_-]{20,100}$/) })
