import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Database, openDatabase } from '../../db/client'
import { adminQuery, databaseUrl } from '../../test/postgres-admin'

/** An empty database that can be closed and opened again, as a server restart does. */
export interface ScratchDatabase {
  open(): Promise<Database>
  /** Removes it; every connection must be closed. */
  dispose(): Promise<void>
}

/**
 * For the job queue's tests, on the driver of the run: a database of its own on the PostgreSQL
 * server of TEST_DATABASE_URL, otherwise PGlite on a data folder of its own (the queue needs no
 * migrations or catalogues: pg-boss installs its schema itself).
 */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const name = `nauka_jobs_${process.pid}_${randomBytes(4).toString('hex')}`
    await adminQuery(serverUrl, `create database ${name}`)
    return {
      open: () => openDatabase({ url: databaseUrl(serverUrl, name) }),
      dispose: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-jobs-'))
  return {
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}
