// Sign-in (issue 20: sign-ins/s ≥ 0.85× raw argon2id verify with the same parameters; the feed's
// p99 during a sign-in flood ≤ 1.5× without one).
//
// Sign-ins/s: the real server process signing seeded users in (POST /api/a/login-actions/
// authenticate, SEED_PASSWORD), `CONNECTIONS` requests in flight, each attempt from an address of
// its own and the users taken in turn, so neither the per-address limit (30 in 15 minutes) nor the
// per-account ones answer. login-delay.ts only slows an account after failed attempts, and every
// attempt here succeeds: the figure is the server's own throughput of sign-ins. The baseline is
// argon2id verify of a hash made by the server's password.ts (the hash carries its parameters), at
// the same concurrency, in a bare process pinned to the same cpu as the server, the two in turns.
//
// Feed during a flood: the p99 of the feed page (20 items) for a few signed-in readers alone, then
// the same feed load while a sign-in flood of FLOOD_CONNECTIONS runs beside it.

import { hashPassword } from '../../apps/server/src/modules/auth/password.ts'
import { SEED_PASSWORD, seedEmail, seedPlan } from '../data/platform-seed.mjs'
import { runRequestLoop, runVerifyLoop } from '../harness/pinned-workers.mjs'
import { cpuSeconds } from '../harness/process-cpu.mjs'
import { signIn, startBenchServer } from '../harness/server.mjs'

export const name = 'signin'

const SIGN_IN_URL = '/api/a/login-actions/authenticate'
/** Enough sign-ins in flight to keep the server's core busy (at 4, round trips left it idle). */
const CONNECTIONS = 16
const FLOOD_CONNECTIONS = 16
const FEED_CONNECTIONS = 4
/** Turns of sign-ins and bare verifies in a full run. */
const ROUNDS = 3
const FEED_READERS = 8
const FEED_PAGE = 20

