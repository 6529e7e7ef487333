import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { routesOf } from './route'
import { API } from './table'

/** Kinds of schema whose output differs from their input. */
const CHANGING = new Set(['default', 'prefault', 'catch', 'pipe', 'transform'])

/** The kinds of every schema inside `schema` that change a value, with where they sit. */
const changesIn = (schema: z.ZodType, seen = new Set<unknown>()): string[] => {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string; coerce?: boolean }
  const own = CHANGING.has(def.type) || def.coerce ? [def.type] : []
  const inner = def.type === 'lazy' ? [(def.getter as () => z.ZodType)()] : Object.values(def)
  const children = inner.flatMap((value) =>
    Array.isArray(value)
      ? value
      : value && typeof value === 'object' && !('_zod' in value)
        ? Object.values(value)
        : [value],
  )
  return [
    ...own,
    ...children
      .filter((child): child is z.ZodType => !!child && typeof child === 'object' && '_zod' in child)
      .flatMap((child) => changesIn(child, seen)),
  ]
}

describe('response schemas', () => {
  // The web app's production build does not parse answers again (apps/web/src/api/api.ts): that is
  // only the same data if parsing an answer changes nothing.
  it('change no value: no default, coercion or transform in any answer', () => {
    const changing = routesOf(API).flatMap((route) =>
      Object.entries(route.responses).flatMap(([status, schema]) =>
        schema ? changesIn(schema).map((kind) => `${route.method} ${route.path} ${status}: ${kind}`) : [],
      ),
    )
    expect(changing).toEqual([])
  })

  it('are read through: a default inside is found', async () => {
    const { z } = await import('zod')
    expect(changesIn(z.object({ list: z.array(z.object({ n: z.number().default(1) })) }))).toEqual([
      'default',
    ])
  })
})
