import { resolve } from 'node:path'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { prepareDatabase } from './db/prepare'
import { DEFAULT_WEB_DIST } from './paths'

async function main(): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: resolve(config.DATA_DIR) },
  )
  const webDistDir = config.WEB_DIST_DIR === '' ? undefined : resolve(config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST)
  const app = await buildApp({ config, database, webDistDir })
  await prepareDatabase(database, app.log)

  // SIGTERM/SIGINT: stop accepting, let requests in flight finish, close the database; give up after 10 s.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info({ url: config.PUBLIC_URL, database: database.kind }, 'Nauka is running')
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`)
  } else {
    process.stderr.write(
      `Start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    )
  }
  process.exit(1)
})
