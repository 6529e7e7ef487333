import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/** Tables a request may touch without changing anyone's data: sessions are touched on use. */
const VOLATILE_TABLES = new Set(['sessions', 'user_presence', '__drizzle_migrations'])

/** Beside the app's tables, never among them: the names of the tables written since the last look. */
const LOG = 'test_fingerprint.writes'

interface Tracked {
  tables: string[]
  hashes: Record<string, string>
}

const tracked = new WeakMap<Db, Promise<Tracked>>()

const rows = async <T>(db: Db, text: string) =>
  ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows

/** md5 of every row of each table, in one round trip. */
const hashTables = async (db: Db, tables: string[]): Promise<Record<string, string>> => {
  if (tables.length === 0) return {}
  const parts = tables.map(
    (name) =>
      `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`,
  )
  const [row] = await rows<Record<string, string>>(db, `select ${parts.join(', ')}`)
  return row ?? {}
}

/**
 * A trigger on each table logs the table's name, in the writing transaction, whenever a statement
 * writes it (cascades and TRUNCATE included). A name is taken from the log once its write has
 * committed, so the table's hash is made again after the write, never before it only.
 */
const startTracking = async (db: Db): Promise<Tracked> => {
  const tables = (
    await rows<{ name: string }>(
      db,
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !VOLATILE_TABLES.has(name))
  await rows(db, 'create schema if not exists test_fingerprint')
  await rows(db, `create table if not exists ${LOG} (name text not null)`)
  await rows(
    db,
    `create or replace function test_fingerprint.wrote() returns trigger language plpgsql as $$
      begin insert into ${LOG} values (tg_table_name); return null; end $$`,
  )
  for (const name of tables)
    await rows(
      db,
      `create trigger test_fingerprint_wrote
        after insert or update or delete or truncate on "${name}"
        for each statement execute function test_fingerprint.wrote()`,
    )
  return { tables, hashes: await hashTables(db, tables) }
}

/**
 * A fingerprint of every row of every table (but the volatile ones), to prove that a refused request
 * changed nothing. Only the tables written since the last call are hashed again: hashing all of them
 * (the catalogues' thousands of rows among them) took about 60 ms on PGlite, and the whole-API tests
 * take one after each of some 2,000 requests.
 */
export async function databaseFingerprint(world: { env: { db: Db } }): Promise<Record<string, string>> {
  const { db } = world.env
  const known = tracked.get(db)
  if (!known) {
    const started = startTracking(db)
    tracked.set(db, started)
    return { ...(await started).hashes }
  }
  const state = await known
  const written = await rows<{ name: string }>(db, `delete from ${LOG} returning name`)
  const stale = [...new Set(written.map((r) => r.name))].filter((name) => state.tables.includes(name))
  Object.assign(state.hashes, await hashTables(db, stale))
  return { ...state.hashes }
}
