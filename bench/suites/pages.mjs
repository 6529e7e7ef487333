// The pages a researcher opens most (issue 20): the feed, a post with its comment tree, another
// researcher's full profile, a publication; each as req/s at 64 connections and p99 of the real
// server process (pinned to its core) against a bare node:http handler running the same SQL the
// server sent for that very request (captured, not copied) and answering the same JSON. On
// PostgreSQL with the run's data set, then the feed and the profile on the embedded PGlite
// (`npm start`'s default) against a bare handler on PGlite over the same data folder.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CommentView, Dictionary, PAGE_SIZE } from '@nauka/contracts'
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts'
import { SEED_PASSWORD, SOAK_SCALE, seedEmail, seedPlatform } from '../data/platform-seed.mjs'
import { httpLoad } from '../harness/load.mjs'
import { capturePages, serverRequests, startReplayServer } from '../harness/page-capture.mjs'
import { signIn, startBenchServer } from '../harness/server.mjs'

export const name = 'pages'

const CONNECTIONS = 64
const FEED_PAGE = 20
const FOLLOWING = 200
const TOP_LEVEL = PAGE_SIZE.comments
/** The size of the server's pg pool (openDatabase in apps/server/src/db/client.ts). */
const POOL_SIZE = 10
const TARGET_RPS = { ratio: '>=', value: 0.6 }
const TARGET_P99 = { ratio: '<=', value: 2 }
/** The embedded run's data set: the soak's, seeded in seconds on PGlite; smaller in --quick. */
const EMBEDDED_QUICK = {
  ...SOAK_SCALE,
  users: 400,
  posts: 4_000,
  comments: 10_000,
  publications: 500,
  messages: 2_000,
  dialogs: 400,
}

/**
 * The sections of a full profile for `userIds` (the seed writes names only): a description, two of
 * each of labour activity, education, academic degree, contact and scientific interest, with
 * catalogue values taken from the loaded catalogues.
 */
async function fillProfiles(q, userIds) {
  const ref = `(select cls || ':' || num from cls_entry where cls = $2 order by num offset k - 1 limit 1)`
  await q(
    `update profiles set dsc = 'Studies ' || user_id || ': methods, data and their limits.' where user_id = any($1::int[])`,
    [userIds],
  )
  const org = await q(
    `insert into organizations (name, name_key) values ('Bench Institute', 'bench institute')
     on conflict (name_key) do update set name = excluded.name returning id`,
  )
  const orgId = org.rows[0].id
  await q(
    `insert into labor_activities (user_id, org_id, c_position, current)
     select u, $3, ${ref}, k = 1 from unnest($1::int[]) u cross join generate_series(1, 2) k`,
    [userIds, Dictionary.position, orgId],
  )
  await q(
    `insert into educations (user_id, org_id, c_level, qualification)
     select u, $3, ${ref}, 'Researcher ' || k from unnest($1::int[]) u cross join generate_series(1, 2) k`,
    [userIds, Dictionary.educationLevel, orgId],
  )
  await q(
    `insert into academic_degrees (user_id, c_degree, year)
     select u, ${ref}, 2000 + k from unnest($1::int[]) u cross join generate_series(1, 2) k`,
    [userIds, Dictionary.academicDegree],
  )
  await q(
    `insert into contacts (user_id, c_type, value)
     select u, ${ref}, 'bench.' || u || '.' || k || '@example.org' from unnest($1::int[]) u cross join generate_series(1, 2) k`,
    [userIds, Dictionary.contactType],
  )
  await q(
    `insert into scientific_interests (user_id, dsc)
     select u, 'Interest ' || k from unnest($1::int[]) u cross join generate_series(1, 2) k`,
    [userIds],
  )
}

/**
 * Readers 1..n follow the 200 researchers after them, and the newest posts with at least ten
 * first-level comments get two replies under each of those (the seed writes first-level comments
 * only), as the comment service writes them; the researchers whose profiles are read get a full
 * profile (fillProfiles). Answers the ids of readers, other researchers, posts and publications.
 */
