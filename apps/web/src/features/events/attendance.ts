import { AttendanceStatus, type Event, type EventAttendance, type EventCard } from '@nauka/contracts'

/**
 * What the reader may do about attending an event, from what the event says: pure, so the page
 * only draws the answer and every case is unit-tested.
 */
export type AttendanceAction =
  /** Cancelled: nothing to do. */
  | { kind: 'cancelled' }
  /** Attending: may cancel. */
  | { kind: 'leave' }
  /** Waiting at `position` (1 = next to move up): may leave the list. */
  | { kind: 'leaveWaiting'; position: number | null }
  /** Places left and registration open. */
  | { kind: 'attend' }
  /** Registration open but every place taken: attending joins the waiting list. */
  | { kind: 'joinWaiting' }
  /** Past its deadline or over: no new attendees. */
  | { kind: 'closed' }

type Attendable = Pick<Event, 'cancelled' | 'registrationOpen' | 'capacity' | 'attendance'>

/** Those already in may always leave; a newcomer attends, waits, or finds registration closed. */
export const attendanceAction = (event: Attendable): AttendanceAction => {
  if (event.cancelled) return { kind: 'cancelled' }
  const { status, position, attendeeCount } = event.attendance
  if (status === AttendanceStatus.Going) return { kind: 'leave' }
  if (status === AttendanceStatus.Waiting) return { kind: 'leaveWaiting', position }
  if (!event.registrationOpen) return { kind: 'closed' }
  if (event.capacity !== null && attendeeCount >= event.capacity) return { kind: 'joinWaiting' }
  return { kind: 'attend' }
}

/** The event as the server's answer to attending or leaving left it. */
export const withAttendance = <E extends Event>(event: E, attendance: EventAttendance): E => ({
  ...event,
  attendance,
  attendeeCount: attendance.attendeeCount,
  myStatus: attendance.status,
})

/** A list's card after the reader attended or left the event. */
export const cardWithAttendance = <C extends EventCard>(card: C, attendance: EventAttendance): C => ({
  ...card,
  attendeeCount: attendance.attendeeCount,
  myStatus: attendance.status,
})

/** Under way: started and not yet over (and not cancelled). */
export const isLive = (event: Pick<EventCard, 'startsAt' | 'endsAt' | 'cancelled'>, now: Date): boolean => {
  const start = Date.parse(event.startsAt)
  const end = Date.parse(event.endsAt)
  return !event.cancelled && start <= now.getTime() && now.getTime() < end
}

/** Over: its end has passed. */
export const isOver = (event: Pick<EventCard, 'endsAt'>, now: Date): boolean =>
  Date.parse(event.endsAt) <= now.getTime()
