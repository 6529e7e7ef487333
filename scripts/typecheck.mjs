// `npm run typecheck`: the three TypeScript projects checked side by side. Each `tsc` runs on one
// core and none emits anything another reads (tsconfig.base.json: noEmit), so on CI's two cores
// the check takes about the time of the longest project rather than the sum of all three.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const PROJECTS = ['packages/contracts', 'apps/server', 'apps/web']
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc')

const check = (project) =>
  new Promise((resolve) => {
    const tsc = spawn(process.execPath, [TSC, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    tsc.stdout.on('data', (chunk) => {
      output += chunk
    })
    tsc.stderr.on('data', (chunk) => {
      output += chunk
    })
    tsc.on('close', (code) => resolve({ project, ok: code === 0, output }))
  })

const results = await Promise.all(PROJECTS.map(check))
// One project's errors together, not interleaved with another's.
for (const { project, ok, output } of results) {
  if (ok) continue
  console.error(`tsc -p ${project}:`)
  console.error(output.trimEnd())
}
process.exit(results.every((result) => result.ok) ? 0 : 1)
