import { DialogType, ErrorBody, GeneralErrorCode, MessageSendAck } from '@nauka/contracts'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertDialog } from './modules/chat/messages.fixtures'
import type { TestSocket } from './platform/realtime/socket-test-client'
import type { RegisteredRoute } from './platform/route-table'
import { databaseFingerprint } from './test/fingerprint'
import { queryString, validSample } from './test/samples'
import { useTestServer } from './test/test-server'
import { createWorld, fillParams, ownedParams, type World } from './test/world'

/**
 * Property-based bad input over every JSON route and socket event the server has (issue 11): a
 * valid request is generated from the route's own schemas, then one part of it is replaced by
 * something hostile. Whatever comes, the answer is never a 500, a refusal is always in the error
 * format, and a refused request changes no row.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12)
const INT4_MAX = 2_147_483_647

/** Texts PostgreSQL cannot store or that break naive code. */
const hostileText = fc.oneof(
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '\u0000',
    '\uD800',
    '\uDFFF',
    'a\uD83Dz',
    '\uDC00\uD800',
    '\u202E',
    '%00',
    '../../etc/passwd',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 5000, maxLength: 20_000 }),
)

const hostileNumber = fc.oneof(
  fc.constantFrom(INT4_MAX + 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -1, -(2 ** 31) - 1, 0, 0.5, -0, 1e308, -1e308),
  fc.double({ noNaN: true }),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map((n) => n.toString()),
)

/** JSON text, so keys such as `__proto__` travel as they would from a hostile client. */
const deepNesting = fc.integer({ min: 50, max: 400 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth))
const hostileValue: fc.Arbitrary<string> = fc.oneof(
  hostileText.map((v) => JSON.stringify(v)),
  hostileNumber.map((v) => JSON.stringify(v)),
  fc.constantFrom(
    'true',
    'null',
    '[]',
    '{}',
    '[null]',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
  deepNesting,
  fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
)

type Json = unknown
/** The paths of the leaves (and inner nodes) of a JSON value, as key lists. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix]
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)
  return [prefix, ...entries.flatMap(([k, v]) => pathsOf(v, [...prefix, k]))]
}

/** The JSON text of `value` with the part at `path` replaced by the JSON text `replacement`. */
function replaceAt(value: Json, path: (string | number)[], replacement: string): string {
  const marker = `"@@hostile-${Math.random().toString(36).slice(2)}@@"`
  if (path.length === 0) return replacement
  const copy = structuredClone(value) as Record<string | number, Json>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>
  node[path.at(-1) as string | number] = JSON.parse(marker)
  return JSON.stringify(copy).replace(marker, replacement)
}

/** An extra key added at the top of an object body, by JSON text. */
const withExtraKey = (value: Json, key: string, replacement: string) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? JSON.stringify(value).replace(
        /^\{/,
        `{${JSON.stringify(key)}:${replacement}${Object.keys(value).length ? ',' : ''}`,
      )
    : replacement

const env = useTestServer({ listen: true })
let world: World
let current: Record<string, string>

beforeAll(async () => {
  world = await createWorld(env)
  current = await databaseFingerprint(world)
})

/** Writes that destroy the world's objects go last, so the other routes still find them. */
const destructiveLast = (a: RegisteredRoute, b: RegisteredRoute) =>
  Number(a.method === 'DELETE') - Number(b.method === 'DELETE')

describe('hostile input over HTTP', () => {
  it('never answers 500, always in the error format, and a refused request changes nothing', {
    timeout: 600_000,
  }, async () => {
    const routes = world.env.t.app
      .routeTable()
      // Signing out would end the session the fuzzer speaks with; it takes no input anyway.
      .filter(
        (r) => !r.multipart && !r.url.startsWith('/api/docs') && r.url !== '/*' && !r.url.endsWith('/logout'),
      )
      .toSorted(destructiveLast)
    expect(routes.length).toBeGreaterThan(70)
    const failures: string[] = []
    for (const route of routes) {
      const params = ownedParams(route.url, world) ?? {}
      const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string)
      const body = validSample(route.schema.body) ?? {}
      const query = (validSample(route.schema.querystring) ?? {}) as Record<string, unknown>
      const parts = [
        ...(route.method === 'GET' ? [] : pathsOf(body).map((path) => ({ kind: 'body' as const, path }))),
        ...(route.method === 'GET' ? [] : [{ kind: 'extra' as const, path: [] }]),
        ...Object.keys(query).map((key) => ({ kind: 'query' as const, path: [key] })),
        ...paramNames.map((name) => ({ kind: 'param' as const, path: [name] })),
      ]
      if (parts.length === 0) continue
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...parts),
          hostileValue,
          fc.string({ maxLength: 12 }),
          async (part, hostile, key) => {
            let url = fillParams(route.url, params) + queryString(query)
            let payload: string | undefined = route.method === 'GET' ? undefined : JSON.stringify(body)
            if (part.kind === 'body') payload = replaceAt(body, part.path, hostile)
            if (part.kind === 'extra') payload = withExtraKey(body, key || '__proto__', hostile)
            if (part.kind === 'query')
              url =
                fillParams(route.url, params) +
                queryString({ ...query, [String(part.path[0])]: JSON.parse(hostile) })
            if (part.kind === 'param') {
              const raw = JSON.parse(hostile)
              url =
                fillParams(route.url, {
                  ...params,
                  [String(part.path[0])]: encodeURIComponent(
                    typeof raw === 'string' ? raw : JSON.stringify(raw),
                  ),
                }) + queryString(query)
            }
            const res = await world.env.t.app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                cookie: world.owner.cookie,
                ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              payload,
            })
            const where = `${route.method} ${route.url} (${part.kind} ${part.path.join('.')} = ${hostile.slice(0, 60)})`
            if (res.statusCode >= 500)
              failures.push(
                `${where}: ${res.statusCode} at ${url.slice(0, 300)} with ${payload?.slice(0, 300)}`,
              )
            if (res.statusCode >= 400 && !ErrorBody.safeParse(safeJson(res.body)).success)
              failures.push(`${where}: ${res.statusCode} not in the error format`)
            const after = await databaseFingerprint(world)
            if (res.statusCode >= 400 && JSON.stringify(after) !== JSON.stringify(current))
              failures.push(`${where}: refused with ${res.statusCode}, but rows changed`)
            current = after
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: 11 },
      )
    }
    expect(failures.slice(0, 40)).toEqual([])
  })
})

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

