import { DateTime } from 'luxon'

/**
 * VTIMEZONE blocks (RFC 5545 3.6.5) made from the runtime's own time zone data, the data that gives
 * an event's local times, so the two always agree. A packaged set of blocks lags behind: 35 zones
 * of @touch4it/ical-timezones 1.9.0 no longer match (Volgograd still at +4, Mexico still with
 * summer time, Almaty at +6) and some zones the runtime knows are missing from it (Asia/Qostanay,
 * America/Ciudad_Juarez), so a calendar app placed such events an hour off or without their zone.
 */

/** A change of a zone's offset: when, and the offsets (minutes east of UTC) before and after it. */
export interface Transition {
  at: number
  from: number
  to: number
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const offsetAt = (zone: string, at: number): number => DateTime.fromMillis(at, { zone }).offset

/**
 * The instants in [from, to) at which the zone's offset changes, to the minute. Each day is probed
 * and a change narrowed down within it (no zone changes its offset twice in one day).
 */
export function transitions(zone: string, from: number, to: number): Transition[] {
  const found: Transition[] = []
  const start = Math.floor(from / MINUTE) * MINUTE
  let before = offsetAt(zone, start)
  for (let day = start; day < to; day += DAY) {
    const next = Math.min(day + DAY, Math.ceil(to / MINUTE) * MINUTE)
    const after = offsetAt(zone, next)
    if (after === before) continue
    // offsetAt(lo) is the old offset, offsetAt(hi) the new one.
    let [lo, hi] = [day, next]
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE
      if (offsetAt(zone, mid) === before) lo = mid
      else hi = mid
    }
    if (hi < to) found.push({ at: hi, from: before, to: after })
    before = after
  }
  return found
}

/** `+0300`, `-0430`. */
const utcOffset = (minutes: number): string => {
  const abs = Math.abs(minutes)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`
}

/** The wall time at the instant on a clock `offset` minutes east of UTC, as `YYYYMMDDTHHMMSS`. */
const wallTime = (at: number, offset: number): string =>
  new Date(at + offset * MINUTE).toISOString().slice(0, 19).replace(/[-:]/g, '')

/**
 * The zone's VTIMEZONE for the instants [from, to): the offset at `from`, then each change, as
 * observances with their own start (no recurrence rules, so nothing is guessed beyond the data).
 */
export function vtimezone(zone: string, from: number, to: number): string {
  const first = offsetAt(zone, from)
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`]
  for (const change of [{ at: from, from: first, to: first }, ...transitions(zone, from, to)]) {
    const kind = DateTime.fromMillis(change.at, { zone }).isInDST ? 'DAYLIGHT' : 'STANDARD'
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${wallTime(change.at, change.from)}`,
      `TZOFFSETFROM:${utcOffset(change.from)}`,
      `TZOFFSETTO:${utcOffset(change.to)}`,
      `END:${kind}`,
    )
  }
  lines.push('END:VTIMEZONE')
  return `${lines.join('\r\n')}\r\n`
}

/**
 * The span a zone's block covers for the moments of its events: from the start of the first one's
 * year to the end of the last one's, so a calendar app sees the zone's changes around them.
 */
export function spanOf(moments: Date[]): { from: number; to: number } {
  const times = moments.map((moment) => moment.getTime())
  const year = (at: number) => new Date(at).getUTCFullYear()
  return {
    from: Date.UTC(year(Math.min(...times)), 0, 1),
    to: Date.UTC(year(Math.max(...times)) + 1, 0, 1),
  }
}
