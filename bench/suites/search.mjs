// Search (issue 20: "search at 100,000 publications", p95 ≤ 1.5× the same SQL through pg; the plan
// uses the GIN index). The subject is the real server process answering POST /api/search2/query for
// a signed-in reader, with words in Russian and English from the seed's own vocabulary and a facet.
// The baseline is the pages rows' bare handler (harness/page-capture.mjs): every statement the
// server sent for each of those requests, captured in its process, replayed through pg (the
// search's transaction with the counts of the three kinds, the facets and the id page, then the
// page's rows, hydration and headlines) and the same JSON answered, except the history transaction
// the answer does not wait for. Both are measured sequentially (one request in flight) from the same
// worker on the load cpu, so p95 is a latency, not a queue. Requests ask for no compression.

import { SEED_PASSWORD, seedEmail } from '../data/platform-seed.mjs'
import { EN, RU } from '../data/search-vocabulary.mjs'
import { capturePages, startReplayServer } from '../harness/page-capture.mjs'
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

/** The size of the server's pg pool (openDatabase in apps/server/src/db/client.ts). */
const POOL_SIZE = 10

/** A replay plan without the history transaction, which runs after the answer (search.routes.ts). */
const withoutHistory = (plan) =>
  plan
    .map((step) =>
      step.filter((unit) => !unit.statements.some((s) => /insert into "saved_searches"/i.test(s.text))),
    )
    .filter((step) => step.length > 0)

/** The statements of a replay plan, in order. */
const statementsOf = (plan) => plan.flat().flatMap((unit) => unit.statements)

/**
 * Whether PostgreSQL plans each statement that matches publications' words through the GIN index;
 * answers those plans and the number of publications.
 */
async function ginPlans(databaseUrl, statements) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const matching = statements.filter((s) => /"publications"\."search_vector" @@/.test(s.text))
    const plans = []
    for (const statement of matching) {
      const { rows } = await client.query(`explain ${statement.text}`, statement.values)
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'))
    }
    const publications = (await client.query('select count(*)::int as n from publications')).rows[0].n
    return { used: plans.length > 0 && plans.every((plan) => plan.includes(GIN_INDEX)), plans, publications }
  } finally {
    await client.end()
  }
}

/** Ids of an answer's hits, to check that two answers show the same page. */
const idsOf = (page) => page.elements.map((e) => e.id).join()

/** Each request answered once by a server that records the SQL it sends (page-capture.mjs). */
async function captureCases(ctx, bodies) {
  const email = seedEmail(ctx.seed, 1)
  const captured = await capturePages(
    { databaseUrl: ctx.databaseUrl },
    {
      cpus: ctx.cpus.server,
      prepare: async (baseUrl) => {
        const cookie = await signIn(baseUrl, email, SEED_PASSWORD, '10.43.0.1')
        return bodies.map((body, i) => ({
          key: String(i),
          method: 'POST',
          path: SEARCH_URL,
          body,
          user: { cookie, ip: `10.43.1.${i + 1}` },
        }))
      },
    },
  )
  for (const c of captured)
    if (c.status !== 200)
      throw new Error(`search ${c.key} answered ${c.status} on capture: ${JSON.stringify(c.answer)}`)
  return captured.map((c) => ({ ...c, plan: withoutHistory(c.plan) }))
}

const figures = (r) => ({ p50: r.p50, p95: r.p95, p99: r.p99, rps: r.rps, count: r.count })

export async function run(ctx) {
  const bodies = requestBodies()
  // In the bodies' order, each with the server's `answer` and its replay `plan`.
  const cases = await captureCases(ctx, bodies)
  const gin = await ginPlans(ctx.databaseUrl, statementsOf(cases[0].plan))
  const server = await startBenchServer({ databaseUrl: ctx.databaseUrl }, { cpus: ctx.cpus.server })
  let bare
  try {
    const cookie = await signIn(server.baseUrl, seedEmail(ctx.seed, 1), SEED_PASSWORD, '10.40.0.1')
    // The server process must show the page the captured statements made.
    const probe = await fetch(`${server.baseUrl}${SEARCH_URL}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': '10.40.0.2' },
      body: JSON.stringify(bodies[0]),
    })
    if (probe.status !== 200 || idsOf(await probe.json()) !== idsOf(cases[0].answer))
      throw new Error(`search: the server (${probe.status}) and the captured run disagree`)
    bare = await startReplayServer(cases, { url: ctx.databaseUrl, poolSize: POOL_SIZE }, ctx.cpus.server)

    // Each job has an address of its own (the per-address rule allows 120 searches a minute).
    const apiJobs = Array.from({ length: 2_000 }, (_, i) => ({
      method: 'POST',
      url: `${server.baseUrl}${SEARCH_URL}`,
      headers: {
        cookie,
        'content-type': 'application/json',
        'x-forwarded-for': `10.41.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify(bodies[i % bodies.length]),
    }))
    const bareJobs = cases.map((_, i) => ({ url: `${bare.baseUrl}/${i}` }))
    // Sequential calls of up to a second each at 100,000 publications: 30 s give p95 some samples.
    const seconds = ctx.quick ? 2 : 30
    const load = { connections: 1, seconds, warmup: cases.length }
    const api = await runRequestLoop({ ...load, jobs: apiJobs }, ctx.cpus.load)
    const replay = await runRequestLoop({ ...load, jobs: bareJobs }, ctx.cpus.load)
    if (api.errors + api.non2xx + replay.errors + replay.non2xx > 0)
      throw new Error(
        `search: ${api.errors} errors, ${api.non2xx} non-2xx answers (replay: ${replay.errors}, ${replay.non2xx})`,
      )

    const perRequest = cases.map((c) => statementsOf(c.plan).length)
    return [
      {
        metric: `search p95 at ${gin.publications} publications (ru+en words, 1 connection) vs its SQL replayed through pg`,
        subject: api.p95,
        baseline: replay.p95,
        unit: 'ms',
        target: { ratio: '<=', value: 1.5 },
        extra: {
          api: figures(api),
          replay: figures(replay),
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
    await bare?.stop()
    await server.stop()
  }
}
