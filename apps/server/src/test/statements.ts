import type { PGlite, Transaction } from '@electric-sql/pglite'
import pg from 'pg'
import type { Database } from '../db/client'

/** The SQL statements the app sent while recording, in order. */
export interface StatementLog {
  stop(): string[]
}

type Method = (...args: unknown[]) => unknown
type Patchable = Record<string, Method>

/**
 * Records the text of every statement the database's driver runs from now until `stop()`: on
 * PGlite its query, exec and transaction (with the statements inside it, and its begin and commit),
 * on PostgreSQL every query of a `pg` client (the pool's, so also begin and commit). The job queue's
 * own polling (schema pgboss) is left out: it runs on its timer, not for the request measured.
 */
export function recordStatements(database: Database): StatementLog {
  const log: string[] = []
  const record = (text: unknown) => {
    const sql = typeof text === 'string' ? text : String((text as { text?: unknown })?.text ?? text)
    if (!/pgboss/i.test(sql)) log.push(sql)
  }
  const restores: (() => void)[] = []
  const wrap = (target: object, name: string, around: (original: Method) => Method) => {
    const object = target as Patchable
    const original = object[name] as Method
    object[name] = around(original)
    restores.push(() => {
      object[name] = original
    })
  }
  const counting = (original: Method): Method =>
    function (this: unknown, ...args: unknown[]) {
      record(args[0])
      return original.apply(this, args)
    }
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client
    wrap(client, 'query', counting)
    wrap(client, 'exec', counting)
    wrap(client, 'transaction', (original) => (work: unknown) => {
      record('begin')
      return (original as (fn: (tx: Transaction) => Promise<unknown>) => Promise<unknown>).call(
        client,
        async (tx: Transaction) => {
          wrap(tx, 'query', counting)
          wrap(tx, 'exec', counting)
          const result = await (work as (tx: Transaction) => Promise<unknown>)(tx)
          record('commit')
          return result
        },
      )
    })
  } else {
    wrap(pg.Client.prototype, 'query', counting)
  }
  return {
    stop: () => {
      for (const restore of restores.splice(0).reverse()) restore()
      return log
    },
  }
}
