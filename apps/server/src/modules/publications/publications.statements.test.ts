import { AccessLevel, Publication, PublicationPage } from '@nauka/contracts'
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
// trip and, built anew, ~70 µs of the server's CPU. The page once took 6: the item, its authors and
// its files apart, and an UPDATE of the item's row (a write and a dead row version) for every view.
describe('the statements of a publication page', () => {
  it('are 3 for another reader: session, the item with its authors and files, names; no write per read', async () => {
    const [owner, reader] = await Promise.all([env.newUser(), env.newUser()])
    const item = await publish(env.db, owner, env.as(owner), { level: AccessLevel.Open, files: 0 })
    const read = () => env.as(reader)('GET', `/api/core/publication/${item.id}`)
    await read()
    const log = recordStatements(env.t.database)
    const res = await read()
    const sql = log.stop()

    expect(res.statusCode, res.body).toBe(200)
    expect(Publication.parse(res.json()).meta.view_count).toBe(2)
    expect(sql, sql.join('\n')).toHaveLength(3)
    expect(sql.filter((text) => /^\s*update/i.test(text))).toEqual([])
  })

  it('are 2 for a range of its content: session, the item with its content file', async () => {
    const [owner, reader] = await Promise.all([env.newUser(), env.newUser()])
    const item = await publish(env.db, owner, env.as(owner), { level: AccessLevel.Open })
    const range = () =>
      env.as(reader)('GET', `/api/core/publication/${item.id}/content`, undefined, { range: 'bytes=10-19' })
    await range()
    const log = recordStatements(env.t.database)
    const res = await range()
    const sql = log.stop()

    expect(res.statusCode, res.body).toBe(206)
    expect(res.rawPayload).toHaveLength(10)
    expect(sql, sql.join('\n')).toHaveLength(2)
  })

  it('shows the authors and files of the item as its list does, in their order', async () => {
    const [owner, coauthor, reader] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
    const item = await publish(env.db, owner, env.as(owner), {
      level: AccessLevel.Open,
      files: 2,
      authors: [
        { lastName: 'Coauthor', firstName: 'Bea', rUser: `202:${coauthor.id}` },
        { lastName: 'Outsider', firstName: 'Cid' },
        { lastName: 'Owner', firstName: 'Ann', rUser: `202:${owner.id}` },
      ],
    })
    const page = Publication.parse((await env.as(reader)('GET', `/api/core/publication/${item.id}`)).json())
    const listed = await env.as(reader)('POST', '/api/core/publication/fetch', {
      rAuthor: `202:${coauthor.id}`,
    })
    const [inList] = PublicationPage.parse(listed.json()).elements
    expect(page.authors.map((a) => a.user?.rEntity ?? a.lastName)).toEqual([
      `202:${coauthor.id}`,
      'Outsider',
      `202:${owner.id}`,
    ])
    expect(page.contents.map((file) => file.id)).toEqual(item.files.map((file) => file.id))
    expect({ ...page, meta: null }).toEqual({ ...inList, meta: null })
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
