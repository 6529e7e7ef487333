import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { SERVER_ROOT } from '../src/paths'
import type { MailCatcher } from '../src/test/mail-catcher'
import { freeTcpPort, serverProcessEnv } from '../src/test/processes'
import { until } from '../src/test/until'

/** The server in a process of its own, as `npm start` runs it, for the kill test. */
export interface KilledServer {
  baseUrl: string
  /** SIGKILL, as the OOM killer or a power cut ends it; resolves once it is gone. */
  kill(): Promise<void>
}

/** Where it keeps its data: a folder (PGlite and the files) and, for PostgreSQL, a database URL. */
export interface ServerData {
  dataDir: string
  databaseUrl?: string
}

/**
 * Starts the server on `data` with its mail going to `mail`, and X-Forwarded-For trusted from the
 * loopback so that each user of the test comes from an address of its own (the per-address limits).
 */
export async function startServer(data: ServerData, mail: MailCatcher): Promise<KilledServer> {
  const port = await freeTcpPort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(SERVER_ROOT, 'src/main.ts')], {
    cwd: SERVER_ROOT,
    env: serverProcessEnv(port, data.dataDir, {
      ...(data.databaseUrl && { DATABASE_URL: data.databaseUrl }),
      LOG_LEVEL: 'warn',
      SMTP_URL: mail.url,
      TRUST_PROXY: 'loopback',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`)
    return fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
  })
  return {
    baseUrl,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
