// HTTP load with autocannon, run as a child process pinned to the load generator's cores, so the
// client's own work never takes the server's core.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { pinned } from './server.mjs'

const WORKER = fileURLToPath(new URL('./load-worker.mjs', import.meta.url))

/**
 * Loads `url` (or cycles through `requests`: [{ method, path, headers, body }] against `url`'s
 * origin, one sequence per connection) with `connections` connections for `seconds`, pinned to
 * `cpus`. Answers { rps (2xx answers per second), requests, p50, p95, p99, max (ms), errors,
 * timeouts, non2xx, refusals: { [status]: count } of the answers ≥ 300 }.
 */
export function httpLoad({ url, requests, connections = 64, seconds = 10, headers, method, body, cpus }) {
  const [command, args] = pinned(cpus, process.execPath, [WORKER])
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
  })
  child.stdin.end(JSON.stringify({ url, requests, connections, seconds, headers, method, body }))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load worker exited with ${code}`))
      try {
        resolve(JSON.parse(out))
      } catch {
        reject(new Error(`the load worker printed no figures: ${out.slice(0, 300)}`))
      }
    })
  })
}
