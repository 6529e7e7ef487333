import { resolve } from 'node:path'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { prepareDatabase } from './db/prepare'
import { serveBackups } from './ops/backup-socket'
import { DEFAULT_WEB_DIST } from './paths'
import { DataDirBusyError, lockDataDir } from './platform/data-dir-lock'
import { closeOnSignals, countRequestsInFlight } from './platform/shutdown'
import { createStorage } from './platform/storage'

async function main(): Promise<void> {
  const config = loadConfig()
  // The embedded database allows one process: a second server, or a restore, must not open it too.
  if (!config.DATABASE_URL) lockDataDir(resolve(config.DATA_DIR), 'server')
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: resolve(config.DATA_DIR) },
  )
  const webDistDir = config.WEB_DIST_DIR === '' ? undefined : resolve(config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST)
  let databaseClosed = false
  const closeDatabase = async () => {
    await database.close()
    databaseClosed = true
  }
  const app = await buildApp({ config, database: { ...database, close: closeDatabase }, webDistDir })
  await prepareDatabase(database, app.log)
  if (database.kind === 'pglite') {
    // Only this process may open the embedded database, so `npm run backup` asks it (ops/backup-socket.ts).
    const storage = createStorage(config)
    const stopBackups = await serveBackups({
      dataDir: resolve(config.DATA_DIR),
      database,
      storage,
      log: app.log,
    })
    app.addHook('preClose', stopBackups)
  }

  const requestsInFlight = countRequestsInFlight(app.server)
  closeOnSignals(app, () => ({
    requests: requestsInFlight(),
    jobs: app.jobs.busyQueues(),
    database: databaseClosed ? 'closed' : 'open',
  }))

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info({ url: config.PUBLIC_URL, database: database.kind }, 'Nauka is running')
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirBusyError) {
    process.stderr.write(`${err.message}\n`)
  } else {
    process.stderr.write(
      `Start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    )
  }
  process.exit(1)
})
