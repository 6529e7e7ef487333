import { z } from 'zod'
import { text } from '../primitives'
import type { ValueOf } from '../types'
import type { REQUIRED } from './keys'

type RequiredKey = ValueOf<typeof REQUIRED>

/** SPEC 5: a non-empty text field; blank input (spaces only) counts as empty. */
export const required = (key: RequiredKey) => text({ error: key }).trim().min(1, { message: key })

/** SPEC 5: a list field that needs at least one entry (authors, keywords). */
export const requiredList = <T extends z.ZodType>(item: T, key: RequiredKey) =>
  z.array(item, { error: key }).min(1, { message: key })
