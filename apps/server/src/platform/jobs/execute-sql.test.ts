import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { type ScratchDatabase, scratchDatabase } from './scratch-database'

let scratch: ScratchDatabase
let database: Database
beforeAll(async () => {
  scratch = await scratchDatabase()
  database = await scratch.open()
})
afterAll(async () => {
  await database.close()
  await scratch.dispose()
})

it('answers the rows of the last statement of several, and of one with parameters', async () => {
  expect((await database.executeSql('select 1 as one; select 2 as two')).rows).toEqual([{ two: 2 }])
  expect((await database.executeSql('select $1::int + 1 as sum', [41])).rows).toEqual([{ sum: 42 }])
})

it('leaves no transaction open when a script of several statements fails part-way', async () => {
  // pg-boss installs its schema so, and two processes starting at once make the second one fail.
  await expect(
    database.executeSql('BEGIN; CREATE TABLE half_done (a int); SELECT 1 / 0; COMMIT;'),
  ).rejects.toThrow(/division by zero/)
  for (let query = 0; query < 3; query += 1)
    expect((await database.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }])
  expect((await database.executeSql("select to_regclass('half_done') as found")).rows).toEqual([
    { found: null },
  ])
})
