import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase } from '../db/prepare'
import { uploadPdfs } from '../modules/posts/posts.fixtures'
import { MIGRATIONS_DIR } from '../paths'
import { createStorage } from '../platform/storage'
import { jobsDone } from '../test/jobs-done'
import { useTestServer } from '../test/test-server'
import { createBackup } from './backup'
import type { Manifest } from './manifest'
import { runRestore } from './ops.commands'
import { databaseContents, emptyDatabase, storageContents } from './ops.fixtures'
import { RestoreRefused, restoreBackup } from './restore'

const folder = mkdtempSync(join(tmpdir(), 'nauka-refusals-'))
const good = join(folder, 'good')
let copies = 0
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** A copy of the good backup, its manifest changed by `edit`. */
function changedCopy(edit: (m: Manifest) => void = () => {}): string {
  const copy = join(folder, `copy-${++copies}`)
  cpSync(good, copy, { recursive: true })
  const manifest = JSON.parse(readFileSync(join(copy, 'manifest.json'), 'utf8')) as Manifest
  edit(manifest)
  writeFileSync(join(copy, 'manifest.json'), JSON.stringify(manifest))
  return copy
}

/** An empty database and storage to restore into, disposed of after `use`. */
async function intoEmpty(
  use: (
    target: Awaited<ReturnType<typeof emptyDatabase>> & { storage: ReturnType<typeof createStorage> },
  ) => Promise<void>,
) {
  const empty = await emptyDatabase()
  const storage = createStorage({ DATA_DIR: mkdtempSync(join(folder, 'files-')), S3_REGION: 'us-east-1' })
  try {
    await use({ ...empty, storage })
  } finally {
    await empty.dispose()
  }
}

const publicTables = async (target: Awaited<ReturnType<typeof emptyDatabase>>) =>
  (await target.database.executeSql(`select tablename from pg_tables where schemaname = 'public'`)).rows

describe('restore', () => {
  const env = useTestServer()
  beforeAll(async () => {
    await uploadPdfs(env.as(await env.newUser()), 2)
    // The files' text extraction runs as jobs after the answers: the backup must hold their writes.
    await jobsDone(env.t.app)
    await createBackup({ database: env.t.database, storage: createStorage(env.t.config), target: good })
  })

  it('refuses a database that holds accounts without --force, and replaces it with --force', async () => {
    await intoEmpty(async (target) => {
      await restoreBackup({ database: target.database, storage: target.storage, source: good })
      await target.database.executeSql(
        `update users set email = 'changed@example.org' where id = (select min(id) from users)`,
      )
      const before = await databaseContents(target.database)
      await expect(
        restoreBackup({ database: target.database, storage: target.storage, source: good }),
      ).rejects.toThrow(/Refusing to restore: the database holds \d+ accounts\. Add --force/)
      expect(await databaseContents(target.database)).toEqual(before)
      await restoreBackup({ database: target.database, storage: target.storage, source: good, force: true })
      expect(await databaseContents(target.database)).toEqual(await databaseContents(env.t.database))
    })
  })

  it('refuses a backup whose object does not match its sha256, and changes nothing', async () => {
    const damaged = changedCopy()
    const [object] = (JSON.parse(readFileSync(join(good, 'manifest.json'), 'utf8')) as Manifest).objects
    if (!object) throw new Error('no object in the backup')
    writeFileSync(join(damaged, 'objects', object.key), 'not the bytes that were backed up')
    await intoEmpty(async (target) => {
      const restoring = restoreBackup({ database: target.database, storage: target.storage, source: damaged })
      await expect(restoring).rejects.toThrow(RestoreRefused)
      await expect(restoring).rejects.toThrow(`objects/${object.key}: sha256 does not match`)
      expect(await publicTables(target)).toEqual([])
      expect(await storageContents(target.storage)).toEqual({})
    })
  })

  it('refuses a manifest it cannot read, and one from a newer version', async () => {
    const garbled = changedCopy((m) => Object.assign(m, { format: 'something else' }))
    const newer = changedCopy((m) => {
      m.database.migration = { count: m.database.migration.count + 1, createdAt: Date.now() + 1e10 }
    })
    await intoEmpty(async (target) => {
      await expect(restoreBackup({ ...target, source: garbled })).rejects.toThrow(/is not a backup manifest/)
      await expect(restoreBackup({ ...target, source: newer })).rejects.toThrow(/made by a newer version/)
      expect(await publicTables(target)).toEqual([])
    })
  })

  it('restores a backup of an older migration level, which the server then migrates', async () => {
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR })
    const previous = migrations.at(-2)
    if (!previous) throw new Error('fewer than two migrations')
    // As a backup made before the last migration (0022: deferred_storage_deletes) would be.
    const older = changedCopy((m) => {
      m.database.migration = { count: migrations.length - 1, createdAt: previous.folderMillis }
      m.database.tables = m.database.tables.filter((t) => t.table !== 'deferred_storage_deletes')
    })
    await intoEmpty(async (target) => {
      await restoreBackup({ ...target, source: older })
      expect(await publicTables(target)).not.toContainEqual({ tablename: 'deferred_storage_deletes' })
      await prepareDatabase(target.database)
      expect(await databaseContents(target.database)).toEqual(await databaseContents(env.t.database))
    })
  })

  // PostgreSQL's own refusal (the server suite runs there with TEST_DATABASE_URL); on PGlite the
  // server's hold of the data folder is what a restore refuses, tested below.
  if (process.env.TEST_DATABASE_URL)
    it('refuses while another client is connected to PostgreSQL', async () => {
      await intoEmpty(async (target) => {
        const { rows } = await target.database.executeSql('select current_database() as name')
        const url = new URL(process.env.TEST_DATABASE_URL ?? '')
        url.pathname = `/${String(rows[0]?.name)}`
        const server = new pg.Client({ connectionString: url.toString() })
        await server.connect()
        try {
          await expect(restoreBackup({ ...target, source: good })).rejects.toThrow(
            /other connections: stop the server/,
          )
        } finally {
          await server.end()
        }
      })
    })

  describe('from the command line', () => {
    let holder: ChildProcess | undefined
    afterAll(() => void holder?.kill())

    it('refuses while a server holds the data folder', async () => {
      const dataDir = mkdtempSync(join(folder, 'data-'))
      holder = spawn('sleep', ['60'], { stdio: 'ignore' })
      const since = new Date().toISOString()
      writeFileSync(join(dataDir, 'nauka.lock'), JSON.stringify({ pid: holder.pid, role: 'server', since }))
      const errors: string[] = []
      const code = await runRestore(
        [good],
        { DATA_DIR: dataDir },
        { out: () => {}, err: (l) => errors.push(l) },
      )
      expect(code).toBe(1)
      expect(errors.join('\n')).toMatch(
        /is in use by server \(process \d+, since .*\)\. Stop the server first\./,
      )
    })
  })
})
