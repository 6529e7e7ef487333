import { AttendanceStatus, GroupRole, GroupVisibility } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { eventRow } from './events.fixtures'
import {
  mayEdit,
  mayView,
  placesToFill,
  registration,
  statusOnAttend,
  updatedWhole,
  wholeIssues,
} from './events.policy'
import type { EventRow } from './events.queries'

const at = (iso: string) => new Date(iso)
const now = at('2030-01-10T12:00:00Z')
const row = (over: Partial<EventRow> = {}): EventRow => eventRow({ createdAt: now, ...over })

describe('registration', () => {
  it('is open until cancelled, ended or past the deadline', () => {
    expect(registration(row(), now)).toBe('open')
    expect(registration(row({ cancelledAt: now }), now)).toBe('cancelled')
    expect(registration(row({ endsAt: at('2030-01-10T11:00:00Z') }), now)).toBe('ended')
    expect(registration(row({ registrationDeadline: at('2030-01-09T00:00:00Z') }), now)).toBe(
      'deadlinePassed',
    )
  })
})

describe('places', () => {
  it('go to newcomers up to the capacity, then they wait', () => {
    expect(statusOnAttend(row())).toBe(AttendanceStatus.Going)
    expect(statusOnAttend(row({ capacity: 2, attendeeCount: 1 }))).toBe(AttendanceStatus.Going)
    expect(statusOnAttend(row({ capacity: 2, attendeeCount: 2 }))).toBe(AttendanceStatus.Waiting)
  })

  it('freed, are filled from those waiting, no more than are free', () => {
    expect(placesToFill(row({ capacity: 3, attendeeCount: 1, waitingCount: 5 }))).toBe(2)
    expect(placesToFill(row({ capacity: 3, attendeeCount: 3, waitingCount: 5 }))).toBe(0)
    expect(placesToFill(row({ capacity: 3, attendeeCount: 0, waitingCount: 1 }))).toBe(1)
    expect(placesToFill(row({ capacity: null, attendeeCount: 3, waitingCount: 4 }))).toBe(4)
  })
})

describe('who edits and who sees', () => {
  it('the organiser and the moderators of its group edit; nobody else', () => {
    expect(mayEdit(7, row(), null)).toBe(true)
    expect(mayEdit(8, row(), GroupRole.Moderator)).toBe(true)
    expect(mayEdit(8, row(), GroupRole.Owner)).toBe(true)
    expect(mayEdit(8, row(), GroupRole.Member)).toBe(false)
    expect(mayEdit(8, row(), null)).toBe(false)
    expect(mayEdit(null, row(), null)).toBe(false)
  })

  it("a hidden group's event only its members", () => {
    expect(mayView(undefined, false)).toBe(true)
    expect(mayView({ visibility: GroupVisibility.Visible }, false)).toBe(true)
    expect(mayView({ visibility: GroupVisibility.Hidden }, false)).toBe(false)
    expect(mayView({ visibility: GroupVisibility.Hidden }, true)).toBe(true)
  })
})

describe('a change checked as a whole', () => {
  it('keeps what is not sent and checks the result', () => {
    expect(wholeIssues(updatedWhole(row(), { title: 'Новый' }))).toEqual([])
    const early = wholeIssues(updatedWhole(row(), { endsAt: '2030-01-19T00:00:00Z' }))
    expect(early.map((issue) => issue.path.join('.'))).toEqual(['endsAt'])
    const nowhere = wholeIssues(updatedWhole(row(), { place: null }))
    expect(nowhere.map((issue) => issue.path.join('.'))).toEqual(['place'])
    expect(wholeIssues(updatedWhole(row({ place: null, inPlatform: true }), { title: 'Онлайн' }))).toEqual([])
  })
})
