import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SERVER_ROOT } from '../paths'
import { freeTcpPort, serverProcessEnv, stopProcess } from '../test/processes'
import { until } from '../test/until'
import { backupSocketPath } from './backup-socket'
import { Manifest } from './manifest'
import { runBackup, runRestore } from './ops.commands'

/** Issue 19: a nightly backup of a server on the embedded database, which only it may open. */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'nauka-online-'))
let server: ChildProcess | undefined

beforeAll(async () => {
  const port = await freeTcpPort()
  server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_ROOT,
    env: serverProcessEnv(port, dataDir, { LOG_LEVEL: 'warn' }),
    stdio: 'ignore',
  })
  await until(
    () =>
      fetch(`http://127.0.0.1:${port}/api/health/ready`)
        .then((res) => res.status)
        .catch(() => 0),
    (status) => status === 200,
  )
}, 90_000)

afterAll(async () => {
  if (server) await stopProcess(server)
  rmSync(dataDir, { recursive: true, force: true })
})

const command = async (run: typeof runBackup, args: string[]) => {
  const out: string[] = []
  const err: string[] = []
  const code = await run(args, { DATA_DIR: dataDir }, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out, err }
}

it('is written by the running server, asked over a socket only its user may open', async () => {
  expect(statSync(backupSocketPath(dataDir)).mode & 0o777).toBe(0o600)
  const target = join(dataDir, 'nightly')
  const { code, out, err } = await command(runBackup, [target])
  expect({ code, err }).toEqual({ code: 0, err: [] })
  expect(out[0]).toBe(`Backup written to ${target} (by the running server)`)
  const manifest = Manifest.parse(JSON.parse(readFileSync(join(target, 'manifest.json'), 'utf8')))
  expect(manifest.database.kind).toBe('pglite')
  expect(manifest.database.tables.find((t) => t.table === 'cls_entry')?.rows).toBeGreaterThan(0)
})

it('refuses a restore while the server runs, and the server lets go of the folder when it stops', async () => {
  const { code, err } = await command(runRestore, [join(dataDir, 'nightly'), '--force'])
  expect(code).toBe(1)
  expect(err.join()).toMatch(/is in use by server \(process \d+, since .*\)\. Stop the server first\./)
  if (server) await stopProcess(server)
  expect(existsSync(join(dataDir, 'nauka.lock'))).toBe(false)
})
