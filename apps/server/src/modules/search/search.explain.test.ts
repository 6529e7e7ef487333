import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { publications } from '../../db/schema'
import { useTestServer } from '../../test/test-server'
import { publish } from '../publications/publications.fixtures'
import { publicationConditions } from './search.filters.queries'

const env = useTestServer()

/** Rows enough that reading the whole table costs more than the index: the planner's choice on both databases. */
const FILLER_ROWS = 5000

beforeAll(async () => {
  const owner = await env.newUser()
  await publish(env.db, owner, env.as(owner), { files: 0, metadata: { title: 'Ichthyosaur burrows' } })
  // Filler items with words of their own, their vectors made as publication_search_vector makes them.
  await env.db.execute(sql`
    insert into ${publications} (id, owner_id, access_level, metadata, title)
    select gen_random_uuid(), ${owner.id}::integer, 1, '{}'::jsonb,
      'Filler study ' || g || ' of lemma' || (g % 997) || ' and topic' || (g % 101)
    from generate_series(1, ${FILLER_ROWS}::integer) g`)
  await env.db.execute(
    sql`update ${publications} set search_vector = publication_search_vector(id) where search_vector is null`,
  )
  // VACUUM moves the GIN pending list into the index, whose cost the planner else overestimates.
  await env.db.execute(sql`vacuum analyze ${publications}`)
})

/** The plan of a query as text (PGlite and node-postgres both answer rows of "QUERY PLAN"). */
async function planOf(query: { getSQL(): unknown }): Promise<string> {
  const result = (await env.db.execute(sql`explain ${query}`)) as unknown as {
    rows: Record<string, string>[]
  }
  return result.rows.map((row) => Object.values(row).join(' ')).join('\n')
}

describe('the text query', () => {
  it('reads the GIN index publications_search_idx, for a visitor and for a signed-in reader', async () => {
    for (const readerId of [null, 1]) {
      const query = env.db
        .select({ id: publications.id })
        .from(publications)
        .where(publicationConditions({ message: 'ichthyosaur' }, readerId))
      const plan = await planOf(query)
      expect(plan, plan).toContain('publications_search_idx')
    }
  })
})
