// The server under measurement: the production build (`npm start`'s dist/main.js) as a process of
// its own, pinned to the server's cores, so the load generator on the other core never competes
// with it and the figures say what one core of a lab's server does.

import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { newestChange, SERVER_DIST, serverBuildIsFresh } from '../../apps/server/soak/server-process.ts'
import { SERVER_ROOT } from '../../apps/server/src/paths.ts'
import { freeTcpPort, serverProcessEnv, stopProcess } from '../../apps/server/src/test/processes.ts'

export const REPO_ROOT = join(SERVER_ROOT, '../..')
const WEB_ROOT = join(REPO_ROOT, 'apps/web')

/** Whether `taskset` (util-linux) is there; without it every process runs unpinned. */
export const canPin = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0

/** The command and arguments that run `args` pinned to the cpu list `cpus` (unpinned without taskset). */
export const pinned = (cpus, command, args) =>
  canPin && cpus ? ['taskset', ['-c', String(cpus), command, ...args]] : [command, args]

/** Whether the web build is there and newer than its sources. */
function webBuildIsFresh() {
  const index = join(WEB_ROOT, 'dist/index.html')
  if (!existsSync(index)) return false
  const sources = [join(WEB_ROOT, 'src'), join(REPO_ROOT, 'packages/contracts/src')].map(newestChange)
  return statSync(index).mtimeMs > Math.max(...sources, statSync(join(WEB_ROOT, 'index.html')).mtimeMs)
}

/** Runs `npm run build` when the server's or the web's build is missing or older than its sources. */
export function ensureBuild(log = console.log) {
  if (serverBuildIsFresh() && webBuildIsFresh()) return false
  log('bench: building (npm run build): a build is missing or older than its sources')
  const res = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' })
  if (res.status !== 0) throw new Error(`npm run build exited with ${res.status}`)
  return true
}

/**
 * Starts the built server on `{ databaseUrl }` (PostgreSQL) or `{ dataDir }` (embedded PGlite, as
 * `npm start` runs by default), pinned with `taskset -c cpus`, warnings only in its log, and
 * X-Forwarded-For trusted from the loopback: give each virtual user an address of its own and the
 * per-address rate limits treat them as the different people they stand for. `preload` is a module
 * the server imports first (node --import), `env` extra variables. Answers { baseUrl, pid, dataDir
 * (its files; on PostgreSQL a temporary folder removed by stop), output(), stop() }.
 */
export async function startBenchServer(target, { cpus, env = {}, preload } = {}) {
  if (!existsSync(SERVER_DIST)) throw new Error('no server build: run npm run build (ensureBuild)')
  const port = await freeTcpPort()
  const baseUrl = `http://127.0.0.1:${port}`
  // On PostgreSQL the data folder holds only files (uploads); a temporary one is enough.
  const scratch = target.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'nauka-bench-files-'))
  const dataDir = target.dataDir ?? scratch
  // BENCH_SERVER_PROFILE=<folder>: each server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE
  const nodeArgs = [
    '--enable-source-maps',
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profile)}`] : []),
    ...(preload ? ['--import', preload] : []),
    SERVER_DIST,
  ]
  const [command, args] = pinned(cpus, process.execPath, nodeArgs)
  const child = spawn(command, args, {
    cwd: SERVER_ROOT,
    env: serverProcessEnv(port, dataDir, {
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk) => {
    // The tail is enough to say why a start failed; a long run must not grow it without bound.
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const stop = async () => {
    await stopProcess(child)
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`the server exited with ${child.exitCode}:\n${output}`)
    }
    const up = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server did not answer /api/health in 180 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { baseUrl, pid: child.pid, dataDir, output: () => output, stop }
}

/** The session cookie of a seeded user signed in from address `ip` (the soak's sign-in). */
export { signInCookie as signIn } from '../../apps/server/soak/sign-in.ts'