async function prepareData(q, firstUserId, users, n) {
  const ids = (count, offset) => Array.from({ length: count }, (_, i) => firstUserId + offset + i)
  await q(
    `insert into follows (follower_id, followee_id, subscribed, subscribed_at)
     select r, $1 + (r - $1 + k) % $2, true, now() - k * interval '1 minute'
       from unnest($3::int[]) r cross join generate_series(1, $4) k
     on conflict do nothing`,
    [firstUserId, users, ids(n, 0), FOLLOWING],
  )
  const posts = (
    await q(
      `select post_id from comments where parent_id is null group by post_id
       having count(*) >= $1 order by post_id desc limit $2`,
      [TOP_LEVEL, n],
    )
  ).rows.map((r) => Number(r.post_id))
  if (posts.length < n) throw new Error(`only ${posts.length} posts have ${TOP_LEVEL} first-level comments`)
  await q(
    `insert into comments (post_id, author_id, parent_id, root_id, depth, text, published_at)
     select c.post_id, c.author_id, c.id, c.id, 1, 'A reply ' || k, c.published_at + k * interval '1 minute'
       from comments c cross join generate_series(1, 2) k
      where c.post_id = any($1::int[]) and c.parent_id is null`,
    [posts],
  )
  await q(
    `update comments set child_count = child_count + 2, descendant_count = descendant_count + 2
      where post_id = any($1::int[]) and parent_id is null`,
    [posts],
  )
  await q(
    `update posts p set comment_count = (select count(*) from comments c where c.post_id = p.id)
      where p.id = any($1::int[])`,
    [posts],
  )
  await fillProfiles(q, ids(n, n))
  const publications = (
    await q('select id from publications order by published_at desc limit $1', [n])
  ).rows.map((r) => r.id)
  await q('analyze')
  return { readers: ids(n, 0), others: ids(n, n), posts, publications }
}

/** The requests of each page for `n` readers signed in at `baseUrl` (one address each). */
async function pageRequests(baseUrl, ids, seed, kinds) {
  const users = []
  for (const [i, id] of ids.readers.entries()) {
    const ip = `10.70.${Math.floor(i / 250)}.${(i % 250) + 1}`
    const cookie = await signIn(baseUrl, seedEmail(seed, id - ids.readers[0] + 1), SEED_PASSWORD, ip)
    users.push({ id, cookie, ip })
  }
  const all = {
    feed: users.map((user) => ({
      key: 'feed',
      user,
      method: 'POST',
      path: `/api/core/user_messages/list/${user.id}?pageSize=${FEED_PAGE}`,
      check: (b) => b.elements?.length === FEED_PAGE,
    })),
    post: users.flatMap((user, i) => [
      {
        key: 'post',
        user,
        method: 'GET',
        path: `/api/core/post/${ids.posts[i]}`,
        check: (b) => b.id === ids.posts[i],
      },
      {
        key: 'post',
        user,
        method: 'POST',
        path: '/api/core/post/comment/fetch',
        body: { postId: ids.posts[i], view: CommentView.Tree, up: null },
        check: (b) => b.elements?.length >= TOP_LEVEL,
      },
    ]),
    profile: users.map((user, i) => ({
      key: 'profile',
      user,
      method: 'GET',
      path: `/api/core/user_profile/${ids.others[i]}?lang=1`,
      check: (b) => b.id === ids.others[i] && b.laborActivities?.length === 2 && b.education?.length === 2,
    })),
    publication: users.map((user, i) => ({
      key: 'publication',
      user,
      method: 'GET',
      path: `/api/core/publication/${ids.publications[i]}`,
      check: (b) => b.id === ids.publications[i],
    })),
  }
  return kinds.flatMap((k) => all[k])
}

/** Fails the run when a page did not answer what a reader sees (a fast error page measures nothing). */
function expectContent(pages) {
  for (const p of pages) {
    if (p.status !== 200 || !p.check(p.answer))
      throw new Error(`${p.method} ${p.path} answered ${p.status}: ${JSON.stringify(p.answer).slice(0, 300)}`)
    if (p.plan.length === 0) throw new Error(`no SQL was captured for ${p.path}`)
  }
  // To see which statements a page sends (what to tune first): BENCH_PAGES_SQL=<file>.
  if (process.env.BENCH_PAGES_SQL) {
    const texts = pages.map((p) => ({
      path: p.path,
      statements: p.plan.flat().flatMap((u) => u.statements.map((s) => s.text)),
    }))
    appendFileSync(process.env.BENCH_PAGES_SQL, `${JSON.stringify(texts, null, 1)}\n`)
  }
}

/** The figures of one load of `requests` at `baseUrl`, after a shorter one to warm it. */
async function load(ctx, baseUrl, requests) {
  const run = (seconds) =>
    httpLoad({ url: baseUrl, requests, connections: CONNECTIONS, seconds, cpus: ctx.cpus.load })
  await run(ctx.quick ? 0.3 : 3)
  // The warm-up's last requests are still being answered after it stops (the embedded database
  // queues them): one more request waits behind them, so the measured load starts on an idle server.
  const [first] = requests
  await (
    await fetch(`${baseUrl}${first.path}`, { method: first.method, headers: first.headers, body: first.body })
  ).arrayBuffer()
  return run(ctx.quick ? 1.5 : 10)
}

