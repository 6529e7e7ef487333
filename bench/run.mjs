// The platform's performance harness (issue 20). Each suite in bench/suites/ measures the real
// server process against a baseline measured side by side in the same run (the machines are shared
// and noisy, so a figure is a ratio, with the absolute numbers beside it).
//
//   npm run bench                      every suite, on the large data set
//   npm run bench -- --quick           the smoke run CI executes (small data set, short loads)
//   npm run bench -- pages search      only those suites (file names without .mjs)
//
// A suite exports `name` and `async run(ctx)` answering rows { metric, subject, baseline, unit,
// target?, extra? } (bench/README.md). --quick runs only the suites that take `ctx` (run declares a
// parameter) or export `quick = true`; the older ones that take none run in a full run only.
// PostgreSQL: a fresh database on BENCH_DATABASE_URL or TEST_DATABASE_URL's server, dropped at the
// end; without either, the run starts again under scripts/with-postgres.sh (a throwaway server).

import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LARGE_SCALE, seedPlan } from './data/platform-seed.mjs'
import { createBenchDatabase, prepareBenchData, serverUrl } from './harness/database.mjs'
import { judge, machineInfo, printRows } from './harness/report.mjs'
import { canPin, ensureBuild, REPO_ROOT } from './harness/server.mjs'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const only = args.filter((a) => !a.startsWith('--'))

if (!serverUrl()) {
  const res = spawnSync(
    'bash',
    [
      'scripts/with-postgres.sh',
      process.execPath,
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      ...args,
    ],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  )
  process.exit(res.status ?? 1)
}

/** The quick run's data set: seeds in seconds, big enough that a reader can follow 200. */
const QUICK_SCALE = {
  users: 600,
  followsPerUser: 20,
  posts: 6_000,
  comments: 30_000,
  publications: 2_000,
  dialogs: 600,
  messages: 6_000,
  groups: 10,
}
const SEED = 1
const scale = seedPlan(quick ? QUICK_SCALE : LARGE_SCALE)
const cpus = { server: process.env.BENCH_SERVER_CPUS ?? '0', load: process.env.BENCH_LOAD_CPUS ?? '1' }
const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`

/** Whether `run` declares a parameter (`run.length` leaves out one with a default, `run(ctx = {})`). */
const takesCtx = (run) => /^[^(]*\(\s*[^)\s]/.test(run.toString())

const dir = new URL('./suites/', import.meta.url)
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.mjs$/, '')))
  .sort()
if (!canPin) console.log('bench: taskset is missing (util-linux): server and load run unpinned')

ensureBuild()
const database = await createBenchDatabase(serverUrl())
const rows = []
const failures = []
try {
  const seeded = await prepareBenchData(database.url, { seed: SEED, scale })
  console.log(`bench: ${quick ? 'quick' : 'full'} data set seeded in ${seeded.seconds.toFixed(0)} s`, scale)
  const ctx = { quick, databaseUrl: database.url, scale, seed: SEED, cpus }
  for (const file of files) {
    const suite = await import(new URL(file, dir).href)
    if (quick && suite.quick !== true && !takesCtx(suite.run)) {
      console.log(`bench: ${suite.name} skipped in --quick (it takes no ctx)`)
      continue
    }
    console.log(`bench: ${suite.name}… (${elapsed()})`)
    try {
      for (const row of await suite.run(ctx)) rows.push(judge(suite.name, row))
    } catch (err) {
      failures.push({ suite: suite.name, error: String(err?.stack ?? err) })
      console.error(`bench: the ${suite.name} suite failed:`, err)
    }
  }
} finally {
  await database.drop()
}

if (rows.length > 0) printRows(rows)
else console.log('bench: no rows')
console.log(`bench: done in ${elapsed()}`)
const out = join(fileURLToPath(new URL('.', import.meta.url)), 'results')
mkdirSync(out, { recursive: true })
writeFileSync(
  join(out, 'latest.json'),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      mode: quick ? 'quick' : 'full',
      machine: machineInfo(REPO_ROOT),
      cpus: { ...cpus, pinned: canPin },
      scale,
      seconds: Math.round((performance.now() - started) / 1000),
      rows,
      failures,
    },
    null,
    2,
  )}\n`,
)
// Missed targets still exit 0 (CI checks that the bench runs and reports); a crashed suite does not.
process.exit(failures.length > 0 ? 1 : 0)
