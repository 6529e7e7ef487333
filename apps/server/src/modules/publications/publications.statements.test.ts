import { AccessLevel, Publication } from '@nauka/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { publications } from '../../db/schema'
import { recordStatements } from '../../test/statements'
import { useTestServer } from '../../test/test-server'
import { publish } from './publications.fixtures'
import { pendingViews } from './publications.views'

const env = useTestServer()

const storedViews = async (id: string) => {
  const [row] = await env.db
    .select({ views: publications.viewCount })
    .from(publications)
    .where(eq(publications.id, id))
  return row?.views
}

// A regression guard of the publication page's throughput (issue 20): every statement is a round
// trip and, built anew, ~70 µs of the server's CPU. The page once took 6, one of them an UPDATE of
// the item's row (a write and a dead row version) for every view.
describe('the statements of a publication page', () => {
  it('are 5 for another reader: session, item, authors, files, names; the view is not written per read', async () => {
    const [owner, reader] = await Promise.all([env.newUser(), env.newUser()])
    const item = await publish(env.db, owner, env.as(owner), { level: AccessLevel.Open, files: 0 })
    const read = () => env.as(reader)('GET', `/api/core/publication/${item.id}`)
    await read()
    const log = recordStatements(env.t.database)
    const res = await read()
    const sql = log.stop()

    expect(res.statusCode, res.body).toBe(200)
    expect(Publication.parse(res.json()).meta.view_count).toBe(2)
    expect(sql, sql.join('\n')).toHaveLength(5)
    expect(sql.filter((text) => /^\s*update/i.test(text))).toEqual([])
  })

  it('writes the views of many reads in one update, counting them all meanwhile', async () => {
    const [owner, reader] = await Promise.all([env.newUser(), env.newUser()])
    const client = env.as(owner)
    const [first, second] = await Promise.all([
      publish(env.db, owner, client, { level: AccessLevel.Open, files: 0 }),
      publish(env.db, owner, client, { level: AccessLevel.Open, files: 0 }),
    ])
    if (!first || !second) throw new Error('not published')
    const views = pendingViews(env.db)
    await views.flush()
    for (const id of [first.id, first.id, second.id, first.id])
      expect((await env.as(reader)('GET', `/api/core/publication/${id}`)).statusCode).toBe(200)
    expect(await storedViews(first.id)).toBe(0)
    const owned = Publication.parse((await client('GET', `/api/core/publication/${first.id}`)).json())
    expect(owned.meta.view_count).toBe(3)

    const log = recordStatements(env.t.database)
    await views.flush()
    const sql = log.stop()
    expect(sql, sql.join('\n')).toHaveLength(1)
    expect([await storedViews(first.id), await storedViews(second.id)]).toEqual([3, 1])
    expect(views.of(first.id)).toBe(0)
    const after = Publication.parse((await client('GET', `/api/core/publication/${first.id}`)).json())
    expect(after.meta.view_count).toBe(3)
  })
})
