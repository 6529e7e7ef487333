import {
  AttendanceStatus,
  Dictionary,
  type Event,
  type EventAttendance,
  type EventCard,
  type EventGroup,
  type EventKind,
  eventPath,
  eventsRoutes,
  fileUrl,
  fillPath,
  formatRef,
  groupPath,
  type PostEvent,
} from '@nauka/contracts'
import type { UserSummary } from '../follow/follow.present'
import { presentAuthor } from '../posts/posts.present'
import type { EventGroupRow } from './events.groups.queries'
import type { EventRow } from './events.queries'

export const presentGroup = (group: EventGroupRow): EventGroup => ({
  id: group.id,
  name: group.name,
  avatarUrl: group.avatarFileId ? fileUrl(group.avatarFileId) : null,
  link: groupPath(group.id),
})

const asStatus = (status: number | null | undefined): AttendanceStatus | null =>
  status === AttendanceStatus.Going || status === AttendanceStatus.Waiting ? status : null

/** An event as a list or the calendar shows it to one reader. */
export function presentCard(
  row: EventRow,
  group: EventGroupRow | undefined,
  myStatus: number | null,
): EventCard {
  return {
    id: row.id,
    kind: row.kind as EventKind,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    place: row.place,
    online: row.inPlatform || row.onlineUrl !== null,
    scienceArea: row.scienceArea === null ? null : formatRef(Dictionary.scienceArea, row.scienceArea),
    group: group ? presentGroup(group) : null,
    capacity: row.capacity,
    attendeeCount: row.attendeeCount,
    cancelled: row.cancelledAt !== null,
    myStatus: asStatus(myStatus),
    link: eventPath(row.id),
  }
}

export const presentAttendance = (
  row: Pick<EventRow, 'attendeeCount' | 'waitingCount'>,
  status: number | null,
  position: number | null,
): EventAttendance => ({
  status: asStatus(status),
  position: asStatus(status) === AttendanceStatus.Waiting ? position : null,
  attendeeCount: row.attendeeCount,
  waitingCount: row.waitingCount,
})

/** The web address of an event's iCalendar file. */
export const icsPath = (eventId: number): string => fillPath(eventsRoutes.ics.path, { id: eventId })

export interface EventView {
  group: EventGroupRow | undefined
  organiser: UserSummary | undefined
  attendance: EventAttendance
  canEdit: boolean
  /** The chat shows to those attending and the organisers only. */
  showsChat: boolean
  registrationOpen: boolean
}

/** An event's page for one reader. */
export function presentEvent(row: EventRow, view: EventView): Event {
  return {
    ...presentCard(row, view.group, view.attendance.status),
    description: row.description,
    onlineUrl: row.onlineUrl,
    inPlatform: row.inPlatform,
    dialogId: view.showsChat ? row.dialogId : null,
    organiser: presentAuthor(row.organiserId, view.organiser),
    registrationDeadline: row.registrationDeadline?.toISOString() ?? null,
    registrationOpen: view.registrationOpen,
    attendance: view.attendance,
    canEdit: view.canEdit,
    createdAt: row.createdAt.toISOString(),
    icsUrl: icsPath(row.id),
  }
}

/** What a post announcing the event shows of it. */
export const presentPostEvent = (row: EventRow): PostEvent => ({
  id: row.id,
  title: row.title,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  timeZone: row.timeZone,
  link: eventPath(row.id),
})
