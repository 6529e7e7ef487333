import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freeTcpPort, stopProcess } from '../../server/src/test/processes'

const REPO_ROOT = resolve(import.meta.dirname, '../../..')
const SERVER_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js')
const START_TIMEOUT_MS = 60_000

export interface AppServer {
  baseUrl: string
  /** The tail of what the server printed, for a failing test's message. */
  log(): string
  stop(): Promise<void>
}

const waitForHealth = async (baseUrl: string, server: ChildProcess, log: () => string) => {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${log()}`)
    try {
      // Readiness, not liveness: the specs need the database and storage, not only the process.
      const response = await fetch(`${baseUrl}/api/health/ready`)
      if (response.ok && (await response.json()).status === 'ready') return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server was not ready (/api/health/ready) within ${START_TIMEOUT_MS} ms:\n${log()}`)
}

/**
 * The built server on a free loopback port with a fresh data directory and `env` on top of the
 * test process's (`env` gets the server's address, for what must know it before the server
 * starts); resolves once /api/health/ready answers. The global setup starts the main one; specs
 * that need a differently configured server (the media server's) start their own.
 */
export async function startAppServer(
  env: (baseUrl: string) => Record<string, string> | Promise<Record<string, string>>,
): Promise<AppServer> {
  const port = await freeTcpPort()
  const baseUrl = `http://127.0.0.1:${port}`
  // Before the folder and the process: what the server is told may need its address first.
  const extra = await env(baseUrl)
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-e2e-'))
  let output = ''
  const server = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      // Each test is its own client (fixtures.ts sends X-Forwarded-For), so the per-address rate
      // limits of sign-in and registration do not couple unrelated tests.
      TRUST_PROXY: '127.0.0.1',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  server.stdout?.on('data', collect)
  server.stderr?.on('data', collect)
  const log = () => output

  const stop = async () => {
    await stopProcess(server)
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    await waitForHealth(baseUrl, server, log)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, log, stop }
}
