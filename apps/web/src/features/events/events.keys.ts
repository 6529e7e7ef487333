import type { AttendanceStatus } from '@nauka/contracts'
import type { EventFilters } from './filters'

/** Query keys; `lists` and `one` are kept for offline reading (app/queryPersistence). */
export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (when: 'upcoming' | 'past', filters: EventFilters) => ['events', 'list', when, filters] as const,
  /** A group's events: among the lists, so an attendance or a new event shows there too. */
  group: (groupId: number, when: 'upcoming' | 'past') => ['events', 'list', 'group', groupId, when] as const,
  month: (from: string, to: string, filters: EventFilters) =>
    ['events', 'list', 'month', from, to, filters] as const,
  one: ['events', 'one'] as const,
  event: (id: number) => ['events', 'one', id] as const,
  attendees: (id: number, status: AttendanceStatus) => ['events', 'attendees', id, status] as const,
  feed: ['events', 'calendarFeed'] as const,
  organisable: ['events', 'organisableGroups'] as const,
}
