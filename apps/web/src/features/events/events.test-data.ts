import { AttendanceStatus, type Event, type EventCard, EventKind } from '@nauka/contracts'

/** An event card as the list answers it (contracts EventCard). */
export const cardOf = (id: number, change: Partial<EventCard> = {}): EventCard => ({
  id,
  kind: EventKind.Seminar,
  title: `Семинар ${id}`,
  startsAt: '2030-03-15T03:00:00.000Z',
  endsAt: '2030-03-15T11:00:00.000Z',
  timeZone: 'Asia/Novosibirsk',
  place: 'Академгородок',
  online: false,
  scienceArea: null,
  group: null,
  capacity: null,
  attendeeCount: 0,
  cancelled: false,
  myStatus: null,
  link: `/events/${id}`,
  ...change,
})

/** An event's page as the server answers it (contracts Event). */
export const eventOf = (id: number, change: Partial<Event> = {}): Event => ({
  ...cardOf(id),
  description: 'О катализе',
  onlineUrl: null,
  inPlatform: false,
  dialogId: null,
  organiser: { rEntity: '202:9', fullName: 'Ада Организаторова', fullNameEn: null, imageUrl: null },
  registrationDeadline: null,
  registrationOpen: true,
  attendance: { status: null, position: null, attendeeCount: 0, waitingCount: 0 },
  canEdit: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  icsUrl: `/api/core/events/${id}/ics`,
  ...change,
})

export const going = (attendeeCount: number) => ({
  status: AttendanceStatus.Going,
  position: null,
  attendeeCount,
  waitingCount: 0,
})
