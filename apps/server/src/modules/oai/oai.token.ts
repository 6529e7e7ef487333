import { z } from 'zod'
import { type ListVerb, METADATA_PREFIXES, SET_SPEC } from './oai.vocabulary'

/**
 * Where a harvest stands between two pages of a list: the request's own selection, the last item
 * sent (lists are ordered by datestamp, then id, so the next page starts right after it whatever
 * changed meanwhile) and how many items went before. The keys are short: the token travels in
 * every harvester's next URL.
 */
const ListState = z.strictObject({
  v: z.enum(['ListIdentifiers', 'ListRecords']),
  p: z.enum(METADATA_PREFIXES),
  /** `from` and the first instant after `until`, ISO 8601. */
  f: z.iso.datetime().optional(),
  u: z.iso.datetime().optional(),
  s: z.string().regex(SET_SPEC).max(100).optional(),
  /** The updated_at (ISO, milliseconds) and id of the last item sent. */
  a: z.iso.datetime(),
  i: z.uuid(),
  /** Items sent before the next page (the OAI-PMH `cursor`). */
  c: z.number().int().min(1).max(1_000_000_000),
})

export interface ListState {
  verb: ListVerb
  metadataPrefix: (typeof METADATA_PREFIXES)[number]
  from?: Date
  untilBefore?: Date
  set?: string
  after: { updatedAt: Date; id: string }
  cursor: number
}

/**
 * The resumption token of a list state: its JSON in base64url. Opaque to harvesters; nothing in it
 * is secret (every item it points at is public), and `readToken` accepts only what `writeToken`
 * can have written, so a changed or made-up token is refused rather than trusted.
 */
export function writeToken(state: ListState): string {
  const wire: z.infer<typeof ListState> = {
    v: state.verb,
    p: state.metadataPrefix,
    ...(state.from && { f: state.from.toISOString() }),
    ...(state.untilBefore && { u: state.untilBefore.toISOString() }),
    ...(state.set !== undefined && { s: state.set }),
    a: state.after.updatedAt.toISOString(),
    i: state.after.id,
    c: state.cursor,
  }
  return Buffer.from(JSON.stringify(wire)).toString('base64url')
}

const BASE64URL = /^[A-Za-z0-9_-]{1,2000}$/

/** The list state of a token, or null for anything `writeToken` did not make (badResumptionToken). */
export function readToken(token: string): ListState | null {
  if (!BASE64URL.test(token)) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = ListState.safeParse(json)
  if (!parsed.success) return null
  const wire = parsed.data
  // Canonical form only: the same state written again must give the very same token.
  const state: ListState = {
    verb: wire.v,
    metadataPrefix: wire.p,
    ...(wire.f !== undefined && { from: new Date(wire.f) }),
    ...(wire.u !== undefined && { untilBefore: new Date(wire.u) }),
    ...(wire.s !== undefined && { set: wire.s }),
    after: { updatedAt: new Date(wire.a), id: wire.i.toLowerCase() },
    cursor: wire.c,
  }
  return writeToken(state) === token ? state : null
}
