import { MAX_ENTITY_ID } from './constants'

// The followers calls' `user:{id}` segment as values, apart from follow.ts's schemas.

// The id is a PostgreSQL integer: at most 10 digits, and at most MAX_ENTITY_ID.
const USER_SEGMENT = /^user:([1-9]\d{0,9})$/

/** The `user:{id}` path segment of the followers calls (it is not a reference: no dictionary). */
export const userSegment = (userId: number): string => `user:${userId}`

/** The user id of a `user:{id}` path segment, or null. */
export const parseUserSegment = (segment: string): number | null => {
  const digits = USER_SEGMENT.exec(segment)?.[1]
  return digits !== undefined && Number(digits) <= MAX_ENTITY_ID ? Number(digits) : null
}
