import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { SessionSql } from '../db/client'
import { type DumpFile, hashFile, type Manifest } from './manifest'

const BATCH = 500

/** A name as PostgreSQL quotes it; the names come from the catalogue, never from a user. */
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

export const listTables = async (run: SessionSql): Promise<string[]> =>
  (await run(`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map((r) =>
    String(r.tablename),
  )

/** The last migration drizzle recorded; zero when none (a database never migrated). */
export async function migrationLevel(run: SessionSql): Promise<Manifest['database']['migration']> {
  const [exists] = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)
  if (exists?.present !== true) return { count: 0, createdAt: 0 }
  const [row] = await run(
    'select count(*)::int as count, coalesce(max(created_at), 0)::text as created from drizzle.__drizzle_migrations',
  )
  return { count: Number(row?.count ?? 0), createdAt: Number(row?.created ?? 0) }
}

/**
 * Writes every table of the public schema, one JSON row per line, under `folder/database/`. The
 * caller runs it inside one snapshot (a repeatable-read transaction), so the files agree with each
 * other. Rows stay PostgreSQL's own JSON text, never parsed here: big numbers keep every digit.
 * Logical rows, not a binary dump, so a PGlite backup restores into PostgreSQL and back.
 */
export async function dumpDatabase(
  run: SessionSql,
  folder: string,
): Promise<Omit<Manifest['database'], 'kind'>> {
  await mkdir(join(folder, 'database'), { recursive: true })
  const migration = await migrationLevel(run)
  const tables: DumpFile[] = []
  for (const table of await listTables(run)) {
    const file = `database/${table}.ndjson`
    const out = createWriteStream(join(folder, file))
    await run(
      `declare dump_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`,
    )
    let rows = 0
    for (;;) {
      const batch = await run(`fetch ${BATCH} from dump_rows`)
      for (const row of batch) {
        if (!out.write(`${String(row.j)}\n`)) await once(out, 'drain')
      }
      rows += batch.length
      if (batch.length < BATCH) break
    }
    await run('close dump_rows')
    out.end()
    await once(out, 'finish')
    tables.push({ table, file, rows, ...(await hashFile(join(folder, file))) })
  }
  const sequences: Record<string, number | null> = {}
  for (const row of await run(
    `select sequencename, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
  ))
    sequences[String(row.sequencename)] = row.value === null ? null : Number(row.value)
  return { migration, tables, sequences }
}

/**
 * Loads the rows of a dump into tables of the same migration level, empty. Foreign keys are dropped
 * for the load and added back after (which checks them), so neither table order nor rows that name
 * rows of their own table matter. Generated columns are computed again; identity values are kept.
 */
export async function loadDatabase(
  run: SessionSql,
  folder: string,
  dump: Manifest['database'],
): Promise<void> {
  const foreignKeys = await run(
    `select conrelid::regclass::text as tbl, quote_ident(conname) as name, pg_get_constraintdef(oid) as def
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  )
  for (const fk of foreignKeys) await run(`alter table ${fk.tbl} drop constraint ${fk.name}`)
  for (const { table, file } of dump.tables) {
    const columns = (
      await run(
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [table],
      )
    ).map((r) => ident(String(r.column_name)))
    if (columns.length === 0) throw new Error(`The database has no table ${table} at this migration level.`)
    const insert = `insert into ${ident(table)} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${ident(table)}, $1::json)`
    let batch: string[] = []
    const lines = createInterface({
      input: createReadStream(join(folder, file)),
      crlfDelay: Number.POSITIVE_INFINITY,
    })
    for await (const line of lines) {
      if (line.length === 0) continue
      batch.push(line)
      if (batch.length === BATCH) {
        await run(insert, [`[${batch.join(',')}]`])
        batch = []
      }
    }
    if (batch.length > 0) await run(insert, [`[${batch.join(',')}]`])
  }
  for (const fk of foreignKeys) await run(`alter table ${fk.tbl} add constraint ${fk.name} ${fk.def}`)
  for (const [name, value] of Object.entries(dump.sequences))
    if (value !== null)
      await run(`select setval($1, $2::bigint, true)`, [`public.${ident(name)}`, String(value)])
}
