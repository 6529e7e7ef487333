import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** Where the tests find the server; read by the baseURL fixture in fixtures.ts. */
export const BASE_URL_ENV = 'NAUKA_E2E_BASE_URL'

const REPO_ROOT = resolve(import.meta.dirname, '../../..')
const SERVER_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js')
const START_TIMEOUT_MS = 60_000

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => done(port))
    })
  })

const waitForHealth = async (baseUrl: string, server: ChildProcess, log: () => string) => {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${log()}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok && (await response.json()).status === 'ok') return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${log()}`)
}

/** Starts the built server on a free port with a fresh data directory; the returned function stops it. */
export default async function globalSetup() {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-e2e-'))
  const baseUrl = `http://127.0.0.1:${port}`
  let output = ''
  const server = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  server.stdout?.on('data', collect)
  server.stderr?.on('data', collect)

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r))
      server.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      if (server.exitCode === null) server.kill('SIGKILL')
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    await waitForHealth(baseUrl, server, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  process.env[BASE_URL_ENV] = baseUrl
  return stop
}
