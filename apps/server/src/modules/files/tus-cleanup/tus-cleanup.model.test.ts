import { describe, expect, it } from 'vitest'
import { ABANDONED_AFTER_MS, hourKey, isAbandoned } from './tus-cleanup.model'

const now = new Date('2025-03-10T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)

describe('isAbandoned', () => {
  it('holds for an unfinished upload last written more than a day ago', () => {
    expect(isAbandoned({ offset: 10, size: 100 }, ago(ABANDONED_AFTER_MS + 1), now)).toBe(true)
  })

  it('holds for an upload that never declared its length (deferred), once a day old', () => {
    expect(isAbandoned({ offset: 10, size: undefined }, ago(ABANDONED_AFTER_MS + 1), now)).toBe(true)
  })

  it('does not hold for an upload written within the day, however old its start', () => {
    expect(isAbandoned({ offset: 0, size: 100 }, ago(ABANDONED_AFTER_MS), now)).toBe(false)
    expect(isAbandoned({ offset: 0, size: 100 }, ago(60_000), now)).toBe(false)
  })

  it('never holds for a finished upload, however old: its bytes are a file', () => {
    expect(isAbandoned({ offset: 100, size: 100 }, ago(30 * ABANDONED_AFTER_MS), now)).toBe(false)
    expect(isAbandoned({ offset: 0, size: 0 }, ago(30 * ABANDONED_AFTER_MS), now)).toBe(false)
  })
})

describe('hourKey', () => {
  it('is the same within a UTC hour and differs across hours', () => {
    expect(hourKey(new Date('2025-03-10T12:00:00Z'))).toBe(hourKey(new Date('2025-03-10T12:59:59.999Z')))
    expect(hourKey(new Date('2025-03-10T12:59:59.999Z'))).not.toBe(hourKey(new Date('2025-03-10T13:00:00Z')))
    expect(hourKey(new Date('2025-03-10T12:00:00Z'))).not.toBe(hourKey(new Date('2025-03-11T12:00:00Z')))
  })

  it('does not depend on the time zone of the process', () => {
    expect(hourKey(new Date('2025-03-10T12:30:00+03:00'))).toBe('2025-03-10T09')
  })
})
