// `npm test`: types, lint, unit tests, the server suite (embedded PGlite, then a real PostgreSQL
// when TEST_DATABASE_URL is set), and the browser tests in Chromium. Stops at the first failure
// and ends with one line of totals.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const reports = mkdtempSync(join(tmpdir(), 'nauka-test-reports-'))
const totals = { passed: 0, failed: 0 }
const started = Date.now()

/** The machine's CPU time so far, busy and in all, from Linux's /proc/stat; null elsewhere. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number)
    const total = fields.reduce((sum, value) => sum + value, 0)
    // idle and iowait: waiting for the disk leaves a core free for other work too.
    return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total }
  } catch {
    return null
  }
}

/** How much of the machine's cores a step kept busy: where running steps side by side could pay. */
function coresBusy(before, after) {
  if (!before || !after || after.total === before.total) return ''
  return `, cores ${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))}% busy`
}

function step(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const t0 = Date.now()
  const cpu0 = cpuTimes()
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const took = `${((Date.now() - t0) / 1000).toFixed(1)} s${coresBusy(cpu0, cpuTimes())}`
  console.log(`  ${res.status === 0 ? '✓' : '✗'} ${title} (${took})`)
  return res.status === 0
}

function countVitest(file) {
  if (!existsSync(file)) return
  const r = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += r.numPassedTests
  totals.failed += r.numFailedTests
}

function countPlaywright(file) {
  if (!existsSync(file)) return
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += stats.expected + stats.flaky
  totals.failed += stats.unexpected
}

function vitest(title, projects, reportName, env = {}) {
  const report = join(reports, `${reportName}.json`)
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])]
  const ok = step(
    title,
    'npx',
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  )
  countVitest(report)
  return ok
}

/** One Playwright project of apps/web/playwright.config.ts, its report counted in the totals. */
function browserTests(title, project, reportName) {
  const report = join(reports, `${reportName}.json`)
  const ok = step(
    title,
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      '--project',
      project,
      // The calls wait for the pages only when both run in one command.
      '--no-deps',
      '--reporter=list,json',
    ],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  )
  countPlaywright(report)
  return ok
}

function finish(ok) {
  console.log(`\nnpm test ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`)
  process.exit(ok ? 0 : 1)
}

const pgUrl = process.env.TEST_DATABASE_URL
/** The memory bounds run after the rest, alone (vitest.config.ts). */
const SERVER_PROJECTS = ['server', 'server-memory']
const plan = [
  () => step('type check', 'npm', ['run', '--silent', 'typecheck']),
  () => step('lint (Biome)', 'npx', ['biome', 'check', '.']),
  () =>
    step('system packages for the tests', 'bash', [
      'scripts/ensure-system.sh',
      'chromium',
      'poppler',
      'redis',
      'coturn',
      'janus',
    ]),
  () => vitest('unit tests (contracts, scripts, web)', ['contracts', 'scripts', 'web'], 'unit'),
  () =>
    vitest('server tests on embedded PGlite', SERVER_PROJECTS, 'server-pglite', { TEST_DATABASE_URL: '' }),
  () => {
    if (!pgUrl) {
      console.log('\n▶ server tests on PostgreSQL: skipped (no TEST_DATABASE_URL; `bash .ci/run` starts one)')
      return true
    }
    return vitest('server tests on PostgreSQL', SERVER_PROJECTS, 'server-postgres', {
      TEST_DATABASE_URL: pgUrl,
    })
  },
  () => step('build', 'npm', ['run', '--silent', 'build']),
  () => browserTests('browser tests (Chromium): pages, two at a time', 'pages', 'e2e-pages'),
  () => browserTests('browser tests (Chromium): calls, one at a time', 'calls', 'e2e-calls'),
]

for (const run of plan) if (!run()) finish(false)
finish(true)
