import { chmodSync, rmSync } from 'node:fs'
import { createConnection, createServer, type Socket } from 'node:net'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { Database } from '../db/client'
import type { Storage } from '../platform/storage'
import { BackupRefused, createBackup } from './backup'
import { Manifest } from './manifest'

/**
 * Where a server on the embedded database takes backup requests: only one process may open PGlite,
 * so `npm run backup` asks the running server to write the backup. A unix socket readable by the
 * server's user alone (mode 0600), never an HTTP route.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock')

export interface BackupSocketDeps {
  dataDir: string
  database: Database
  storage: Storage
  log: { info(details: object, message: string): void; warn(details: object, message: string): void }
}

/** One request per connection: a line `{"target": "<absolute folder>"}`, answered by one line. */
async function answer(socket: Socket, { database, storage, log }: BackupSocketDeps): Promise<void> {
  const lines = createInterface({ input: socket })
  for await (const line of lines) {
    let reply: object
    try {
      const { target } = JSON.parse(line) as { target?: unknown }
      if (typeof target !== 'string' || !target.startsWith('/'))
        throw new Error('target must be an absolute folder')
      const manifest = await createBackup({ database, storage, target })
      log.info({ target, objects: manifest.objects.length }, 'backup written')
      reply = { manifest }
    } catch (err) {
      log.warn({ err }, 'backup failed')
      reply = { error: err instanceof Error ? err.message : String(err) }
    }
    socket.end(`${JSON.stringify(reply)}\n`)
    return
  }
}

/** Listens on the data folder's backup socket; answers the close. */
export async function serveBackups(deps: BackupSocketDeps): Promise<() => Promise<void>> {
  const path = backupSocketPath(deps.dataDir)
  // A socket file left by a server that died; this process holds the data folder now.
  rmSync(path, { force: true })
  const server = createServer((socket) => {
    socket.on('error', () => {})
    void answer(socket, deps)
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(path, resolve)
    })
    chmodSync(path, 0o600)
  } catch (err) {
    // E.g. a DATA_DIR path too long for a socket: the server serves anyway, `npm run backup` then
    // says the server does not answer.
    deps.log.warn({ err, path }, 'backup socket not opened: backups need the server stopped')
    return async () => {}
  }
  // Stops taking requests; one under way ends with the process (shutdown does not wait for it).
  return async () => void server.close()
}

/** Asks the server holding `dataDir` to write a backup into `target`; its answer, or its refusal. */
export function requestBackup(dataDir: string, target: string): Promise<Manifest> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(backupSocketPath(dataDir))
    socket.once('error', (err) =>
      reject(new BackupRefused(`The server holding ${dataDir} does not answer: ${err.message}`)),
    )
    socket.once('connect', () => socket.write(`${JSON.stringify({ target })}\n`))
    let text = ''
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    socket.once('end', () => {
      try {
        const reply = JSON.parse(text) as { manifest?: unknown; error?: string }
        if (reply.error !== undefined)
          reject(new BackupRefused(`The server refused the backup: ${reply.error}`))
        else resolve(Manifest.parse(reply.manifest))
      } catch {
        reject(new BackupRefused('The server closed the backup socket without an answer.'))
      }
    })
  })
}
