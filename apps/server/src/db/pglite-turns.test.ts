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

it('keeps their order and their answers, failures included', async () => {
  const answers = await Promise.allSettled([
    client.query<{ n: number }>('select 1 as n'),
    client.query('select nonsense'),
    client.query<{ n: number }>('select $1::int as n', [3]),
  ])
  expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  expect(answers[2]?.status === 'fulfilled' && answers[2].value.rows).toEqual([{ n: 3 }])
})
