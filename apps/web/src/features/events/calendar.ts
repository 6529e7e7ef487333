import type { Locale } from '@nauka/contracts'
import { dayOf, instantOf } from './zoned'

/**
 * The month view of events, as pure functions of days (`YYYY-MM-DD`, calendar days of the
 * reader's zone): the grid of whole weeks, the events on each day, and the keyboard's moves.
 */

export type Month = { year: number; month: number }

export type GridDay = { key: string; date: number; inMonth: boolean }

const DAY_MS = 86_400_000

const dayKey = (utc: Date): string => utc.toISOString().slice(0, 10)
const utcOf = (key: string): Date => new Date(`${key}T00:00:00Z`)

/** The day `days` after `key` (before, when negative). */
export const addDays = (key: string, days: number): string =>
  dayKey(new Date(utcOf(key).getTime() + days * DAY_MS))

/** The month a day is in. */
export const monthOf = (key: string): Month => ({
  year: Number(key.slice(0, 4)),
  month: Number(key.slice(5, 7)),
})

/** The month `delta` months after `month` (1–12). */
export const shiftMonth = ({ year, month }: Month, delta: number): Month => {
  const index = year * 12 + (month - 1) + delta
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** The first day of a month as a day key. */
export const firstOfMonth = ({ year, month }: Month): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`

type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number }
  weekInfo?: { firstDay: number }
}

/** The weekday a week starts on, 0 Sunday … 6 Saturday: Monday in Russian, Sunday in English (US). */
export const weekStartOf = (locale: Locale): number => {
  const fallback = locale === 'en' ? 0 : 1
  try {
    const info = new Intl.Locale(locale === 'en' ? 'en-US' : locale) as WeekInfoLocale
    const first = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay
    return first === undefined ? fallback : first % 7
  } catch {
    return fallback
  }
}

/** The weeks a month spans, whole: days of the months around it fill the first and last. */
export const monthGrid = (month: Month, weekStart: number): GridDay[][] => {
  const first = firstOfMonth(month)
  const lead = (utcOf(first).getUTCDay() - weekStart + 7) % 7
  const next = firstOfMonth(shiftMonth(month, 1))
  const weeks: GridDay[][] = []
  let day = addDays(first, -lead)
  while (day < next || weeks.length === 0) {
    const week: GridDay[] = []
    for (let i = 0; i < 7; i += 1) {
      week.push({ key: day, date: Number(day.slice(8, 10)), inMonth: day.startsWith(first.slice(0, 7)) })
      day = addDays(day, 1)
    }
    weeks.push(week)
  }
  return weeks
}

/** The names of the weekdays in the grid's order, long and short ("понедельник", "пн"). */
export const weekdayNames = (locale: Locale, weekStart: number) => {
  // 2023-01-01 was a Sunday.
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2023, 0, 1 + ((weekStart + i) % 7))))
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  return days.map((d) => ({ long: long.format(d), short: short.format(d) }))
}

/** The month's name with its year: "ноябрь 2026 г.", "November 2026". */
export const monthTitle = (month: Month, locale: Locale): string => {
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcOf(firstOfMonth(month)),
  )
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

/** The moments that bound a grid in `zone`: from its first day's start to its last day's end. */
export const gridRange = (weeks: GridDay[][], zone: string): { from: string; to: string } => {
  const first = weeks[0]?.[0]?.key ?? '1970-01-01'
  const last = weeks.at(-1)?.at(-1)?.key ?? first
  return {
    from: instantOf(`${first}T00:00`, zone) ?? `${first}T00:00:00Z`,
    to: instantOf(`${addDays(last, 1)}T00:00`, zone) ?? `${addDays(last, 1)}T00:00:00Z`,
  }
}

/** The days a multi-day event is placed on at most (a year-long school would fill the grid anyway). */
const SPAN_DAYS_MAX = 42

/**
 * The events of each day in `zone`, in the order given: an event is on every day it spans (the
 * day its end falls on too, unless it ends at that day's midnight).
 */
export const eventsByDay = <E extends { startsAt: string; endsAt: string }>(
  events: readonly E[],
  zone: string,
): Map<string, E[]> => {
  const days = new Map<string, E[]>()
  for (const event of events) {
    const first = dayOf(event.startsAt, zone)
    if (!first) continue
    // A moment just before the end: an event ending at midnight does not spill into the next day.
    const endMoment = Math.max(Date.parse(event.startsAt), Date.parse(event.endsAt) - 1)
    const last = Number.isNaN(endMoment) ? first : dayOf(new Date(endMoment).toISOString(), zone)
    let day = first
    for (let i = 0; i < SPAN_DAYS_MAX && day <= last; i += 1) {
      const list = days.get(day) ?? []
      list.push(event)
      days.set(day, list)
      day = addDays(day, 1)
    }
  }
  return days
}

/**
 * Where a key moves the focus of the grid: arrows by a day or a week, Home and End to the week's
 * ends, Page Up and Down by a month; null for any other key.
 */
export const movedDay = (key: string, from: string, weekStart: number): string | null => {
  switch (key) {
    case 'ArrowLeft':
      return addDays(from, -1)
    case 'ArrowRight':
      return addDays(from, 1)
    case 'ArrowUp':
      return addDays(from, -7)
    case 'ArrowDown':
      return addDays(from, 7)
    case 'Home':
      return addDays(from, -((utcOf(from).getUTCDay() - weekStart + 7) % 7))
    case 'End':
      return addDays(from, 6 - ((utcOf(from).getUTCDay() - weekStart + 7) % 7))
    case 'PageUp':
    case 'PageDown': {
      const target = shiftMonth(monthOf(from), key === 'PageUp' ? -1 : 1)
      const lastDay = Number(addDays(firstOfMonth(shiftMonth(target, 1)), -1).slice(8, 10))
      const date = Math.min(Number(from.slice(8, 10)), lastDay)
      return `${firstOfMonth(target).slice(0, 8)}${String(date).padStart(2, '0')}`
    }
    default:
      return null
  }
}
