import type { Db } from './client'

/**
 * A hot statement Drizzle builds once per database, not on every execution: `build` returns the
 * query prepared with `sql.placeholder`s (`.prepare(name)`), and the answer is that statement for
 * `db`. Building the SQL text anew was a third of the server's CPU per page (bench pages, issue 20);
 * a prepared statement only fills in its values. On PostgreSQL the name also lets each pooled
 * connection parse it once.
 *
 * Keyed by the `db` object, so a statement built on a transaction runs in that transaction (and is
 * built again for the next one): only queries run on the database itself gain.
 */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>()
  return (db) => {
    let statement = statements.get(db)
    if (statement === undefined) {
      statement = build(db)
      statements.set(db, statement)
    }
    return statement
  }
}
