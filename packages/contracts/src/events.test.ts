import { describe, expect, it } from 'vitest'
import { CHAT_LIMITS } from './chat-constants'
import { EVENT_LIMITS, EventKind } from './event-constants'
import { EventCreate, EventUpdate } from './events'
import { SectionMessage } from './validation/keys'

const event = {
  kind: EventKind.Seminar,
  title: 'Семинар по графам',
  startsAt: '2030-03-15T10:00:00.000Z',
  endsAt: '2030-03-15T12:00:00.000Z',
  timeZone: 'Europe/Moscow',
  place: null,
  inPlatform: true,
}

const capacityIssues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === 'capacity')

describe("an event online in the platform and its chat's limit", () => {
  it("leaves the organiser the chat's last place", () => {
    expect(EVENT_LIMITS.inPlatformCapacityMax).toBe(CHAT_LIMITS.groupMembersMax - 1)
  })

  it('takes a capacity up to the limit, or none', () => {
    const max = EVENT_LIMITS.inPlatformCapacityMax
    expect(EventCreate.safeParse({ ...event, capacity: max }).success).toBe(true)
    expect(EventCreate.safeParse({ ...event, capacity: null }).success).toBe(true)
  })

  it('refuses a capacity beyond the limit, under the capacity field', () => {
    const result = EventCreate.safeParse({ ...event, capacity: EVENT_LIMITS.inPlatformCapacityMax + 1 })
    expect(result.success).toBe(false)
    expect(capacityIssues(result).map((issue) => issue.message)).toEqual([
      SectionMessage.eventInPlatformCapacity,
    ])
  })

  it('lets an event held elsewhere have more places', () => {
    const elsewhere = { ...event, inPlatform: false, place: 'Аудитория 101', capacity: 5_000 }
    expect(EventCreate.safeParse(elsewhere).success).toBe(true)
  })

  it('refuses a change that sends both in-platform and a capacity beyond the limit', () => {
    const big = EventUpdate.safeParse({ inPlatform: true, capacity: EVENT_LIMITS.inPlatformCapacityMax + 1 })
    expect(capacityIssues(big)).toHaveLength(1)
    expect(EventUpdate.safeParse({ capacity: EVENT_LIMITS.inPlatformCapacityMax + 1 }).success).toBe(true)
  })
})
