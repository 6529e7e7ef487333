import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { takeTurns } from './pglite-turns'

let client: PGlite

beforeAll(async () => {
  client = await PGlite.create()
  takeTurns(client)
})

afterAll(() => client.close())

/** Counts turns of the event loop until stopped. */
function turnCounter(): { now(): number; stop(): void } {
  let turns = 0
  let stopped = false
  const next = () => {
    turns += 1
    if (!stopped) setImmediate(next)
  }
  setImmediate(next)
  return {
    now: () => turns,
    stop: () => {
      stopped = true
    },
  }
}

it('lets the event loop turn between statements that were waiting together', async () => {
  const turns = turnCounter()
  const at = await Promise.all([
    ...Array.from({ length: 5 }, () => client.query('select 1').then(() => turns.now())),
    client.exec('select 2').then(() => turns.now()),
    client.transaction((tx) => tx.query('select 3')).then(() => turns.now()),
  ])
  turns.stop()
  for (let i = 1; i < at.length; i += 1) expect(at[i]).toBeGreaterThan(at[i - 1] ?? 0)
})

it('lets the event loop turn between the statements of a transaction', async () => {
  const turns = turnCounter()
  const at: number[] = []
  const answers = await client.transaction(async (tx) => {
    const rows = []
    for (const n of [1, 2, 3]) {
      rows.push(...(await tx.query<{ n: number }>('select $1::int as n', [n])).rows)
      await tx.exec('select 0')
      at.push(turns.now())
    }
    return rows
  })
  turns.stop()
  expect(answers).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
  expect(at[1]).toBeGreaterThan(at[0] ?? 0)
  expect(at[2]).toBeGreaterThan(at[1] ?? 0)
})

it('keeps a transaction whole: a statement from outside waits for its end, a failure rolls it back', async () => {
  await client.exec('create table if not exists turns_t (n int)')
  const order: string[] = []
  const inside = client.transaction(async (tx) => {
    await tx.query('insert into turns_t values (1)')
    order.push('tx insert')
    await tx.query('insert into turns_t values (2)')
    order.push('tx insert')
  })
  const outside = client.query<{ c: number }>('select count(*)::int as c from turns_t').then((r) => {
    order.push('outside')
    return r.rows[0]?.c
  })
  const failed = client.transaction(async (tx) => {
    await tx.query('insert into turns_t values (3)')
    await tx.query('select nonsense')
  })
  await expect(failed).rejects.toThrow()
  expect(await outside).toBe(2)
  await inside
  expect(order).toEqual(['tx insert', 'tx insert', 'outside'])
  expect((await client.query('select n from turns_t order by n')).rows).toEqual([{ n: 1 }, { n: 2 }])
})

it('keeps their order and their answers, failures included', async () => {
  const answers = await Promise.allSettled([
    client.query<{ n: number }>('select 1 as n'),
    client.query('select nonsense'),
    client.query<{ n: number }>('select $1::int as n', [3]),
  ])
  expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  expect(answers[2]?.status === 'fulfilled' && answers[2].value.rows).toEqual([{ n: 3 }])
})
