import { z } from 'zod'
import { MAX_ENTITY_ID } from './constants'
import { DateMessage, IdMessage, TextMessage } from './validation/keys'

/**
 * The two building blocks of every request schema: a text and a numeric id that PostgreSQL can
 * take. Anything else would pass validation and fail in the database (an answer of 500).
 */

// A high surrogate without a low one after it, or a low one without a high one before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Whether PostgreSQL can store the text: its `text` columns refuse U+0000, and a lone UTF-16
 * surrogate has no UTF-8 form (drivers would silently turn it into U+FFFD).
 */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value)

/**
 * The base of every text a request carries: `z.string()` that refuses what PostgreSQL cannot store.
 * Chain `trim`, `min`, `max`, `regex` as on `z.string()`; the check runs first, on the raw text.
 */
export const text = (params?: string | z.core.$ZodStringParams) =>
  z.string(params).refine(isStorableText, { message: TextMessage.unstorable, abort: true })

// A missing id keeps zod's own message, which the server words as "required".
const idError = (issue: { input?: unknown }) => (issue.input === undefined ? undefined : IdMessage.invalid)

/**
 * The id of an entity in a JSON body: a positive integer that fits PostgreSQL `integer`
 * (`MAX_ENTITY_ID`). One message per field: the first failing rule stops the others.
 */
export const Id = z
  .number({ error: idError })
  .max(MAX_ENTITY_ID, { message: IdMessage.tooLarge, abort: true })
  .int({ message: IdMessage.invalid, abort: true })
  .positive({ message: IdMessage.invalid })

/**
 * The same id where it may arrive as text (`"17"` becomes 17): path and query parameters, and the
 * body fields that have always accepted numeric text (chat, post and comment ids).
 */
export const IdParam = z.coerce
  .number({ error: idError })
  .max(MAX_ENTITY_ID, { message: IdMessage.tooLarge, abort: true })
  .int({ message: IdMessage.invalid, abort: true })
  .positive({ message: IdMessage.invalid })

// PostgreSQL's timestamptz reads years 0001–9999 as written, and UTC offsets of at most 15:59;
// real offsets stop at +14:00.
const OFFSET = /([+-])(\d{2}):?(\d{2})$/
const isStorableMoment = (value: string): boolean => {
  if (Number(value.slice(0, 4)) < 1 || !Number.isFinite(Date.parse(value))) return false
  const offset = OFFSET.exec(value)
  return !offset || Number(offset[2]) <= 14
}

/** A moment in a request (paging cursors): ISO 8601 with an offset, in a range the database reads. */
export const DateTimeParam = z.iso
  .datetime({ offset: true, message: DateMessage.invalid })
  .refine(isStorableMoment, { message: DateMessage.outOfRange })

/** A yes/no of a query string (`true`/`false`/`1`/`0`), or of JSON. */
export const QueryFlag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
)

/** Numbered pages from 1, `size` items a page unless asked otherwise (at most 100). */
export const pageQuery = (size: number) => ({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(size),
})
