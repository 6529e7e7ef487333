import { describe, expect, it } from 'vitest'
import { changesOf } from './events.changes'
import { eventRow } from './events.fixtures'

const now = new Date('2029-12-01T09:00:00Z')
const row = eventRow({ remindedAt: new Date('2030-01-19T10:00:00Z') })

describe('the columns a change of an event writes', () => {
  it('keeps what the body leaves out, and stamps the change', () => {
    const changes = changesOf(row, { title: 'Новый семинар' }, now)
    expect(changes).toMatchObject({ title: 'Новый семинар', updatedAt: now })
    expect(changes.startsAt).toBeUndefined()
    expect(changes.place).toBeUndefined()
    expect(changes.registrationDeadline).toBeUndefined()
    expect('remindedAt' in changes).toBe(false)
  })

  it('gives a moved start its own reminder, and not one the same start sent again', () => {
    const moved = changesOf(row, { startsAt: '2030-01-21T10:00:00Z' }, now)
    expect(moved.startsAt).toEqual(new Date('2030-01-21T10:00:00Z'))
    expect(moved.remindedAt).toBeNull()
    const same = changesOf(row, { startsAt: '2030-01-20T13:00:00+03:00' }, now)
    expect('remindedAt' in same).toBe(false)
  })

  it('clears a place sent empty and a deadline sent null, and stores an area by its number', () => {
    const changes = changesOf(row, { place: '', registrationDeadline: null, scienceArea: '40:12' }, now)
    expect(changes.place).toBeNull()
    expect(changes.registrationDeadline).toBeNull()
    expect(changes.scienceArea).toBe(12)
    expect(changesOf(row, { scienceArea: null }, now).scienceArea).toBeNull()
  })
})
