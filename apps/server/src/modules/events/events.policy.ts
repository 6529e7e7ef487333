import {
  AttendanceStatus,
  Dictionary,
  EVENT_LIMITS,
  EventCreate,
  type EventUpdate,
  formatRef,
  type GroupRole,
  GroupVisibility,
  mayInGroup,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { EventRow } from './events.queries'

/** Why registration is closed, or `open`. */
export type Registration = 'open' | 'cancelled' | 'ended' | 'deadlinePassed'

type Moments = Pick<EventRow, 'cancelledAt' | 'endsAt' | 'registrationDeadline'>

/** Registration is open until the event is cancelled, has ended, or its deadline passed. */
export function registration(event: Moments, now: Date): Registration {
  if (event.cancelledAt) return 'cancelled'
  if (event.endsAt.getTime() < now.getTime()) return 'ended'
  if (event.registrationDeadline && event.registrationDeadline.getTime() < now.getTime())
    return 'deadlinePassed'
  return 'open'
}

/** Who names a group as an event's organiser, and edits its events: its owner and moderators. */
export const mayOrganiseFor = (role: number | null): boolean =>
  mayInGroup(role as GroupRole | null, 'postAsGroup')

/** The organiser edits and cancels the event; so do the moderators of its group. */
export const mayEdit = (
  userId: number | null,
  event: Pick<EventRow, 'organiserId'>,
  groupRole: number | null,
) => userId !== null && (userId === event.organiserId || mayOrganiseFor(groupRole))

/** An event of a hidden group exists only for the group's members. */
export const mayView = (group: { visibility: number } | null | undefined, isMember: boolean): boolean =>
  !group || group.visibility !== GroupVisibility.Hidden || isMember

/** A newcomer goes when a place is free, else waits. */
export const statusOnAttend = (event: Pick<EventRow, 'capacity' | 'attendeeCount'>): AttendanceStatus =>
  event.capacity === null || event.attendeeCount < event.capacity
    ? AttendanceStatus.Going
    : AttendanceStatus.Waiting

/**
 * The capacity an event keeps: online in the platform without one given, as many as its chat
 * holds beside the organiser, so those beyond wait instead of overfilling the chat.
 */
export const capacityOf = (event: { inPlatform: boolean; capacity: number | null }): number | null =>
  event.inPlatform && event.capacity === null ? EVENT_LIMITS.inPlatformCapacityMax : event.capacity

/** How many of those waiting move up: as many as places are free (all of them without a limit). */
export const placesToFill = (event: Pick<EventRow, 'capacity' | 'attendeeCount' | 'waitingCount'>): number =>
  event.capacity === null
    ? event.waitingCount
    : Math.max(0, Math.min(event.waitingCount, event.capacity - event.attendeeCount))

type Update = z.output<typeof EventUpdate>

/**
 * The event as it would be after the change, in the shape of a new one, so the contract's rules
 * between fields (end after start, a place of some kind, the deadline before the end) check the
 * result as a whole.
 */
export function updatedWhole(row: EventRow, update: Update): z.input<typeof EventCreate> {
  const iso = (date: Date | null) => date?.toISOString() ?? null
  const pick = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value)
  return {
    kind: pick(update.kind, row.kind as Update['kind'] & number),
    title: pick(update.title, row.title),
    description: pick(update.description, row.description),
    startsAt: pick(update.startsAt, row.startsAt.toISOString()),
    endsAt: pick(update.endsAt, row.endsAt.toISOString()),
    timeZone: pick(update.timeZone, row.timeZone),
    place: pick(update.place, row.place),
    onlineUrl: pick(update.onlineUrl, row.onlineUrl),
    inPlatform: pick(update.inPlatform, row.inPlatform),
    scienceArea: pick(
      update.scienceArea,
      row.scienceArea === null ? null : formatRef(Dictionary.scienceArea, row.scienceArea),
    ),
    groupId: pick(update.groupId, row.groupId),
    registrationDeadline: pick(update.registrationDeadline, iso(row.registrationDeadline)),
    capacity: pick(update.capacity, row.capacity),
  }
}

/** The contract's check of a whole event; answers its issues (none: valid). */
export const wholeIssues = (whole: z.input<typeof EventCreate>) => {
  const parsed = EventCreate.safeParse(whole)
  return parsed.success ? [] : parsed.error.issues
}
