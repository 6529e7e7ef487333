import { createHash, randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../db/client'
import type { Storage } from '../platform/storage'
import { adminQuery, databaseUrl } from '../test/postgres-admin'
import { OPS_APPLICATION_NAME } from './restore'

/** A database with nothing in it, of the kind this run tests, or the other kind (PGlite in memory). */
export async function emptyDatabase(
  kind: 'same' | 'pglite' = 'same',
): Promise<{ database: Database; dispose(): Promise<void> }> {
  const seeded = inject('seededDatabase')
  if (kind === 'pglite' || seeded.kind === 'pglite') {
    const database = await openDatabase({ memory: true })
    return { database, dispose: () => database.close() }
  }
  const name = `nauka_restore_${process.pid}_${randomBytes(4).toString('hex')}`
  await adminQuery(seeded.serverUrl, `create database ${name}`)
  const url = new URL(databaseUrl(seeded.serverUrl, name))
  url.searchParams.set('application_name', OPS_APPLICATION_NAME)
  const database = await openDatabase({ url: url.toString() })
  return {
    database,
    dispose: async () => {
      await database.close()
      await adminQuery(seeded.serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

/**
 * Every row of every table of the public schema as text, sorted (order-independent), and every
 * sequence's last value: two databases with equal contents answer equal objects.
 */
export async function databaseContents(database: Database): Promise<Record<string, string[] | string>> {
  const { rows: tables } = await database.executeSql(
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  )
  const contents: Record<string, string[] | string> = {}
  for (const { name } of tables) {
    const { rows } = await database.executeSql(
      `select coalesce(json_agg(t::text order by t::text), '[]'::json)::text as all from "${String(name)}" t`,
    )
    contents[String(name)] = JSON.parse(String(rows[0]?.all)) as string[]
  }
  const { rows: sequences } = await database.executeSql(
    `select sequencename as name, coalesce(last_value::text, '-') as value from pg_sequences where schemaname = 'public'`,
  )
  for (const { name, value } of sequences) contents[`sequence ${String(name)}`] = String(value)
  return contents
}

/** Every object of a storage: its key, the sha256 of its bytes and its content type. */
export async function storageContents(storage: Storage): Promise<Record<string, string>> {
  const contents: Record<string, string> = {}
  for await (const { key } of storage.list()) {
    const [info, stream] = await Promise.all([storage.stat(key), storage.openRead(key)])
    const hash = createHash('sha256')
    for await (const chunk of stream ?? []) hash.update(chunk as Buffer)
    contents[key] = `${hash.digest('hex')} ${info?.contentType}`
  }
  return contents
}
