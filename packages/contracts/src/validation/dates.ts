import { z } from 'zod'
import { DateMessage } from './keys'

/** SPEC 3, 9: a YYYY-MM-DD date that exists in the calendar (zod checks month lengths and leap years). */
export const IsoDate = z.iso.date({ message: DateMessage.invalid })
export type IsoDate = z.infer<typeof IsoDate>

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** Today's date (local time of the running process) as YYYY-MM-DD. */
export const isoToday = (now: Date = new Date()): string =>
  `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`
