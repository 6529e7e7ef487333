import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SEED_PASSWORD, SOAK_SCALE, seedEmail, seedPlatform } from '../../../bench/data/platform-seed.mjs'
import { openDatabase } from '../src/db/client'
import { prepareDatabase } from '../src/db/prepare'
import { SERVER_ROOT } from '../src/paths'
import { Deliveries, pickAction, signInUser, type VirtualUser, type World } from './load'
import { resetLag, startSampler, Tally } from './measure'
import { type SoakServer, startSoakServer } from './server-process'

/**
 * Issue 19: ten minutes of mixed load on the server as `npm start` runs it (embedded PGlite), after
 * which memory has grown under 20% since the warm-up, nothing answered an error, every chat message
 * reached its receiver, nothing was logged as an error and the event loop never stalled over 200 ms.
 *
 * Memory is read right after a full collection the soak asks for (gc-on-signal.mjs), at the end of
 * the warm-up and at the end: heap used then is what is still referenced, the measure of a leak
 * (between collections it saws by a hundred megabytes and more, whatever a scrape happens to catch);
 * RSS is read at the same moments and held to the same bound, as an operator's dashboard shows it.
 */
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const WARMUP_MINUTES = Number(process.env.SOAK_WARMUP_MINUTES ?? 2)
/**
 * 30 actions a second is 108,000 an hour: a lab's or a small institute's busy hour (a few hundred
 * people at once, each acting every few seconds). The server then spends about half of one core
 * (`serverCpuPercent` in the summary), PGlite's one connection included: well within what it
 * serves, with room for a CI machine's noise, so a stall is the server's and not a queue's.
 */
const RATE_PER_SECOND = 30
/** People signed in at once; each acts about once a second, within every per-user limit. */
const VIRTUAL_USERS = 40
const SEED = 19
const SCRAPE_EVERY_MS = 5_000
const MAX_STALL_MS = 200
const MAX_GROWTH = 0.2
/** A chat message not seen by its receiver this long after it was sent is not delivered. */
const DELIVERY_MS = 15_000
const RESULTS = join(SERVER_ROOT, '../../bench/results/soak.json')

let dataDir: string
let server: SoakServer | undefined
let world: World
let setupSeconds = 0
const tally = new Tally()
const deliveries = new Deliveries(tally)

beforeAll(async () => {
  const started = performance.now()
  dataDir = mkdtempSync(join(tmpdir(), 'nauka-soak-'))
  const database = await openDatabase({ dataDir })
  await prepareDatabase(database)
  const { firstUserId } = await seedPlatform(
    { query: (text, values) => database.executeSql(text, values) },
    { seed: SEED, scale: SOAK_SCALE },
  )
  const { rows } = await database.executeSql('select id from posts order by id')
  await database.close()
  server = await startSoakServer(dataDir)
  const base = server.baseUrl
  const users: VirtualUser[] = []
  for (let n = 1; n <= VIRTUAL_USERS; n += 1) {
    const vu = await signInUser(base, firstUserId + n - 1, seedEmail(SEED, n), SEED_PASSWORD, `10.19.0.${n}`)
    vu.socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') tally.fail('socket', `user ${vu.id} disconnected: ${reason}`)
    })
    vu.socket.on('connect_error', (err) => tally.fail('socket', `user ${vu.id}: ${err.message}`))
    deliveries.watch(vu)
    users.push(vu)
  }
  world = {
    baseUrl: base,
    users,
    userIds: { first: firstUserId, count: SOAK_SCALE.users },
    postIds: rows.map((r) => Number(r.id)),
  }
  setupSeconds = (performance.now() - started) / 1000
})

