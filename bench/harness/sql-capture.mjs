// The SQL a request really sends: the server's own app, built in this process over the bench
// database, answers the request while every statement its `pg` clients send in that request's
// async context is recorded (text and values, in order, with its BEGIN and COMMIT). Statements of
// other contexts (timers, job polling) are not recorded. A baseline then replays them on a bare
// connection: the same SQL, without the server around it.
import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { openDatabase } from '../../apps/server/src/db/client.ts'

const capturing = new AsyncLocalStorage()
let patched = false

const record = (into, config, values) => {
  const text = typeof config === 'string' ? config : config?.text
  // drizzle passes a config object (rowMode, types) with the values beside it.
  const params = typeof config === 'string' ? values : (config?.values ?? values)
  if (text) into.push({ sql: text, params: Array.isArray(params) ? params : [] })
}

/** Records what clients send in a capturing context (pg-pool keeps the context into its callbacks). */
function recordQueries() {
  if (patched) return
  patched = true
  const clientQuery = pg.Client.prototype.query
  pg.Client.prototype.query = function (config, values, callback) {
    const into = capturing.getStore()
    if (into) record(into, config, values)
    return clientQuery.call(this, config, values, callback)
  }
}

/** The app on `databaseUrl`; `capture(fn)` answers `fn()`'s result and the statements it sent. */
export async function startCapturingApp(databaseUrl) {
  recordQueries()
  const database = await openDatabase({ url: databaseUrl })
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-bench-capture-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  })
  const app = await buildApp({ config, database })
  await app.ready()
  return {
    app,
    db: database.db,
    async capture(fn) {
      const statements = []
      // Awaited inside the context: a lazy thenable (app.inject) starts when awaited.
      const result = await capturing.run(statements, async () => await fn())
      return { result, statements }
    },
    async close() {
      await app.close() // closes the database too
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