/** The rows of one page: req/s and p99, the server's against the bare replay's. */
function rowsOf(label, pages, subject, baseline) {
  const statements = pages.reduce((n, p) => n + p.plan.flat().reduce((m, u) => m + u.statements.length, 0), 0)
  const extra = {
    server: subject,
    bare: baseline,
    statementsPerRequest: Number((statements / pages.length).toFixed(1)),
    requests: pages.length,
  }
  // No answer at all within the load has no p99: it counts as missed, not as fast.
  const p99 = (figures) =>
    figures.requests > 0 && figures.p99 !== null ? figures.p99 : Number.POSITIVE_INFINITY
  return [
    {
      metric: `${label}: req/s at ${CONNECTIONS} connections`,
      subject: subject.rps,
      baseline: baseline.rps,
      unit: 'req/s',
      target: TARGET_RPS,
      extra,
    },
    {
      metric: `${label}: p99`,
      subject: p99(subject),
      baseline: p99(baseline),
      unit: 'ms',
      target: TARGET_P99,
    },
  ]
}

const started = performance.now()
/** A line of where the suite is: its steps take minutes in a full run. */
const progress = (what) =>
  console.log(`  pages: ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)`)

const LABELS = {
  feed: `feed page (${FEED_PAGE} items, following ${FOLLOWING})`,
  post: `post page + comment tree (${TOP_LEVEL} first-level)`,
  profile: 'full profile of another researcher',
  publication: 'publication page',
}

/** Readers (and as many posts, profiles, publications) per page: no single cached row decides. */
const variants = (ctx) => (ctx.quick ? 4 : 16)

/**
 * The rows of `kinds` on one database (the PostgreSQL or the embedded one), prepared as `ids`: the
 * SQL captured, then every page loaded on one start of the server, then on one bare replay handler.
 */
async function pageRows(ctx, ids, { where, serverTarget, replayTarget, kinds }) {
  const captured = await capturePages(serverTarget, {
    cpus: ctx.cpus.server,
    prepare: (baseUrl) => pageRequests(baseUrl, ids, ctx.seed, kinds),
  })
  expectContent(captured)
  progress(`${where}: the SQL of ${captured.length} requests captured`)
  const subject = {}
  const server = await startBenchServer(serverTarget, { cpus: ctx.cpus.server })
  try {
    const requests = serverRequests(server.baseUrl, captured)
    for (const kind of kinds)
      subject[kind] = await load(
        ctx,
        server.baseUrl,
        requests.filter((_, i) => captured[i].key === kind),
      )
  } finally {
    await server.stop()
    progress(`${where}: the server loaded`)
  }
  const baseline = {}
  const bare = await startReplayServer(captured, replayTarget, ctx.cpus.server)
  try {
    for (const kind of kinds)
      baseline[kind] = await load(
        ctx,
        bare.baseUrl,
        bare.requests.filter((_, i) => captured[i].key === kind),
      )
  } finally {
    await bare.stop()
  }
  return kinds.flatMap((kind) =>
    rowsOf(
      `${LABELS[kind]} · ${where}`,
      captured.filter((p) => p.key === kind),
      subject[kind],
      baseline[kind],
    ),
  )
}

async function postgresRows(ctx) {
  const client = new pg.Client({ connectionString: ctx.databaseUrl })
  await client.connect()
  try {
    const firstUserId = Number((await client.query('select min(id) as id from users')).rows[0].id)
    const q = (text, values) => client.query(text, values)
    const ids = await prepareData(q, firstUserId, ctx.scale.users, variants(ctx))
    return await pageRows(ctx, ids, {
      where: 'PostgreSQL',
      serverTarget: { databaseUrl: ctx.databaseUrl },
      replayTarget: { url: ctx.databaseUrl, poolSize: POOL_SIZE },
      kinds: ['feed', 'post', 'profile', 'publication'],
    })
  } finally {
    await client.end()
  }
}

async function embeddedRows(ctx) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-bench-pglite-'))
  try {
    const scale = ctx.quick ? EMBEDDED_QUICK : SOAK_SCALE
    // Written and closed before the server opens the folder: PGlite allows one process.
    const database = await openDatabase({ dataDir })
    let ids
    try {
      const q = (text, values) => database.executeSql(text, values)
      await prepareDatabase(database)
      const { firstUserId } = await seedPlatform({ query: q }, { seed: ctx.seed, scale })
      progress(`PGlite: ${scale.users} users seeded`)
      ids = await prepareData(q, firstUserId, scale.users, variants(ctx))
    } finally {
      await database.close()
    }
    return await pageRows(ctx, ids, {
      where: `PGlite (${scale.users} users, ${scale.posts} posts)`,
      serverTarget: { dataDir },
      replayTarget: { dataDir },
      kinds: ['feed', 'profile'],
    })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function run(ctx) {
  return [...(await postgresRows(ctx)), ...(await embeddedRows(ctx))]
}
