import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { databaseFingerprint } from './fingerprint'
import { useTestServer } from './test-server'

const env = useTestServer()
const run = (text: string) => env.db.execute(sql.raw(text))
const fingerprint = () => databaseFingerprint({ env })

describe('database fingerprint', () => {
  beforeAll(async () => {
    // Tables of the test's own, made before the first fingerprint, as the app's are.
    await run('create table fp_parent (id int primary key, name text)')
    await run('create table fp_child (id int primary key, parent int references fp_parent on delete cascade)')
    await run(`insert into fp_parent values (1, 'one'), (2, 'two')`)
    await run('insert into fp_child values (1, 1), (2, 2)')
    await fingerprint()
  })

  it('stays the same while nothing is written', async () => {
    expect(await fingerprint()).toEqual(await fingerprint())
  })

  it('changes with an insert, an update and a delete', async () => {
    for (const write of [
      `insert into fp_parent values (3, 'three')`,
      `update fp_parent set name = 'drei' where id = 3`,
      'delete from fp_parent where id = 3',
    ]) {
      const before = await fingerprint()
      await run(write)
      expect(await fingerprint(), write).not.toEqual(before)
    }
  })

  it('sees the rows a cascade deleted', async () => {
    const before = await fingerprint()
    await run('delete from fp_parent where id = 2')
    const after = await fingerprint()
    expect(after.fp_child).not.toBe(before.fp_child)
  })

  it('sees a truncated table', async () => {
    const before = await fingerprint()
    await run('truncate fp_child')
    expect((await fingerprint()).fp_child).not.toBe(before.fp_child)
  })

  it('is the same again after a write that was rolled back', async () => {
    const before = await fingerprint()
    await env.t.database
      .session(async (query) => {
        // PGlite's session is a transaction already; PostgreSQL's is a connection.
        await query('begin')
        await query(`insert into fp_parent values (4, 'four')`)
        throw new Error('roll back')
      })
      .catch(() => {})
    expect(await fingerprint()).toEqual(before)
  })

  // PGlite has one connection: nothing else runs while a transaction is open.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'sees a write that commits after a fingerprint taken while it was under way',
    async () => {
      let resume = () => {}
      let written = () => {}
      const wrote = new Promise<void>((resolve) => {
        written = resolve
      })
      const transaction = env.t.database.session(async (query) => {
        await query('begin')
        await query(`insert into fp_parent values (5, 'five')`)
        written()
        await new Promise<void>((resolve) => {
          resume = resolve
        })
        await query('commit')
      })
      await wrote
      const during = await fingerprint()
      resume()
      await transaction
      expect(await fingerprint()).not.toEqual(during)
    },
  )
})
