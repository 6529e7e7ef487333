import type { z } from 'zod'
import { text } from '../primitives'
import { LatinNameMessage } from './keys'

// SPEC 5: Latin letters, spaces, hyphens, apostrophes (typed or typographic) and dots: "O'Neil-Smith Jr.".
const LATIN_NAME = /^[A-Za-z .'’-]*$/

/** SPEC 5: an English name field (name, last name, authors …). Empty is allowed; use `required` to forbid it. */
export const LatinName = text({ error: LatinNameMessage.latinOnly })
  .trim()
  .regex(LATIN_NAME, { message: LatinNameMessage.latinOnly })
export type LatinName = z.infer<typeof LatinName>
