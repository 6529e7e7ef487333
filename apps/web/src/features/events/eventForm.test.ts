import { EVENT_LIMITS, EventKind, REQUIRED, SectionMessage } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../shared/form/fieldErrors'
import { capacityMaxOf, emptyDraft, eventFormSchema, inputOf } from './eventForm'

const filled = {
  ...emptyDraft('Asia/Novosibirsk'),
  title: 'Семинар по квантовой химии',
  kind: EventKind.Seminar,
  startsAt: '2026-12-10T10:00',
  endsAt: '2026-12-10T18:00',
  place: 'Академгородок, ИХКГ',
}

const errorsOf = (draft: typeof filled) => {
  const result = eventFormSchema.safeParse(inputOf(draft))
  return result.success ? {} : fieldErrors(result.error.issues)
}

describe('the event form', () => {
  it('sends the wall times of the chosen zone as instants', () => {
    const result = eventFormSchema.safeParse(
      inputOf({ ...filled, registrationDeadline: '2026-12-09T23:59', capacity: '40' }),
    )
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.data.startsAt).toBe('2026-12-10T03:00:00.000Z')
    expect(result.data.endsAt).toBe('2026-12-10T11:00:00.000Z')
    expect(result.data.registrationDeadline).toBe('2026-12-09T16:59:00.000Z')
    expect(result.data.timeZone).toBe('Asia/Novosibirsk')
    expect(result.data.capacity).toBe(40)
    expect(result.data.onlineUrl).toBeNull()
  })

  it('asks for the start, the end and the title when they are empty', () => {
    expect(errorsOf({ ...filled, title: '', startsAt: '', endsAt: '' })).toMatchObject({
      title: REQUIRED.eventTitle,
      startsAt: REQUIRED.eventStart,
      endsAt: REQUIRED.eventEnd,
    })
  })

  it("refuses an end before the start, in the zone's clock", () => {
    expect(errorsOf({ ...filled, endsAt: '2026-12-10T09:00' }).endsAt).toBe(
      SectionMessage.eventEndBeforeStart,
    )
  })

  it('asks for a place, a link or the platform', () => {
    expect(errorsOf({ ...filled, place: '  ' }).place).toBe(SectionMessage.eventNoPlace)
    expect(errorsOf({ ...filled, place: '', inPlatform: true })).toEqual({})
    expect(errorsOf({ ...filled, place: '', onlineUrl: 'https://meet.example.org/x' })).toEqual({})
  })

  it('refuses a capacity that is not a whole number of at least one', () => {
    expect(errorsOf({ ...filled, capacity: '0' }).capacity).toBeDefined()
    expect(errorsOf({ ...filled, capacity: 'ten' }).capacity).toBeDefined()
    expect(errorsOf({ ...filled, capacity: '' })).toEqual({})
  })

  it("online in the platform, refuses more places than the event's chat holds", () => {
    const max = EVENT_LIMITS.inPlatformCapacityMax
    const online = { ...filled, place: '', inPlatform: true }
    expect(errorsOf({ ...online, capacity: String(max + 1) }).capacity).toBe(
      SectionMessage.eventInPlatformCapacity,
    )
    expect(errorsOf({ ...online, capacity: String(max) })).toEqual({})
    expect(errorsOf({ ...filled, capacity: String(max + 1) })).toEqual({})
    expect(capacityMaxOf(online)).toBe(max)
    expect(capacityMaxOf(filled)).toBe(EVENT_LIMITS.capacityMax)
  })

  it('refuses a registration deadline after the end', () => {
    expect(errorsOf({ ...filled, registrationDeadline: '2026-12-11T10:00' }).registrationDeadline).toBe(
      SectionMessage.eventDeadlineAfterEnd,
    )
  })
})
