import { CHAT_LIMITS } from './chat-constants'

/**
 * Issue 18: the events' values that pages and texts use without a schema: apart from `events.ts`,
 * since a bundler keeps a whole module in one chunk and the sign-in page's texts would bring
 * zod and the events' schemas with them.
 */

export const EVENT_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  descriptionMax: 10_000,
  placeMax: 300,
  urlMax: 2_000,
  capacityMax: 100_000,
  /** The longest event: a year (a school or a long conference fits easily). */
  spanMaxDays: 366,
  queryMax: 100,
  /**
   * An event online in the platform: its chat holds those attending and its organiser, who is in
   * it without attending (and takes one of these places when they attend), so the chat never
   * holds more than a group chat may. Without a capacity given, this is its capacity.
   */
  inPlatformCapacityMax: CHAT_LIMITS.groupMembersMax - 1,
} as const

export const EventKind = { Conference: 1, Seminar: 2, School: 3, Defence: 4, Other: 5 } as const
export type EventKind = (typeof EventKind)[keyof typeof EventKind]

export const AttendanceStatus = { Going: 1, Waiting: 2 } as const
export type AttendanceStatus = (typeof AttendanceStatus)[keyof typeof AttendanceStatus]

/** The web route of an event's page. */
export const eventPath = (eventId: number): string => `/events/${eventId}`

/** Whether the runtime knows the IANA zone (`Europe/Moscow`, `UTC`). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
