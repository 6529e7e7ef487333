import { describe, expect, it } from 'vitest'
import { recordStatements } from '../../test/statements'
import { useTestServer } from '../../test/test-server'
import { findProfileFollows } from './follow.queries'

const env = useTestServer()

/**
 * The plan PostgreSQL picks for `text` when no index path is refused: with sequential scans priced
 * out, a table still read whole has no index that answers the statement (a test table is too small
 * for the planner to prefer an index on its own).
 */
async function planOf(text: string, values: unknown[]): Promise<string> {
  return env.t.database.session(async (run) => {
    await run('begin')
    try {
      await run('set local enable_seqscan = off')
      const rows = await run(`explain ${text}`, values)
      return rows.map((row) => String(row['QUERY PLAN'])).join('\n')
    } finally {
      await run('rollback')
    }
  })
}

// A full profile's follow counts and relations are one statement over the owner's follows; read
// without an index it went over every follow (68 profiles a second at 200,000 follows, issue 20).
describe('the plan of a profile page’s follows', () => {
  it('reads the follows of the owner by index, both ways', async () => {
    const [owner, viewer] = await Promise.all([env.newUser(), env.newUser()])
    const log = recordStatements(env.t.database)
    await findProfileFollows(env.db, owner.id, viewer.id)
    const [text] = log.stop().filter((sql) => sql.includes('bool_or'))
    if (!text) throw new Error('the statement was not recorded')
    const count = text.match(/\$\d+/g)?.length ?? 0
    const plan = await planOf(
      text,
      Array.from({ length: count }, () => owner.id),
    )
    expect(plan).not.toMatch(/Seq Scan/)
    expect(plan).toMatch(/follows_blocked_by_idx/)
  })
})
