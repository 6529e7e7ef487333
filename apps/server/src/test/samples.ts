import { faker } from '@faker-js/faker'
import { AcademicDegreeInput, ContactInput, LaborActivityInput, ObjIdentifierPatch } from '@nauka/contracts'
import type { z } from 'zod'
import { fake, seed, setFaker } from 'zod-schema-faker/v4'
import { validContact, validLabor, validOrcid } from '../modules/profile/profile.fixtures'

setFaker(faker)

/**
 * Samples of the schemas whose rules the generator cannot meet (references to catalogues, check
 * digits, rules across fields). Keyed by schema, not by route: every route taking one is covered.
 */
const KNOWN_VALID = new Map<unknown, unknown>([
  [LaborActivityInput, validLabor],
  [AcademicDegreeInput, { cDegree: '55:1', year: 2010 }],
  [ContactInput, validContact],
  [ObjIdentifierPatch, validOrcid],
])

/**
 * A value the schema accepts, generated from the schema itself (zod-schema-faker) so a new route
 * needs no hand-written sample. Refinements the generator cannot see are met by trying again with
 * the next seed; null when none of the tries passes.
 */
export function validSample(schema: unknown, tries = 200): unknown {
  if (!schema) return undefined
  if (KNOWN_VALID.has(schema)) return KNOWN_VALID.get(schema)
  const zod = schema as z.ZodType
  for (let i = 0; i < tries; i += 1) {
    seed(i + 1)
    let value: unknown
    try {
      value = fake(zod)
    } catch {
      continue
    }
    if (zod.safeParse(value).success) return value
  }
  return null
}

/** A query string of the generated values (objects and arrays as JSON, as no route takes them). */
export function queryString(values: unknown): string {
  if (!values || typeof values !== 'object') return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    if (value === undefined) continue
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
