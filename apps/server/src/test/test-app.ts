import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { type AppDeps, buildApp } from '../app'
import { type Config, loadConfig } from '../config'
import { type Database, openDatabase } from '../db/client'
import { prepareDatabase } from '../db/prepare'

export interface TestApp {
  app: FastifyInstance
  config: Config
  database: Database
  close(): Promise<void>
}

/** A database URL naming another database on the same server. */
const withDatabase = (url: string, name: string) => {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * real PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
async function freshDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({ memory: true })
    return { database, dispose: async () => {} }
  }
  const name = `nauka_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const database = await openDatabase({ url: withDatabase(serverUrl, name) })
  return {
    database,
    dispose: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl })
      await cleaner.connect()
      await cleaner.query(`drop database if exists ${name} with (force)`)
      await cleaner.end()
    },
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
  await prepareDatabase(database)
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