afterAll(async () => {
  for (const vu of world?.users ?? []) vu.socket.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Starts actions at a fixed rate (an open model: a slow answer does not slow the arrivals). */
async function runLoad(durationMs: number): Promise<{ started: number; maxInFlight: number }> {
  const begin = performance.now()
  let started = 0
  let inFlight = 0
  let maxInFlight = 0
  const running = new Set<Promise<void>>()
  while (performance.now() - begin < durationMs) {
    const due = Math.floor(((performance.now() - begin) / 1000) * RATE_PER_SECOND)
    for (; started < due; started += 1) {
      const action = pickAction()
      const vu = world.users[Math.floor(Math.random() * world.users.length)] as VirtualUser
      inFlight += 1
      maxInFlight = Math.max(maxInFlight, inFlight)
      const done: Promise<void> = action
        .run(world, tally, vu, deliveries)
        .catch((err: unknown) => tally.fail(action.kind, String(err)))
        .finally(() => {
          inFlight -= 1
          running.delete(done)
        })
      running.add(done)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await Promise.all(running)
  return { started, maxInFlight }
}

it(`holds ${MINUTES} minutes of mixed load without errors, stalls or growing memory`, async () => {
  if (!server) throw new Error('the server did not start')
  await resetLag(server)
  const startedAt = performance.now()
  const sampler = startSampler(server, SCRAPE_EVERY_MS, startedAt)
  const durationMs = MINUTES * 60_000
  const warmupMs = WARMUP_MINUTES * 60_000
  const warmupDone = new Promise((resolve) => setTimeout(resolve, warmupMs)).then(() => sampler.afterGc())
  warmupDone.catch(() => undefined) // awaited below, after the load
  const load = await runLoad(durationMs)
  const warm = await warmupDone
  const end = await sampler.afterGc()
  // The last messages' deliveries (the scrapes go on meanwhile, past the end of the load).
  const settled = performance.now()
  while (deliveries.overdue(0) > 0 && performance.now() - settled < DELIVERY_MS)
    await new Promise((resolve) => setTimeout(resolve, 100))
  const undelivered = deliveries.overdue(0)
  await sampler.stop()

  const growth = {
    heapUsed: end.heapUsedBytes / warm.heapUsedBytes - 1,
    rss: end.rssBytes / warm.rssBytes - 1,
  }
  const loadSamples = sampler.samples.filter((s) => !s.afterGc)
  const worstStall = Math.max(...loadSamples.map((s) => s.lagMaxMs))
  const [first, last] = [sampler.samples[0], sampler.samples.at(-1)]
  if (!first || !last) throw new Error('no samples')
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10
  const summary = {
    at: new Date().toISOString(),
    entry: server.entry,
    minutes: MINUTES,
    warmupMinutes: WARMUP_MINUTES,
    ratePerSecond: RATE_PER_SECOND,
    virtualUsers: VIRTUAL_USERS,
    setupSeconds: Math.round(setupSeconds),
    actionsStarted: load.started,
    maxInFlight: load.maxInFlight,
    errors: tally.errorCount,
    errorExamples: tally.examples,
    undelivered,
    serverErrorLines: server.errors().slice(0, 20),
    scrapeFailures: sampler.failures,
    requests: tally.summary(),
    memoryMb: {
      warmup: { heapUsed: mb(warm.heapUsedBytes), rss: mb(warm.rssBytes) },
      end: { heapUsed: mb(end.heapUsedBytes), rss: mb(end.rssBytes) },
      growthPercent: {
        heapUsed: Math.round(growth.heapUsed * 1000) / 10,
        rss: Math.round(growth.rss * 1000) / 10,
      },
    },
    serverCpuPercent: Math.round(
      ((last.cpuSeconds - first.cpuSeconds) / ((last.at - first.at) / 1000)) * 100,
    ),
    worstStallMs: Math.round(worstStall),
    stallsOver200Ms: loadSamples
      .filter((s) => s.lagMaxMs > MAX_STALL_MS)
      .map((s) => ({
        atSeconds: Math.round(s.at / 1000),
        ms: Math.round(s.lagMaxMs),
      })),
    scrapes: sampler.samples.length,
    /** Every scrape: seconds into the load, heap used and RSS in MB, the loop's worst stall in ms. */
    timeline: sampler.samples.map((s) => [
      Math.round(s.at / 1000),
      mb(s.heapUsedBytes),
      mb(s.rssBytes),
      Math.round(s.lagMaxMs),
      ...(s.afterGc ? ['after gc'] : []),
    ]),
  }
  mkdirSync(join(RESULTS, '..'), { recursive: true })
  writeFileSync(RESULTS, `${JSON.stringify(summary, null, 2)}\n`)
  process.stdout.write(`soak summary (${RESULTS}):\n${JSON.stringify(summary, null, 2)}\n`)

  expect(tally.examples, 'error answers').toEqual([])
  expect(undelivered, 'chat messages not delivered').toBe(0)
  expect(summary.serverErrorLines, 'server log lines at level error').toEqual([])
  expect(sampler.failures, 'failed scrapes').toEqual([])
  expect(summary.stallsOver200Ms, 'event-loop stalls over 200 ms').toEqual([])
  expect(growth.heapUsed, 'heap growth after warm-up').toBeLessThan(MAX_GROWTH)
  expect(growth.rss, 'RSS growth after warm-up').toBeLessThan(MAX_GROWTH)
})
