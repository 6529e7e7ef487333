import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import type { Database, SessionSql } from '../db/client'
import { MIGRATIONS_DIR } from '../paths'
import type { Storage } from '../platform/storage'
import { loadDatabase } from './database-dump'
import { hashFile, Manifest } from './manifest'

/** A refusal with a message meant for the person at the terminal; nothing was changed. */
export class RestoreRefused extends Error {}

/** The application name ops tools connect with, so a restore can tell a running server from itself. */
export const OPS_APPLICATION_NAME = 'nauka-ops'

export interface RestoreOptions {
  database: Database
  /** The driver itself: restore runs with the server stopped. */
  storage: Storage
  source: string
  /** Replace a database that holds accounts, or a storage that holds objects. */
  force?: boolean
}

/** Reads manifest.json and checks every file of the backup against it before anything is touched. */
export async function verifyBackup(source: string): Promise<Manifest> {
  let raw: unknown
  try {
    raw = JSON.parse(await readFile(join(source, 'manifest.json'), 'utf8'))
  } catch (err) {
    throw new RestoreRefused(`${source} holds no readable manifest.json: ${(err as Error).message}`)
  }
  const parsed = Manifest.safeParse(raw)
  if (!parsed.success)
    throw new RestoreRefused(
      `${source}/manifest.json is not a backup manifest this version reads: ${parsed.error.message}`,
    )
  const manifest = parsed.data
  const files = [
    ...manifest.database.tables.map((t) => ({ path: t.file, size: t.size, sha256: t.sha256 })),
    ...manifest.objects.map((o) => ({ path: `objects/${o.key}`, size: o.size, sha256: o.sha256 })),
  ]
  const bad: string[] = []
  for (const file of files) {
    const found = await hashFile(join(source, file.path)).catch(() => null)
    if (!found) bad.push(`${file.path}: missing`)
    else if (found.sha256 !== file.sha256 || found.size !== file.size)
      bad.push(`${file.path}: sha256 does not match`)
  }
  if (bad.length > 0)
    throw new RestoreRefused(
      `The backup is damaged (${bad.length} of ${files.length} files): ${bad.slice(0, 10).join('; ')}. Nothing was restored.`,
    )
  return manifest
}

/** The migrations up to the backup's, as this version of the server has them. */
function migrationsUpTo(level: Manifest['database']['migration']) {
  const all = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR })
  const upTo = all.filter((m) => m.folderMillis <= level.createdAt)
  if (upTo.length !== level.count || (level.count > 0 && upTo.at(-1)?.folderMillis !== level.createdAt))
    throw new RestoreRefused(
      'The backup was made by a newer version of Nauka (its database has migrations this one does not know). Restore it with that version or a later one.',
    )
  return upTo
}

/** Why the target is not empty, or null. Emptiness means no accounts and no objects. */
async function contents(run: SessionSql, storage: Storage): Promise<string | null> {
  const [users] = await run(`select to_regclass('public.users') is not null as present`)
  if (users?.present === true) {
    const [row] = await run('select count(*)::int as n from users')
    if (Number(row?.n) > 0) return `the database holds ${row?.n} accounts`
  }
  for await (const _ of storage.list()) return 'the storage holds objects'
  return null
}

/**
 * Replaces the configured database and storage with a backup. Everything is checked first (manifest,
 * every sha256, migration level, emptiness, no other connection); the database is then replaced in
 * one transaction, at the backup's migration level (the server migrates the rest at its next start),
 * and the objects are written after it.
 */
export async function restoreBackup({
  database,
  storage,
  source,
  force = false,
}: RestoreOptions): Promise<Manifest> {
  const manifest = await verifyBackup(source)
  const migrations = migrationsUpTo(manifest.database.migration)
  if (database.kind === 'postgres') {
    const { rows } = await database.executeSql(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
          and application_name <> $1`,
      [OPS_APPLICATION_NAME],
    )
    if (Number(rows[0]?.n) > 0)
      throw new RestoreRefused(
        `The database has ${rows[0]?.n} other connections: stop the server (every process) before a restore.`,
      )
  }
  await database.session(async (run) => {
    const found = await contents(run, storage)
    if (found && !force)
      throw new RestoreRefused(
        `Refusing to restore: ${found}. Add --force to replace them. Nothing was changed.`,
      )
    if (database.kind === 'postgres') await run('begin')
    // pg-boss's queue goes too: its jobs name rows of the replaced database. The server makes it again.
    await run(
      'drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
    )
    await run('create schema drizzle')
    await run(
      'create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    )
    for (const migration of migrations) {
      for (const statement of migration.sql) if (statement.trim()) await run(statement)
      await run('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ])
    }
    await loadDatabase(run, source, manifest.database)
    if (database.kind === 'postgres') await run('commit')
  })
  const keep = new Set(manifest.objects.map((o) => o.key))
  for (const object of manifest.objects)
    await storage.put(object.key, createReadStream(join(source, 'objects', object.key)), object.contentType)
  if (force) {
    const extra: string[] = []
    for await (const { key } of storage.list()) if (!keep.has(key)) extra.push(key)
    for (const key of extra) await storage.delete(key)
  }
  return manifest
}
