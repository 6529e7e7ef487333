// Search (issue 20: "search at 100,000 publications", p95 ≤ 1.5× the same SQL through pg; the plan
// uses the GIN index). The subject is the real server process answering POST /api/search2/query for
// a signed-in reader, with words in Russian and English from the seed's own vocabulary and a facet;
// the baseline runs, on a bare `pg` connection, the statements the search service sends for each of
// those requests: in its transaction the counts, the facets and the id page (as its query builders
// render them), then the page's rows and headlines. Both are measured sequentially (one request in
// flight), from the same worker on the load cpu, so p95 is a latency, not a queue.

import { SearchRequest } from '@nauka/contracts'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { findPublications } from '../../apps/server/src/modules/publications/publications.queries.ts'
import { findPublicationHeadlines } from '../../apps/server/src/modules/search/search.headlines.queries.ts'
import { countPosts } from '../../apps/server/src/modules/search/search.posts.queries.ts'
import {
  countPublications,
  findFacets,
  findPublicationPage,
} from '../../apps/server/src/modules/search/search.publications.queries.ts'
import { SEED_PASSWORD, seedEmail } from '../data/platform-seed.mjs'
import { EN, RU } from '../data/search-vocabulary.mjs'
import { runRequestLoop } from '../harness/pinned-workers.mjs'
import { signIn, startBenchServer } from '../harness/server.mjs'

export const name = 'search'

const SEARCH_URL = '/api/search2/query'
/** The GIN index of publications' search vectors (migration 0014_search). */
const GIN_INDEX = 'publications_search_idx'

/** Requests in both languages: common and rare words, a phrase-like pair, a facet. */
function requestBodies() {
  const words = [
    ...RU.keywords.slice(0, 6),
    ...EN.keywords.slice(0, 6),
    ...RU.rare.slice(0, 2),
    ...EN.rare.slice(0, 2),
  ].map((message) => ({ message }))
  return [
    ...words,
    { message: `${RU.keywords[1]} ${RU.keywords[2]}` },
    { message: EN.keywords[3], pdf: true },
  ]
}

/**
 * The statements the query builders send for a request, rendered without running them: a reader
 * whose `select` chains record `toSQL()` where they would be awaited (and answer no rows).
 */
function recorder(db) {
  const statements = []
  const wrap = (target) =>
    new Proxy(target, {
      get(object, key) {
        if (key === 'then')
          return (resolve) => {
            statements.push(object.toSQL())
            resolve([])
          }
        const value = object[key]
        if (typeof value !== 'function') return value
        return (...args) => {
          const result = value.apply(object, args)
          return result && typeof result === 'object' ? wrap(result) : result
        }
      },
    })
  return { statements, reader: { select: (...args) => wrap(db.select(...args)) } }
}

/** The skeleton statements of `request` (one transaction in the service), the page's last. */
async function skeletonStatements(db, request, readerId) {
  const { statements, reader } = recorder(db)
  await countPublications(reader, request, readerId)
  await countPosts(reader, request, readerId)
  await findFacets(reader, request, readerId)
  await findPublicationPage(reader, request, readerId, {
    limit: request.pageSize,
    offset: request.pageNumber * request.pageSize,
  })
  return statements
}

/** The rows and headlines of the page's ids, as the service loads them after the skeleton. */
async function pageStatements(db, request, ids) {
  const { statements, reader } = recorder(db)
  await findPublications(reader, ids)
  await findPublicationHeadlines(reader, ids, request.message, request.size === 'full')
  return statements
}

/** Whether PostgreSQL plans the word match through the GIN index. */
async function usesGin(client, statement) {
  const { rows } = await client.query(`explain ${statement.sql}`, statement.params)
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
  return { used: plan.includes(GIN_INDEX), plan }
}

export async function run(ctx) {
  const database = await openDatabase({ url: ctx.databaseUrl })
  const { db } = database
  const client = db.$client
  const server = await startBenchServer({ databaseUrl: ctx.databaseUrl }, { cpus: ctx.cpus.server })
  try {
    const email = seedEmail(ctx.seed, 1)
    const cookie = await signIn(server.baseUrl, email, SEED_PASSWORD, '10.40.0.1')
    const { rows: readers } = await client.query('select id from users where email = $1', [email])
    const readerId = readers[0].id
    const { rows: counted } = await client.query('select count(*)::int as n from publications')
    const publications = counted[0].n

    const cases = []
    for (const body of requestBodies()) {
      const request = SearchRequest.parse(body)
      const skeleton = await skeletonStatements(db, request, readerId)
      const ids = (await client.query(skeleton.at(-1).sql, skeleton.at(-1).params)).rows.map((r) => r.id)
      cases.push({ body, skeleton, ids, page: await pageStatements(db, request, ids) })
    }
    // The bare page query must pick the very ids the API shows.
    const probe = await fetch(`${server.baseUrl}${SEARCH_URL}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': '10.40.0.2' },
      body: JSON.stringify(cases[0].body),
    })
    const answer = await probe.json()
    if (probe.status !== 200 || answer.elements.map((e) => e.id).join() !== cases[0].ids.join())
      throw new Error(`search: the API (${probe.status}) and the bare page query disagree`)
    const gin = await usesGin(client, cases[0].skeleton.at(-1))

    // Each job has an address of its own (the per-address rule allows 120 searches a minute).
    const apiJobs = Array.from({ length: 2_000 }, (_, i) => ({
      method: 'POST',
      url: `${server.baseUrl}${SEARCH_URL}`,
      headers: {
        cookie,
        'content-type': 'application/json',
        'x-forwarded-for': `10.41.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify(cases[i % cases.length].body),
    }))
    const sqlJobs = cases.map((c) => ({ statements: [...c.skeleton, ...c.page] }))
    const seconds = ctx.quick ? 3 : 20
    const load = { connections: 1, seconds, warmup: cases.length }
    const api = await runRequestLoop({ ...load, jobs: apiJobs }, ctx.cpus.load)
    const bare = await runRequestLoop({ ...load, jobs: sqlJobs, databaseUrl: ctx.databaseUrl }, ctx.cpus.load)
    if (api.errors + api.non2xx > 0)
      throw new Error(`search: ${api.errors} errors, ${api.non2xx} answers other than 2xx`)

    const figures = (r) => ({ p50: r.p50, p95: r.p95, p99: r.p99, rps: r.rps, count: r.count })
    return [
      {
        metric: `search p95 at ${publications} publications (ru+en words, 1 connection) vs the same SQL on pg`,
        subject: api.p95,
        baseline: bare.p95,
        unit: 'ms',
        target: { ratio: '<=', value: 1.5 },
        extra: { api: figures(api), sql: figures(bare), queries: cases.length },
      },
      {
        metric: `search plan reads the GIN index ${GIN_INDEX} (1 yes, 0 no)`,
        subject: gin.used ? 1 : 0,
        baseline: 1,
        unit: 'yes/no',
        target: { ratio: '>=', value: 1 },
        extra: { plan: gin.plan },
      },
    ]
  } finally {
    await server.stop()
    await database.close()
  }
}
