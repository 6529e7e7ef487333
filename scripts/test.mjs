// `npm test`: types, lint, unit tests, the server suite (embedded PGlite, then a real PostgreSQL
// when TEST_DATABASE_URL is set), and the browser tests in Chromium. Stops at the first failure
// and ends with one line of totals.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { browserLanes, specFiles } from './browser-lanes.mjs'

const reports = mkdtempSync(join(tmpdir(), 'nauka-test-reports-'))
const totals = { passed: 0, failed: 0 }
const started = Date.now()

function step(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const t0 = Date.now()
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`  ${res.status === 0 ? '✓' : '✗'} ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`)
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

/** A spec file's name as Playwright's file filter (a regular expression) matching it alone. */
const specFilter = (spec) => `/e2e/${spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`

/** One Playwright run of `specs`, its lines prefixed with `label`; resolves to whether it passed. */
function playwright(label, specs) {
  const report = join(reports, `e2e-${label}.json`)
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'apps/web/playwright.config.ts',
        '--reporter=list,json',
        `--output=test-results/web-e2e/${label}`,
        ...specs.map(specFilter),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } },
    )
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) console.log(`[${label}] ${line}`)
      })
      stream.on('end', () => rest && console.log(`[${label}] ${rest}`))
    }
    child.on('close', (code) => {
      countPlaywright(report)
      resolve(code === 0)
    })
  })
}

/** The browser specs in two lanes side by side, then the solo ones (scripts/browser-lanes.mjs). */
async function browserTests() {
  console.log('\n▶ browser tests (Chromium)')
  const t0 = Date.now()
  const { lanes, solo } = browserLanes(specFiles('apps/web/e2e'))
  const passed = await Promise.all(lanes.map((specs, i) => playwright(`lane-${i + 1}`, specs)))
  const ok = passed.every(Boolean) && (solo.length === 0 || (await playwright('solo', solo)))
  console.log(`  ${ok ? '✓' : '✗'} browser tests (Chromium) (${((Date.now() - t0) / 1000).toFixed(1)} s)`)
  return ok
}

function finish(ok) {
  console.log(`\nnpm test ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`)
  process.exit(ok ? 0 : 1)
}

const pgUrl = process.env.TEST_DATABASE_URL
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
  () => vitest('server tests on embedded PGlite', ['server'], 'server-pglite', { TEST_DATABASE_URL: '' }),
  () => {
    if (!pgUrl) {
      console.log('\n▶ server tests on PostgreSQL: skipped (no TEST_DATABASE_URL; `bash .ci/run` starts one)')
      return true
    }
    return vitest('server tests on PostgreSQL', ['server'], 'server-postgres', { TEST_DATABASE_URL: pgUrl })
  },
  () => step('build', 'npm', ['run', '--silent', 'build']),
  browserTests,
]

for (const run of plan) if (!(await run())) finish(false)
finish(true)
