import { PGlite, types } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { overlayQueryParsers } from './pglite-parsers'
import { takeTurns } from './pglite-turns'

const stamps = pgTable('stamps', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  ids: integer('ids').array().notNull(),
})

let client: PGlite

beforeAll(async () => {
  client = await PGlite.create()
  overlayQueryParsers(client)
  takeTurns(client)
  await client.exec(`create table stamps (id integer primary key, at timestamptz(3) not null, ids integer[] not null);
    insert into stamps values (1, '2026-03-04 05:06:07.089+00', '{3,1,2}')`)
})

afterAll(() => client.close())

const AT = new Date('2026-03-04T05:06:07.089Z')

it("reads through drizzle with its parsers laid over the instance's: dates, arrays, numbers", async () => {
  const db = drizzle({ client })
  expect(await db.select().from(stamps)).toEqual([{ id: 1, at: AT, ids: [3, 1, 2] }])
  expect((await db.execute(sql`select at, ids from stamps`)).rows).toEqual([
    { at: '2026-03-04 05:06:07.089+00', ids: [3, 1, 2] },
  ])
})

it("keeps the instance's parsers for a query without its own, and after one with its own", async () => {
  const own = client.parsers
  const raw = () => client.query<{ at: unknown; ids: unknown }>('select at, ids from stamps')
  expect((await raw()).rows).toEqual([{ at: AT, ids: [3, 1, 2] }])
  const kept = await client.query('select at from stamps', [], { parsers: { [types.TIMESTAMPTZ]: (v) => v } })
  expect(kept.rows).toEqual([{ at: '2026-03-04 05:06:07.089+00' }])
  expect(client.parsers).toBe(own)
  expect((await raw()).rows).toEqual([{ at: AT, ids: [3, 1, 2] }])
  await expect(client.query('select nope', [], { parsers: {} })).rejects.toThrow()
  expect(client.parsers).toBe(own)
})

it("does not copy the instance's parsers for each query that brings its own", async () => {
  let reads = 0
  // An entry read only by a copy of the whole object: a lookup by type never asks for it.
  Object.defineProperty(client.parsers, 'copy-probe', {
    enumerable: true,
    configurable: true,
    get: () => {
      reads += 1
      return () => null
    },
  })
  try {
    await drizzle({ client }).select().from(stamps)
    expect(reads).toBe(0)
  } finally {
    delete client.parsers['copy-probe']
  }
})
