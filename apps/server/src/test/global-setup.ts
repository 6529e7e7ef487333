import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'
import { prepareDatabase } from '../db/prepare'
import { adminQuery, databaseUrl } from './postgres-admin'

/**
 * Vitest's global setup of the server project: migrates and seeds the catalogues once per run
 * (about ten seconds of work), so that each test file starts from a copy instead of doing it again.
 * On PGlite the copy is a tarball of the data folder; on PostgreSQL (TEST_DATABASE_URL) a template
 * database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const template = `nauka_seed_${process.pid}_${randomBytes(4).toString('hex')}`
    await adminQuery(serverUrl, `create database ${template}`)
    const database = await openDatabase({ url: databaseUrl(serverUrl, template) })
    await prepareDatabase(database)
    // A template may have no open connection while a copy is made of it.
    await database.close()
    project.provide('seededDatabase', { kind: 'postgres', serverUrl, template })
    return () => adminQuery(serverUrl, `drop database if exists ${template} with (force)`)
  }
  const folder = mkdtempSync(join(tmpdir(), 'nauka-seed-'))
  const file = join(folder, 'pgdata.tar')
  const database = await openDatabase({ memory: true })
  await prepareDatabase(database)
  const snapshot = await database.snapshot?.()
  await database.close()
  if (!snapshot) throw new Error('the embedded database gave no snapshot')
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()))
  project.provide('seededDatabase', { kind: 'pglite', file })
  return async () => rmSync(folder, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the migrated and seeded database of this run is, to copy from. */
    seededDatabase:
      | { kind: 'pglite'; file: string }
      | { kind: 'postgres'; serverUrl: string; template: string }
  }
}
