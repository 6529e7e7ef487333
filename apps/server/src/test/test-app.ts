import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { type AppDeps, buildApp } from '../app'
import { type Config, loadConfig } from '../config'
import { type Database, openDatabase } from '../db/client'
import { prepareDatabase } from '../db/prepare'
import { adminQuery, databaseUrl } from './postgres-admin'

export interface TestApp {
  app: FastifyInstance
  config: Config
  database: Database
  close(): Promise<void>
}

/**
 * A fresh database for one test file, copied from the one the global setup migrated and seeded:
 * in-memory PGlite from its snapshot by default, or a new database from the template on the real
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
async function freshDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  // The benchmarks (bench/, plain Node) have no global setup to copy from: they prepare their own.
  if (!process.env.VITEST) {
    const database = await openDatabase({ memory: true })
    await prepareDatabase(database)
    return { database, dispose: async () => {} }
  }
  const seeded = inject('seededDatabase')
  if (!seeded)
    throw new Error('no seeded database: run the tests through the server project of vitest.config.ts')
  if (seeded.kind === 'pglite') {
    const snapshot = new Blob([readFileSync(seeded.file)])
    return { database: await openDatabase({ memory: true, snapshot }), dispose: async () => {} }
  }
  const { serverUrl } = seeded
  const name = `nauka_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name} template ${seeded.template}`)
  return {
    database: await openDatabase({ url: databaseUrl(serverUrl, name) }),
    dispose: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

/** What a test may hand the app instead of what it makes itself (e.g. a `sleep` that only records). */
export type TestAppDeps = Partial<Omit<AppDeps, 'config' | 'database'>>

/** Builds the real app, as main.ts does, on a fresh database and data folder. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: TestAppDeps = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-test-'))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env })
  const { database, dispose } = await freshDatabase()
  const app = await buildApp({ ...deps, config, database })
  await app.ready()
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close()
      await dispose()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
