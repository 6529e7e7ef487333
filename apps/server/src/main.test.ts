import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { API } from '@nauka/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_ROOT } from './paths'
import { freeTcpPort, serverProcessEnv, stopProcess } from './test/processes'
import { until } from './test/until'

/**
 * Issue 19: the server as `npm start` runs it, in a process of its own on embedded PGlite in a
 * folder that outlives each start, stopped by signals as a process manager stops it.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url))
let dataDir: string

interface Running {
  child: ChildProcess
  baseUrl: string
  port: number
  /** The JSON log lines so far. */
  log(): { msg: string; [key: string]: unknown }[]
  exited: Promise<{ code: number | null; at: number }>
}

async function startServer(): Promise<Running> {
  const port = await freeTcpPort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_ROOT,
    env: serverProcessEnv(port, dataDir, { LOG_LEVEL: 'info' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  )
  const log = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`)
    return fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
  })
  return { child, baseUrl, port, log, exited }
}

/**
 * A request to `POST /api/core/cls/find` whose body arrives only when `finish` is called: it is in
 * flight in between, as a slow upload is.
 */
function slowRequest(port: number): { answered: Promise<number>; finish(): void } {
  const body = JSON.stringify({ cls: 46, page: 1 })
  const req = request({
    host: '127.0.0.1',
    port,
    method: API.catalog.find.method,
    path: API.catalog.find.path,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
  })
  req.write(body.slice(0, 5))
  return { answered, finish: () => req.end(body.slice(5)) }
}

/** Waits until the server has read the request's head: the request is in flight. */
const received = (server: Running) =>
  until(() =>
    server
      .log()
      .some(
        (line) =>
          line.msg === 'incoming request' && (line.req as { url?: string }).url === API.catalog.find.path,
      ),
  )

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nauka-process-'))
  // The first start migrates the new database and loads the catalogues.
  const first = await startServer()
  await stopProcess(first.child)
  expect(first.log().some((line) => line.msg === 'catalogues loaded')).toBe(true)
})

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the server process', () => {
  it('starts again on its database without loading the unchanged catalogues again', async () => {
    const server = await startServer()
    await stopProcess(server.child)
    expect(server.log().some((line) => line.msg === 'catalogues loaded')).toBe(false)
  })

  it('on SIGTERM answers the request in flight, refuses new connections and exits 0', async () => {
    const server = await startServer()
    const slow = slowRequest(server.port)
    await received(server)
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    // Refused once the listener is closed (a connection made just before is answered 503).
    await until(() =>
      fetch(`${server.baseUrl}/api/health`).then(
        () => false,
        () => true,
      ),
    )
    slow.finish()
    expect(await slow.answered).toBe(200)
    const { code, at } = await server.exited
    expect(code).toBe(0)
    expect(at - signalled).toBeLessThan(10_000)
  })

  it('exits 1 ten seconds after SIGTERM when a request never ends, naming what was still open', async () => {
    const server = await startServer()
    const slow = slowRequest(server.port)
    slow.answered.catch(() => {})
    await received(server)
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    const { code, at } = await server.exited
    expect(code).toBe(1)
    expect(at - signalled).toBeGreaterThanOrEqual(10_000)
    const timedOut = server.log().find((line) => /exiting with work still open/.test(line.msg))
    // (A periodic job could still be running too: only the request is certain.)
    expect(timedOut?.stillOpen).toMatchObject({ requests: 1, database: 'open' })
  })
})
