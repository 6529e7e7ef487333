// Search (issue 20: "search at 100,000 publications", p95 ≤ 1.5× the same SQL through pg; the plan
// uses the GIN index). The subject is the real server process answering POST /api/search2/query for
// a signed-in reader, with words in Russian and English from the seed's own vocabulary and a facet.
// The baseline replays, on a bare `pg` connection, every statement the server sends for each of
// those requests (captured from the server's own app answering it in this process: the search's
// transaction with the counts of the three kinds, the facets and the id page, then the page's rows,
// hydration and headlines), except the history row the answer does not wait for. Both are measured
// sequentially (one request in flight) from the same worker on the load cpu, so p95 is a latency,
// not a queue. Requests ask for no compression: the baseline sends no answer over HTTP either.

import { SEED_PASSWORD, seedEmail } from '../data/platform-seed.mjs'
import { EN, RU } from '../data/search-vocabulary.mjs'
import { runRequestLoop } from '../harness/pinned-workers.mjs'
import { signIn, startBenchServer } from '../harness/server.mjs'
import { startCapturingApp } from '../harness/sql-capture.mjs'

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

/** What the answer waits for: the history insert runs after it, unawaited (search.routes.ts). */
const awaited = (statement) => !/^\s*insert\b/i.test(statement.sql)

/**
 * Whether PostgreSQL plans each statement that matches publications' words through the GIN index;
 * answers the plans of those statements.
 */
async function ginPlans(client, statements) {
  const matching = statements.filter((s) => /"publications"\."search_vector" @@/.test(s.sql))
  const plans = []
  for (const statement of matching) {
    const { rows } = await client.query(`explain ${statement.sql}`, statement.params)
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'))
  }
  return { used: plans.length > 0 && plans.every((plan) => plan.includes(GIN_INDEX)), plans }
}

/** Ids of an answer's hits, to check that two answers show the same page. */
const idsOf = (page) => page.elements.map((e) => e.id).join()

/**
 * Each request answered once by the server's app in this process, with the statements it sent, the
 * plans of the first one's word matches and the number of publications. The app is closed before
 * any load runs, so its background work (job polling) never competes with the measurement.
 */
async function captureCases(databaseUrl, cookie) {
  const local = await startCapturingApp(databaseUrl)
  try {
    const cases = []
    for (const [i, body] of requestBodies().entries()) {
      const { result, statements } = await local.capture(() =>
        local.app.inject({
          method: 'POST',
          url: SEARCH_URL,
          headers: { cookie },
          remoteAddress: `10.42.0.${i + 1}`,
          payload: body,
        }),
      )
      if (result.statusCode !== 200)
        throw new Error(`search ${JSON.stringify(body)} answered ${result.statusCode}: ${result.body}`)
      cases.push({ body, page: result.json(), statements: statements.filter(awaited) })
    }
    const client = local.db.$client
    const gin = await ginPlans(client, cases[0].statements)
    const { rows } = await client.query('select count(*)::int as n from publications')
    return { cases, gin, publications: rows[0].n }
  } finally {
    await local.close()
  }
}

const figures = (r) => ({ p50: r.p50, p95: r.p95, p99: r.p99, rps: r.rps, count: r.count })

export async function run(ctx) {
  const server = await startBenchServer({ databaseUrl: ctx.databaseUrl }, { cpus: ctx.cpus.server })
  try {
    const cookie = await signIn(server.baseUrl, seedEmail(ctx.seed, 1), SEED_PASSWORD, '10.40.0.1')
    const { cases, gin, publications } = await captureCases(ctx.databaseUrl, cookie)
    // The server process must show the page the captured statements made.
    const probe = await fetch(`${server.baseUrl}${SEARCH_URL}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': '10.40.0.2' },
      body: JSON.stringify(cases[0].body),
    })
    if (probe.status !== 200 || idsOf(await probe.json()) !== idsOf(cases[0].page))
      throw new Error(`search: the server (${probe.status}) and the captured run disagree`)

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
    const sqlJobs = cases.map((c) => ({ statements: c.statements }))
    // Sequential calls of up to a second each at 100,000 publications: 30 s give p95 some samples.
    const seconds = ctx.quick ? 3 : 30
    const load = { connections: 1, seconds, warmup: cases.length }
    const api = await runRequestLoop({ ...load, jobs: apiJobs }, ctx.cpus.load)
    const bare = await runRequestLoop({ ...load, jobs: sqlJobs, databaseUrl: ctx.databaseUrl }, ctx.cpus.load)
    if (api.errors + api.non2xx + bare.errors > 0)
      throw new Error(
        `search: ${api.errors} errors, ${api.non2xx} non-2xx answers, ${bare.errors} SQL errors`,
      )

    const perRequest = cases.map((c) => c.statements.length)
    return [
      {
        metric: `search p95 at ${publications} publications (ru+en words, 1 connection) vs its SQL replayed on pg`,
        subject: api.p95,
        baseline: bare.p95,
        unit: 'ms',
        target: { ratio: '<=', value: 1.5 },
        extra: {
          api: figures(api),
          sql: figures(bare),
          queries: cases.length,
          statementsPerRequest: `${Math.min(...perRequest)}-${Math.max(...perRequest)}`,
        },
      },
      {
        metric: `search plan reads the GIN index ${GIN_INDEX} (1 yes, 0 no)`,
        subject: gin.used ? 1 : 0,
        baseline: 1,
        unit: 'yes/no',
        target: { ratio: '>=', value: 1 },
        extra: { plans: gin.plans },
      },
    ]
  } finally {
    await server.stop()
  }
}
