import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { MIGRATIONS_DIR } from '../paths'
import { overlayQueryParsers } from './pglite-parsers'
import { takeTurns } from './pglite-turns'
import * as schema from './schema'

export type Schema = typeof schema
/** Both drivers speak the same PostgreSQL dialect, so modules see one type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  ping(): Promise<void>
  /**
   * Raw SQL outside Drizzle, for the job queue (pg-boss keeps its own schema): one statement with
   * `values`, or several without (its schema install). Answers the rows of the last statement.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
  /**
   * One connection for the whole of `fn`, for work that needs session state (an advisory lock, a
   * transaction of its own, a cursor). PGlite has one connection only: `fn` then runs inside a
   * transaction and nothing else runs until it ends, so keep it short.
   */
  session<T>(fn: (run: SessionSql) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** Embedded only: the whole data folder as one tarball, to open copies of (tests seed once). */
  snapshot?(): Promise<Blob>
  /** PostgreSQL only: the pool's connections now (PGlite has one in-process connection, no pool). */
  poolStats?(): PoolStats
}

/** One statement with `values`, or several without, on a session's connection; answers the last one's rows. */
export type SessionSql = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>

/** The connections of the PostgreSQL pool, and the queries waiting for one (the metrics show them). */
export interface PoolStats {
  total: number
  idle: number
  waiting: number
}

/** `snapshot` starts the in-memory database as a copy of one taken with `Database.snapshot`. */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; snapshot?: Blob }

/** The rows of the last statement of a script (each statement answers a result of its own). */
const lastRows = (results: { rows: unknown[] }[]): Record<string, unknown>[] =>
  (results.at(-1)?.rows ?? []) as Record<string, unknown>[]

/** PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // pool.end() resolves before its connections have said goodbye; close() waits for them, so a
    // database dropped or stopped right after (tests, shutdown) never kills a connection mid-close.
    const open = new Set<pg.PoolClient>()
    pool.on('connect', (client) => {
      open.add(client)
      client.once('end', () => open.delete(client))
    })
    const db = drizzlePg({ client: pool, schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => void (await db.execute(sql`select 1`)),
      executeSql: async (text, values) => {
        const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values)
        return { rows: Array.isArray(result) ? lastRows(result) : result.rows }
      },
      close: async () => {
        const ended = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)))
        await pool.end()
        await Promise.race([Promise.all(ended), new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
      },
      session: async (fn) => {
        const client = await pool.connect()
        let failed = false
        try {
          return await fn(async (text, values) => {
            const result: pg.QueryResult | pg.QueryResult[] = await client.query(text, values)
            return Array.isArray(result) ? lastRows(result) : result.rows
          })
        } catch (err) {
          failed = true
          throw err
        } finally {
          // A connection that failed mid-session may hold a lock or an open transaction: drop it.
          client.release(failed)
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    }
  }
  let dataDir: string | undefined
  if ('dataDir' in target) {
    dataDir = join(target.dataDir, 'db')
    mkdirSync(dataDir, { recursive: true })
  }
  const loadDataDir = 'snapshot' in target ? target.snapshot : undefined
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir })
  // In this order: the parsers' overlay relies on the turns around it.
  overlayQueryParsers(client)
  takeTurns(client)
  const drizzled = drizzlePglite({ client, schema })
  const db = drizzled as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzled, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await db.execute(sql`select 1`)),
    // PGlite's query takes one statement with parameters, its exec several without. A script that
    // fails after its own BEGIN would leave the one connection in an aborted transaction (PostgreSQL's
    // pool drops such a connection): run inside a transaction, it is rolled back before anyone else
    // gets the connection.
    executeSql: async (text, values) =>
      values?.length
        ? { rows: (await client.query<Record<string, unknown>>(text, values)).rows }
        : { rows: lastRows(await client.transaction((tx) => tx.exec(text))) },
    session: (fn) =>
      client.transaction((tx) =>
        fn(async (text, values) =>
          values?.length
            ? (await tx.query<Record<string, unknown>>(text, values)).rows
            : lastRows(await tx.exec(text)),
        ),
      ),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  }
}
