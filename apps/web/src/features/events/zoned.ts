import type { Locale } from '@nauka/contracts'

/**
 * Moments and the wall clocks of time zones, with Intl alone (the web app carries no date
 * library): an event is entered as a wall time in its own zone and shown in the reader's.
 * `wall` values are `YYYY-MM-DDTHH:mm`, the value of a `datetime-local` input.
 */

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

const partsFormat = new Map<string, Intl.DateTimeFormat>()
const formatIn = (zone: string) => {
  let format = partsFormat.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partsFormat.set(zone, format)
  }
  return format
}

/** The wall clock of `zone` at a moment, as numbers. */
const wallParts = (instant: number, zone: string) => {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/** How far `zone`'s clock is ahead of UTC at a moment, in milliseconds (+7 h for Novosibirsk). */
export const zoneOffsetMs = (instant: number, zone: string): number => {
  const p = wallParts(instant, zone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The wall time (`YYYY-MM-DDTHH:mm`) of `zone` at an ISO moment; '' for an unreadable one. */
export const wallTimeOf = (iso: string, zone: string): string => {
  const instant = Date.parse(iso)
  if (Number.isNaN(instant)) return ''
  const p = wallParts(instant, zone)
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`
}

/** The calendar day (`YYYY-MM-DD`) of an ISO moment in `zone`. */
export const dayOf = (iso: string, zone: string): string => wallTimeOf(iso, zone).slice(0, 10)

/**
 * The moment (ISO, UTC) at which `zone`'s clock shows `wall`; null for text that is not a wall time.
 * A wall time that happens twice (the night clocks go back) takes its first occurrence; one a
 * clock change skips (02:30 of a spring-forward night) lands as far after the change as it was
 * meant after the hour before it (03:30).
 */
export const instantOf = (wall: string, zone: string): string | null => {
  const match = WALL.exec(wall)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const asUtc = Date.UTC(y, mo - 1, d, h, mi)
  if (Number.isNaN(asUtc)) return null
  // A zone's offset changes at most once within a day either side: the moment is one of these two.
  const candidates = [...new Set([asUtc - DAY, asUtc + DAY].map((t) => asUtc - zoneOffsetMs(t, zone)))]
  const exact = candidates.filter((t) => wallTimeOf(new Date(t).toISOString(), zone) === wall)
  const chosen = exact.length > 0 ? Math.min(...exact) : Math.max(...candidates)
  return new Date(chosen).toISOString()
}

/** The reader's own time zone, as the browser knows it. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** The zones to choose from: the runtime's list, with UTC and `extra` (the current value) in it. */
export const timeZones = (extra: readonly string[] = []): string[] => {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([...known, 'UTC', ...extra.filter(Boolean)])].sort()
}

/** A zone as people read it: its name and its offset now, "Asia/Novosibirsk (GMT+07:00)". */
export const zoneLabel = (zone: string, now: Date = new Date()): string => {
  const offset = zoneOffsetMs(now.getTime(), zone) / MINUTE
  const sign = offset < 0 ? '−' : '+'
  const abs = Math.abs(offset)
  return `${zone.replaceAll('_', ' ')} (GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)})`
}

/** Start and end in words in `zone`, as one range: "24 ноября 2026 г., 10:00–18:00". */
export const rangeIn = (startsAt: string, endsAt: string, zone: string, locale: Locale): string => {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: zone })
  const start = new Date(startsAt)
  const end = new Date(endsAt)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return ''
  return format.formatRange(start, end)
}

/** A moment in words in `zone`, with the zone's short name: "24 нояб. 2026 г., 10:00 GMT+7". */
export const momentIn = (iso: string, zone: string, locale: Locale): string => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(date)
}

export type EventTimes = {
  /** The dates in the reader's zone. */
  reader: string
  /** The dates in the event's own zone, with its name, when its clock differs from the reader's. */
  event: string | null
}

/**
 * When an event is held, for a reader in `readerZone`: its dates in the reader's zone, and in its
 * own zone too when the two clocks read differently at its start or end.
 */
export const eventTimes = (
  event: { startsAt: string; endsAt: string; timeZone: string },
  readerZone: string,
  locale: Locale,
): EventTimes => {
  const start = Date.parse(event.startsAt)
  const end = Date.parse(event.endsAt)
  const differs =
    !Number.isNaN(start) &&
    !Number.isNaN(end) &&
    (zoneOffsetMs(start, event.timeZone) !== zoneOffsetMs(start, readerZone) ||
      zoneOffsetMs(end, event.timeZone) !== zoneOffsetMs(end, readerZone))
  return {
    reader: rangeIn(event.startsAt, event.endsAt, readerZone, locale),
    event: differs
      ? `${rangeIn(event.startsAt, event.endsAt, event.timeZone, locale)} (${zoneLabel(event.timeZone, new Date(start))})`
      : null,
  }
}
