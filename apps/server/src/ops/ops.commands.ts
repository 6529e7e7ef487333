import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { DataDirBusyError, dataDirHolder } from '../platform/data-dir-lock'
import { BackupRunningError } from '../platform/storage-hold'
import { BackupRefused, createBackup } from './backup'
import { requestBackup } from './backup-socket'
import type { Manifest } from './manifest'
import { openOpsContext } from './ops-context'
import { RestoreRefused, restoreBackup } from './restore'

export interface CommandIo {
  out(line: string): void
  err(line: string): void
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

const summary = (m: Manifest) =>
  `${m.database.kind} database at migration ${m.database.migration.count}, ` +
  `${m.database.tables.reduce((n, t) => n + t.rows, 0)} rows in ${m.database.tables.length} tables, ` +
  `${m.storage.objects} objects (${megabytes(m.storage.bytes)}) from ${m.storage.driver} storage`

/** A folder name from the time, sortable and valid everywhere: 2026-11-24T15-55-50Z. */
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')

/** Turns the known refusals into one line for the terminal and exit code 1; anything else is a bug. */
async function reported(io: CommandIo, work: () => Promise<void>): Promise<number> {
  try {
    await work()
    return 0
  } catch (err) {
    const refusals = [ConfigError, DataDirBusyError, RestoreRefused, BackupRefused, BackupRunningError]
    if (err instanceof Error && refusals.some((refusal) => err instanceof refusal)) {
      io.err(err.message)
      return 1
    }
    io.err(err instanceof Error ? (err.stack ?? err.message) : String(err))
    return 2
  }
}

/** A backup by this process: PostgreSQL (online), or an embedded database no server holds. */
async function backupHere(env: Record<string, string | undefined>, target: string): Promise<Manifest> {
  const config = loadConfig(env)
  const folder = resolve(config.DATA_DIR, 'db')
  if (!config.DATABASE_URL && !existsSync(folder))
    throw new BackupRefused(
      `There is no database in ${folder}: is DATA_DIR (or DATABASE_URL) set as for the server?`,
    )
  const ops = await openOpsContext(env, 'backup', false)
  try {
    return await createBackup({ database: ops.database, storage: ops.storage, target })
  } finally {
    await ops.close()
  }
}

/**
 * `npm run backup -- [target folder]`: answers the exit code. With the embedded database held by a
 * running server, the server writes it (the folder must be one it may write).
 */
export function runBackup(
  args: string[],
  env: Record<string, string | undefined>,
  io: CommandIo,
): Promise<number> {
  return reported(io, async () => {
    const config = loadConfig(env)
    const dataDir = resolve(config.DATA_DIR)
    const target = resolve(args[0] ?? join(dataDir, 'backups', stamp(new Date())))
    const server = !config.DATABASE_URL && dataDirHolder(dataDir)?.role === 'server'
    const manifest = server ? await requestBackup(dataDir, target) : await backupHere(env, target)
    io.out(`Backup written to ${target}${server ? ' (by the running server)' : ''}`)
    io.out(summary(manifest))
  })
}

/** `npm run restore -- <backup folder> [--force]`: answers the exit code. */
export function runRestore(
  args: string[],
  env: Record<string, string | undefined>,
  io: CommandIo,
): Promise<number> {
  return reported(io, async () => {
    const force = args.includes('--force')
    const [source, ...rest] = args.filter((a) => a !== '--force')
    if (!source || rest.length > 0)
      throw new RestoreRefused('Usage: npm run restore -- <backup folder> [--force]')
    const ops = await openOpsContext(env, 'restore', true)
    try {
      const manifest = await restoreBackup({
        database: ops.database,
        storage: ops.storage,
        source: resolve(source),
        force,
      })
      io.out(`Restored ${resolve(source)} (made ${manifest.createdAt})`)
      io.out(summary(manifest))
      io.out('Start the server: it brings the database to its current migration.')
    } finally {
      await ops.close()
    }
  })
}

/** The terminal: results on stdout, refusals and failures on stderr. */
export const terminalIo: CommandIo = {
  out: (line) => void process.stdout.write(`${line}\n`),
  err: (line) => void process.stderr.write(`${line}\n`),
}
