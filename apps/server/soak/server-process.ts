import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_ROOT } from '../src/paths'
import { freeTcpPort, serverProcessEnv, stopProcess } from '../src/test/processes'
import { until } from '../src/test/until'

/** Lets the soak ask the server for a full collection (SIGUSR2) before it reads memory. */
const GC_ON_SIGNAL = [
  '--expose-gc',
  '--import',
  fileURLToPath(new URL('./gc-on-signal.mjs', import.meta.url)),
]
/**
 * More Node flags for the soak's server, to see where its time goes: `SOAK_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=/tmp/prof"` writes a CPU profile when it stops.
 */
const EXTRA_NODE_ARGS = process.env.SOAK_NODE_ARGS?.split(' ').filter(Boolean) ?? []
/** What the server's build is made of. */
const SOURCES = [join(SERVER_ROOT, 'src'), join(SERVER_ROOT, '../../packages/contracts/src')]
/** pino's number for `error`: a line at this level or above fails the soak. */
const ERROR_LEVEL = 50

export interface SoakServer {
  baseUrl: string
  pid: number
  metricsToken: string
  /** Which entry point ran: the build (`dist`) or the sources through tsx. */
  entry: 'dist' | 'tsx'
  /** The log lines at level error or above so far (and any output that is not JSON). */
  errors(): string[]
  stop(): Promise<void>
}

/** The latest modification time of anything under `dir` (the bench checks its builds with it too). */
export const newestChange = (dir: string): number =>
  Math.max(
    statSync(dir).mtimeMs,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(entry.parentPath, entry.name)
      return entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs
    }),
  )

/** The server's build: dist/main.js. */
export const SERVER_DIST = join(SERVER_ROOT, 'dist/main.js')

/** Whether the server's build is there and newer than every source: a stale one runs yesterday's code. */
export const serverBuildIsFresh = (): boolean =>
  existsSync(SERVER_DIST) && statSync(SERVER_DIST).mtimeMs > Math.max(...SOURCES.map(newestChange))

/**
 * The build when it is fresh (CI runs the soak after `npm test`, which builds), else the sources
 * through tsx.
 */
function entryPoint(): { entry: SoakServer['entry']; args: string[] } {
  const dist = SERVER_DIST
  if (serverBuildIsFresh())
    return { entry: 'dist', args: ['--enable-source-maps', ...EXTRA_NODE_ARGS, ...GC_ON_SIGNAL, dist] }
  return {
    entry: 'tsx',
    args: [...EXTRA_NODE_ARGS, ...GC_ON_SIGNAL, '--import', 'tsx', join(SERVER_ROOT, 'src/main.ts')],
  }
}

/**
 * Starts the server as `npm start` runs it (production, embedded PGlite in `dataDir`), with
 * /metrics open to a token and X-Forwarded-For trusted from the loopback: each virtual user then
 * comes from an address of its own, as real users behind a reverse proxy do, and meets the
 * per-address limits as they would.
 */
export async function startSoakServer(dataDir: string): Promise<SoakServer> {
  const port = await freeTcpPort()
  const baseUrl = `http://127.0.0.1:${port}`
  const metricsToken = randomBytes(24).toString('hex')
  const { entry, args } = entryPoint()
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: SERVER_ROOT,
    env: serverProcessEnv(port, dataDir, {
      // Warnings and errors only: a line per request would load both processes for nothing.
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: metricsToken,
      TRUST_PROXY: 'loopback',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const errors: string[] = []
  let pending = ''
  const read = (chunk: Buffer) => {
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      if (!line.trim()) continue
      try {
        if (((JSON.parse(line) as { level?: number }).level ?? 0) >= ERROR_LEVEL) errors.push(line)
      } catch {
        errors.push(line)
      }
    }
  }
  child.stdout?.on('data', read)
  child.stderr?.on('data', read)
  await until(async () => {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${errors.join('\n')}`)
    return fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
  })
  if (child.pid === undefined) throw new Error('the server has no process id')
  return {
    baseUrl,
    pid: child.pid,
    metricsToken,
    entry,
    errors: () => [...errors],
    stop: () => stopProcess(child),
  }
}
