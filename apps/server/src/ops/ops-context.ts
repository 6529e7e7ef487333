import { resolve } from 'node:path'
import { type Config, loadConfig } from '../config'
import { type Database, openDatabase } from '../db/client'
import { lockDataDir } from '../platform/data-dir-lock'
import { createStorage, type Storage } from '../platform/storage'
import { OPS_APPLICATION_NAME } from './restore'

/** What a backup or restore works on: the server's own configuration, database and storage driver. */
export interface OpsContext {
  config: Config
  database: Database
  storage: Storage
  close(): Promise<void>
}

/** The PostgreSQL URL with our application name, which a restore's "other connections" check skips. */
const opsUrl = (url: string) => {
  const parsed = new URL(url)
  parsed.searchParams.set('application_name', OPS_APPLICATION_NAME)
  return parsed.toString()
}

/**
 * Opens what the server would, from the same environment. DATA_DIR is taken as the server takes it
 * with PGlite (one process only), and always with `lockAlways`: DataDirBusyError when one holds it.
 */
export async function openOpsContext(
  env: Record<string, string | undefined>,
  role: 'backup' | 'restore',
  lockAlways: boolean,
): Promise<OpsContext> {
  const config = loadConfig(env)
  const dataDir = resolve(config.DATA_DIR)
  const release = lockAlways || !config.DATABASE_URL ? lockDataDir(dataDir, role) : () => {}
  try {
    const database = await openDatabase(
      config.DATABASE_URL ? { url: opsUrl(config.DATABASE_URL) } : { dataDir },
    )
    return {
      config,
      database,
      storage: createStorage(config),
      close: async () => {
        await database.close()
        release()
      },
    }
  } catch (err) {
    release()
    throw err
  }
}
