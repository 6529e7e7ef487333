// The bench's report: each row's ratio against its baseline and whether it meets the issue's
// target, as a table for people and as JSON (bench/results/latest.json) for CI and the README.
import { execFileSync } from 'node:child_process'
import os from 'node:os'

/** A row with its ratio (subject / baseline) and verdict: true, false, or null without a target. */
export function judge(suite, row) {
  const ratio = row.subject / row.baseline
  const met = !row.target
    ? null
    : row.target.ratio === '>='
      ? ratio >= row.target.value
      : ratio <= row.target.value
  return { suite, ...row, ratio, met }
}

const round = (n) => (typeof n === 'number' && Number.isFinite(n) ? Number(n.toPrecision(4)) : n)

/** Prints the rows as a table, then each row's absolute figures (extra). */
export function printRows(rows) {
  console.table(
    rows.map((r) => ({
      suite: r.suite,
      metric: r.metric,
      subject: round(r.subject),
      baseline: round(r.baseline),
      unit: r.unit,
      ratio: Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : String(r.ratio),
      target: r.target ? `${r.target.ratio} ${r.target.value}` : '',
      met: r.met === null ? '' : r.met ? 'met' : 'MISSED',
    })),
  )
  for (const r of rows.filter((row) => row.extra)) {
    const figures = Object.entries(r.extra).map(([key, value]) => `${key}=${JSON.stringify(round(value))}`)
    console.log(`  ${r.suite} · ${r.metric}: ${figures.join(' ')}`)
  }
}

/** What the figures were measured on: they mean little without it. */
export function machineInfo(repoRoot) {
  const cpus = os.cpus()
  let commit = 'unknown'
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim()
  } catch {
    // Not a git checkout (an unpacked release): the figures still stand, without their commit.
  }
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpuCount: cpus.length,
    totalMemoryMB: Math.round(os.totalmem() / 2 ** 20),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    commit,
  }
}
