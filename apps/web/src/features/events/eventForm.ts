import {
  EVENT_LIMITS,
  type Event,
  EventCreate,
  EventKind,
  type EventKind as Kind,
  REQUIRED,
  type EventCreate as WireCreate,
} from '@nauka/contracts'
import type { Issue, SafeParser } from '../../shared/form/fieldErrors'
import { instantOf, wallTimeOf } from './zoned'

/**
 * The event form's draft: moments as wall times (`YYYY-MM-DDTHH:mm`) of the chosen zone, as the
 * date-time inputs hold them, turned into instants only for the contract's schema. Fields are named
 * as the contract names them, so its messages land under the right inputs.
 */
export type EventDraft = {
  title: string
  kind: Kind
  startsAt: string
  endsAt: string
  timeZone: string
  place: string
  onlineUrl: string
  inPlatform: boolean
  description: string
  scienceArea: string | null
  groupId: number | null
  registrationDeadline: string
  /** As typed; empty for no limit. */
  capacity: string
}

export const emptyDraft = (timeZone: string): EventDraft => ({
  title: '',
  kind: EventKind.Seminar,
  startsAt: '',
  endsAt: '',
  timeZone,
  place: '',
  onlineUrl: '',
  inPlatform: false,
  description: '',
  scienceArea: null,
  groupId: null,
  registrationDeadline: '',
  capacity: '',
})

/** An event's fields as the form edits them, its moments on its own zone's clock. */
export const draftOf = (event: Event): EventDraft => ({
  title: event.title,
  kind: event.kind,
  startsAt: wallTimeOf(event.startsAt, event.timeZone),
  endsAt: wallTimeOf(event.endsAt, event.timeZone),
  timeZone: event.timeZone,
  place: event.place ?? '',
  onlineUrl: event.onlineUrl ?? '',
  inPlatform: event.inPlatform,
  description: event.description,
  scienceArea: event.scienceArea,
  groupId: event.group?.id ?? null,
  registrationDeadline: event.registrationDeadline
    ? wallTimeOf(event.registrationDeadline, event.timeZone)
    : '',
  capacity: event.capacity === null ? '' : String(event.capacity),
})

/** The most places the draft may offer: online in the platform, as many as its chat holds. */
export const capacityMaxOf = (draft: Pick<EventDraft, 'inPlatform'>): number =>
  draft.inPlatform ? EVENT_LIMITS.inPlatformCapacityMax : EVENT_LIMITS.capacityMax

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim())

/** A wall time of the draft as the instant the contract takes; what cannot be read stays as typed. */
const momentOf = (wall: string, zone: string): string => instantOf(wall, zone) ?? wall

/** The value the contract's schema checks: instants in UTC, blanks as null, capacity a number. */
export const inputOf = (draft: EventDraft): WireCreate => ({
  title: draft.title,
  kind: draft.kind,
  description: draft.description,
  startsAt: momentOf(draft.startsAt, draft.timeZone),
  endsAt: momentOf(draft.endsAt, draft.timeZone),
  timeZone: draft.timeZone,
  place: blankToNull(draft.place),
  onlineUrl: blankToNull(draft.onlineUrl),
  inPlatform: draft.inPlatform,
  scienceArea: draft.scienceArea,
  groupId: draft.groupId,
  registrationDeadline: draft.registrationDeadline
    ? momentOf(draft.registrationDeadline, draft.timeZone)
    : null,
  // A number as typed: the schema says what is wrong with "0" or "1.5"; anything else is not one.
  capacity: draft.capacity.trim() === '' ? null : Number(draft.capacity),
})

type Parsed = ReturnType<typeof EventCreate.parse>

/**
 * EventCreate, with "enter the start/end" for an empty moment (the contract's own message for an
 * empty date is the one for an unreadable date).
 */
export const eventFormSchema: SafeParser<Parsed> = {
  safeParse: (input) => {
    const value = input as WireCreate
    const missing: Issue[] = [
      ...(value.startsAt === '' ? [{ path: ['startsAt'], message: REQUIRED.eventStart }] : []),
      ...(value.endsAt === '' ? [{ path: ['endsAt'], message: REQUIRED.eventEnd }] : []),
    ]
    const result = EventCreate.safeParse(input)
    if (missing.length === 0) return result
    const rest = result.success ? [] : result.error.issues
    return { success: false, error: { issues: [...missing, ...rest] } }
  },
}
