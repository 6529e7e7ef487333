import { AttendanceStatus } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { attendanceAction, isLive, isOver } from './attendance'

const event = (
  change: Partial<{
    cancelled: boolean
    registrationOpen: boolean
    capacity: number | null
    status: AttendanceStatus | null
    position: number | null
    attendeeCount: number
  }> = {},
) => ({
  cancelled: change.cancelled ?? false,
  registrationOpen: change.registrationOpen ?? true,
  capacity: change.capacity ?? null,
  attendance: {
    status: change.status ?? null,
    position: change.position ?? null,
    attendeeCount: change.attendeeCount ?? 0,
    waitingCount: 0,
  },
})

describe('which attendance action applies', () => {
  it('offers to attend while places are left and registration is open', () => {
    expect(attendanceAction(event())).toEqual({ kind: 'attend' })
    expect(attendanceAction(event({ capacity: 10, attendeeCount: 9 }))).toEqual({ kind: 'attend' })
  })

  it('offers the waiting list at capacity', () => {
    expect(attendanceAction(event({ capacity: 10, attendeeCount: 10 }))).toEqual({ kind: 'joinWaiting' })
  })

  it('lets one attending cancel, even after registration closed', () => {
    expect(attendanceAction(event({ status: AttendanceStatus.Going, registrationOpen: false }))).toEqual({
      kind: 'leave',
    })
  })

  it('tells one waiting their place and lets them leave the list', () => {
    expect(
      attendanceAction(
        event({ status: AttendanceStatus.Waiting, position: 3, capacity: 5, attendeeCount: 5 }),
      ),
    ).toEqual({ kind: 'leaveWaiting', position: 3 })
  })

  it('says registration is closed to a newcomer past the deadline', () => {
    expect(attendanceAction(event({ registrationOpen: false }))).toEqual({ kind: 'closed' })
  })

  it('offers nothing on a cancelled event, whoever reads it', () => {
    expect(attendanceAction(event({ cancelled: true, status: AttendanceStatus.Going }))).toEqual({
      kind: 'cancelled',
    })
  })
})

describe('when an event is under way', () => {
  const held = { startsAt: '2026-12-10T10:00:00Z', endsAt: '2026-12-10T12:00:00Z', cancelled: false }

  it('is live from its start until its end', () => {
    expect(isLive(held, new Date('2026-12-10T09:59:00Z'))).toBe(false)
    expect(isLive(held, new Date('2026-12-10T10:00:00Z'))).toBe(true)
    expect(isLive(held, new Date('2026-12-10T12:00:00Z'))).toBe(false)
    expect(isOver(held, new Date('2026-12-10T12:00:00Z'))).toBe(true)
  })

  it('is never live once cancelled', () => {
    expect(isLive({ ...held, cancelled: true }, new Date('2026-12-10T11:00:00Z'))).toBe(false)
  })
})
