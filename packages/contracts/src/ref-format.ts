import { MAX_ENTITY_ID } from './constants'

/**
 * DESIGN: a reference is `"<dictionary>:<id>"`, e.g. `"202:17"` a user or `"25:1"` active.
 * This module is the only place that builds or splits one (references.ts holds their schemas,
 * apart, so that a page that only builds references loads no zod).
 */
export type Ref<D extends number = number, I extends number | string = number | string> = `${D}:${I}`

/** A parsed reference; `id` is a number, or the UUID text for entities keyed by UUID. */
export type ParsedRef = { dictionary: number; id: number | string }

const SEPARATOR = ':'
// Dictionaries and numeric ids are PostgreSQL integers: at most 10 digits, and at most
// MAX_ENTITY_ID (checked after the pattern), so no reference fails in the database.
const MAX_DIGITS = 10
const DICTIONARY_SOURCE = `[1-9]\\d{0,${MAX_DIGITS - 1}}`
// Ids start at 0: SPEC 3 uses `"108:0"` (comments denied). No sign, no leading zeros.
const INTEGER_ID_SOURCE = `0|[1-9]\\d{0,${MAX_DIGITS - 1}}`
const UUID_SOURCE = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
const ID_SOURCE = `${INTEGER_ID_SOURCE}|${UUID_SOURCE}`

const REF_PATTERN = new RegExp(`^(${DICTIONARY_SOURCE})${SEPARATOR}(${ID_SOURCE})$`)
const ID_PATTERN = new RegExp(`^(?:${ID_SOURCE})$`)
const INTEGER_ID_PATTERN = new RegExp(`^(?:${INTEGER_ID_SOURCE})$`)

const fitsInteger = (value: number) => Number.isSafeInteger(value) && value <= MAX_ENTITY_ID
const isDictionary = (value: number) => fitsInteger(value) && value > 0
export const assertDictionary = (dictionary: number) => {
  if (!isDictionary(dictionary)) throw new RangeError(`Invalid reference dictionary: ${dictionary}`)
}
const isId = (value: number | string) =>
  typeof value === 'number'
    ? fitsInteger(value) && value >= 0
    : ID_PATTERN.test(value) && (!INTEGER_ID_PATTERN.test(value) || fitsInteger(Number(value)))

/**
 * Builds a reference; keeps literal types, so `formatRef(Dictionary.postStatus, 1)` is `'25:1'`.
 * Throws on a value no reference may hold: that is a programming error, not bad input.
 */
export const formatRef = <D extends number, I extends number | string>(dictionary: D, id: I): Ref<D, I> => {
  assertDictionary(dictionary)
  if (!isId(id)) throw new RangeError(`Invalid reference id: ${String(id)}`)
  return `${dictionary}${SEPARATOR}${id}` as Ref<D, I>
}

/** Splits a reference, or answers null for anything that is not exactly `"<dictionary>:<id>"`. */
export const parseRef = (value: unknown): ParsedRef | null => {
  if (typeof value !== 'string') return null
  const match = REF_PATTERN.exec(value)
  if (!match) return null
  const [, dictionary = '', id = ''] = match
  const ref = { dictionary: Number(dictionary), id: INTEGER_ID_PATTERN.test(id) ? Number(id) : id }
  return isDictionary(ref.dictionary) && isId(ref.id) ? ref : null
}

/**
 * The numeric id of a reference of `expectedDictionary`: `refId('202:17', Dictionary.user)` is 17.
 * Null when the value is malformed, belongs to another dictionary, or has a UUID id (use `parseRef`).
 */
export const refId = (value: unknown, expectedDictionary: number): number | null => {
  const ref = parseRef(value)
  if (!ref || ref.dictionary !== expectedDictionary || typeof ref.id !== 'number') return null
  return ref.id
}