describe('hostile input over the socket', () => {
  let socket: TestSocket
  /**
   * A group chat of its own: the HTTP run above may well delete the world's (a valid request to
   * delete a group is one of its samples, and which routes run first changes with the app's).
   */
  let dialog: number
  beforeAll(async () => {
    socket = await env.open(world.owner)
    dialog = await insertDialog(env.db, [world.owner.id, world.member.id], DialogType.Group)
  })

  const ack = (payload: unknown) => socket.emitWithAck('message', payload as never)

  it('answers every hostile message with an acknowledgement, never an internal error, and stores nothing refused', async () => {
    const base = { dialog, cType: 1, text: 'hello', files: [] }
    const parts = pathsOf(base).map((path) => path)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...parts), hostileValue, async (path, hostile) => {
        const before = await databaseFingerprint(world)
        const answer = MessageSendAck.parse(await ack(JSON.parse(replaceAt(base, path, hostile))))
        if (!answer.ok) {
          expect(answer.error.code, JSON.stringify(answer)).not.toBe(GeneralErrorCode.Internal)
          expect(await databaseFingerprint(world)).toEqual(before)
        }
      }),
      { numRuns: 60, seed: 11 },
    )
    expect(socket.connected).toBe(true)
  })

  it('survives hostile social events and still serves the next valid request', async () => {
    await fc.assert(
      fc.asyncProperty(hostileValue, async (hostile) => {
        socket.emit('social', JSON.parse(hostile) as never)
      }),
      { numRuns: 60, seed: 11 },
    )
    // The message limit may be spent by the test before; any answer but an internal error will do.
    const answer = MessageSendAck.parse(await ack({ dialog, cType: 1, text: 'still here' }))
    if (!answer.ok) expect(answer.error.code).toBe(GeneralErrorCode.TooManyRequests)
    const dialogs = await world.as.owner('GET', '/api/chat/v1/dialogs')
    expect(dialogs.statusCode).toBe(200)
    expect(socket.connected).toBe(true)
  })
})
