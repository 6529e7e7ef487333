// Benchmark harness: runs every suite in bench/suites/, each measuring a subject against a baseline
// in the same run, and reports ratios (never absolute times: the machines are shared and noisy).
// A suite exports `name` and `run()` returning [{ metric, subject, baseline, unit }].
// `npm run bench -- feed login` runs only the suites of those file names.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = new URL('./suites/', import.meta.url)
const only = process.argv.slice(2)
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.mjs$/, '')))
  .sort()
const results = []

for (const file of files) {
  const suite = await import(new URL(file, dir).href)
  for (const row of await suite.run()) {
    results.push({ suite: suite.name, ...row, ratio: row.subject / row.baseline })
  }
}

if (results.length === 0) {
  console.log('No benchmark suites yet (bench/suites/*.mjs).')
} else {
  const round = (n) => Number(n.toFixed(3))
  console.table(
    results.map((r) => ({
      ...r,
      subject: round(r.subject),
      baseline: round(r.baseline),
      ratio: r.ratio.toFixed(2),
    })),
  )
}
const out = join(new URL('.', import.meta.url).pathname, 'results')
mkdirSync(out, { recursive: true })
writeFileSync(
  join(out, 'latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
)
