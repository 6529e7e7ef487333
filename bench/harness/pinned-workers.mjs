// The bare processes of the rows whose baseline or load is not autocannon's: each started as a
// child pinned with taskset (server.mjs `pinned`) to the cpu the caller names.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { pinned } from './server.mjs'

const worker = (file) => fileURLToPath(new URL(file, import.meta.url))

/** Runs `file` pinned to `cpus` with `input` as JSON on its stdin; resolves with the JSON it prints. */
function runPinned(file, input, cpus) {
  const [command, args] = pinned(cpus, process.execPath, [worker(file)])
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
  })
  child.stdin.end(JSON.stringify(input))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${file} exited with ${code}`)),
    )
  })
}

/**
 * request-loop.mjs: `connections` closed loops over one shared list of jobs for `seconds`, each
 * job an HTTP request or (with `databaseUrl`) statements run in order. Answers { count, rps,
 * p50, p95, p99, mbps, bytes, errors, non2xx }.
 */
export const runRequestLoop = (config, cpus) => runPinned('./request-loop.mjs', config, cpus)

/**
 * argon2-verify-loop.mjs: { hash, password, connections, seconds } → { verifies, perSecond,
 * cpuMsPerVerify }.
 */
export const runVerifyLoop = (config, cpus) => runPinned('./argon2-verify-loop.mjs', config, cpus)

/** bare-file-server.mjs serving `path` on a free port (its `pid`, taskset's exec'd); `stop()` ends it. */
export function startBareFileServer(path, cpus) {
  const [command, args] = pinned(cpus, process.execPath, [worker('./bare-file-server.mjs'), path])
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.stdout.once('data', (chunk) =>
      resolve({
        baseUrl: `http://127.0.0.1:${String(chunk).trim()}`,
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            child.once('exit', done)
            child.kill()
          }),
      }),
    )
  })
}
