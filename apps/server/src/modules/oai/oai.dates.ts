/**
 * OAI-PMH datestamps (protocol 3.3): UTC, either a day (`YYYY-MM-DD`) or a second
 * (`YYYY-MM-DDThh:mm:ssZ`). Ours are seconds; harvesters may ask by either.
 */

export type Granularity = 'day' | 'second'

/** Identify's `granularity`: the finest the repository stores and compares by. */
export const GRANULARITY = 'YYYY-MM-DDThh:mm:ssZ'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/

export interface UtcDate {
  /** The first instant the date names. */
  start: Date
  /** The first instant after it: a day's next midnight, a second's next second. */
  end: Date
  granularity: Granularity
}

/** Reads a `from` or `until` value; null when it is not one of the two forms or not a real date. */
export function parseUtcDate(value: string): UtcDate | null {
  const match = SECOND.exec(value) ?? DAY.exec(value)
  if (!match) return null
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number) as number[]
  const ms = Date.UTC(year as number, (month as number) - 1, day, hour, minute, second)
  const start = new Date(ms)
  // Date.UTC rolls 2024-02-30 over to March: a date that does not exist comes back changed.
  const isReal =
    start.getUTCFullYear() === year &&
    start.getUTCMonth() === (month as number) - 1 &&
    start.getUTCDate() === day &&
    start.getUTCHours() === hour &&
    start.getUTCMinutes() === minute &&
    start.getUTCSeconds() === second
  if (!isReal || (year as number) < 1) return null
  const granularity: Granularity = match.length > 4 ? 'second' : 'day'
  const end = new Date(ms + (granularity === 'day' ? 86_400_000 : 1000))
  return { start, end, granularity }
}

/** A datestamp as responses carry it, to the second (milliseconds are dropped, not rounded). */
export const datestamp = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`