/** Sign-ins of the users in turn, each from an address `prefix`.x.y of its own (20,000 of them). */
function signInJobs(baseUrl, seed, users, prefix) {
  return Array.from({ length: 20_000 }, (_, i) => ({
    method: 'POST',
    url: `${baseUrl}${SIGN_IN_URL}`,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `${prefix}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify({ username: seedEmail(seed, (i % users) + 1), password: SEED_PASSWORD }),
  }))
}

/** The feed pages of a few signed-in readers (the seed's first users, who follow others). */
async function feedJobs(baseUrl, seed, idOf) {
  const jobs = []
  for (let n = 1; n <= FEED_READERS; n += 1) {
    const email = seedEmail(seed, n)
    const cookie = await signIn(baseUrl, email, SEED_PASSWORD, `10.52.0.${n}`)
    const id = await idOf(email)
    jobs.push({
      method: 'POST',
      url: `${baseUrl}/api/core/user_messages/list/${id}?pageSize=${FEED_PAGE}`,
      headers: { cookie, 'x-forwarded-for': `10.53.0.${n}` },
    })
  }
  return jobs
}

/** Seeded users' ids, read on a connection of the bench's own. */
async function seedUserIds(databaseUrl) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  return {
    idOf: async (email) => (await client.query('select id from users where email = $1', [email])).rows[0].id,
    close: () => client.end(),
  }
}

const figures = (r) => ({ rps: r.rps, p50: r.p50, p95: r.p95, p99: r.p99, count: r.count })

function refuseFailures(what, r) {
  if (r.errors + r.non2xx > 0)
    throw new Error(`${what}: ${r.errors} errors, ${r.non2xx} answers other than 2xx of ${r.count}`)
}

/**
 * Sign-ins and bare verifies in turns (ROUNDS of each, `seconds` in all for each side), so a busy
 * moment of the shared machine weighs on both sides alike; answers each side's totals.
 */
async function signInRounds(ctx, server, users, seconds) {
  const rounds = ctx.quick ? 1 : ROUNDS
  const hash = await hashPassword(SEED_PASSWORD)
  const jobs = signInJobs(server.baseUrl, ctx.seed, users, '10.50')
  const signIns = { count: 0, seconds: 0, cpuSeconds: 0, rounds: [] }
  const verifies = { count: 0, seconds: 0, cpuMs: 0 }
  for (let round = 0; round < rounds; round += 1) {
    // Each round starts further into the job list: no address signs in twice.
    const offset = round * Math.ceil(jobs.length / rounds)
    const mine = [...jobs.slice(offset), ...jobs.slice(0, offset)]
    const window = seconds / rounds
    const cpuBefore = cpuSeconds(server.pid)
    const r = await runRequestLoop(
      { connections: CONNECTIONS, seconds: window, warmup: 2, jobs: mine },
      ctx.cpus.load,
    )
    signIns.cpuSeconds += cpuSeconds(server.pid) - cpuBefore
    refuseFailures('sign-in', r)
    signIns.count += r.count
    signIns.seconds += r.count / r.rps
    signIns.rounds.push(figures(r))
    const v = await runVerifyLoop(
      { hash, password: SEED_PASSWORD, connections: CONNECTIONS, seconds: window },
      ctx.cpus.server,
    )
    verifies.count += v.verifies
    verifies.seconds += v.verifies / v.perSecond
    verifies.cpuMs += v.cpuMsPerVerify * v.verifies
  }
  return {
    signIns: { ...signIns, perSecond: signIns.count / signIns.seconds },
    verifies: { ...verifies, perSecond: verifies.count / verifies.seconds },
  }
}

export async function run(ctx) {
  const users = seedPlan(ctx.scale).users
  const seconds = ctx.quick ? 2 : 15
  const server = await startBenchServer({ databaseUrl: ctx.databaseUrl }, { cpus: ctx.cpus.server })
  const ids = await seedUserIds(ctx.databaseUrl)
  try {
    const { signIns, verifies } = await signInRounds(ctx, server, users, seconds)
    const feed = await feedJobs(server.baseUrl, ctx.seed, ids.idOf)
    const feedLoad = { jobs: feed, connections: FEED_CONNECTIONS, seconds, warmup: FEED_READERS }
    const alone = await runRequestLoop(feedLoad, ctx.cpus.load)
    refuseFailures('feed alone', alone)
    // The flood runs a little longer than the feed's window, so the whole window is under it.
    const flood = runRequestLoop(
      {
        jobs: signInJobs(server.baseUrl, ctx.seed, users, '10.51'),
        connections: FLOOD_CONNECTIONS,
        seconds: seconds + 2,
      },
      ctx.cpus.load,
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const during = await runRequestLoop({ ...feedLoad, warmup: 0 }, ctx.cpus.load)
    const flooded = await flood
    refuseFailures('feed during the flood', during)
    refuseFailures('sign-in flood', flooded)

    return [
      {
        metric: `sign-ins/s (${CONNECTIONS} in flight, ${users} users) vs argon2id verify, same parameters and cpu`,
        subject: signIns.perSecond,
        baseline: verifies.perSecond,
        unit: '/s',
        target: { ratio: '>=', value: 0.85 },
        extra: {
          signIns: signIns.count,
          rounds: signIns.rounds,
          verifies: verifies.count,
          // Where a sign-in's time goes beyond the hash: the server's CPU per sign-in (the warm-up's
          // few included) against a bare verify's. Near each other with fewer sign-ins than
          // verifies a second: the server's core sat idle, waiting (round trips, or its core lent
          // to other processes), rather than spending it on work of its own.
          serverCpuMsPerSignIn: (1000 * signIns.cpuSeconds) / signIns.count,
          cpuMsPerVerify: verifies.cpuMs / verifies.count,
        },
      },
      {
        metric: `feed p99 (${FEED_CONNECTIONS} connections) during a sign-in flood (${FLOOD_CONNECTIONS} in flight) vs without`,
        subject: during.p99,
        baseline: alone.p99,
        unit: 'ms',
        target: { ratio: '<=', value: 1.5 },
        extra: { alone: figures(alone), during: figures(during), flood: figures(flooded) },
      },
    ]
  } finally {
    await ids.close()
    await server.stop()
  }
}
