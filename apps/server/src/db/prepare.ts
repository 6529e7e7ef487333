import type { FastifyBaseLogger } from 'fastify'
import { loadCatalogFiles } from '../modules/catalog/catalog.data'
import { seedCatalogs } from '../modules/catalog/catalog.seed'
import { CATALOG_DATA_DIR } from '../paths'
import type { Database } from './client'

/** Brings a database to the current schema and reference data; safe to run at every start. */
export async function prepareDatabase(
  database: Database,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await database.migrate()
  const seeded = await seedCatalogs(database.db, loadCatalogFiles(CATALOG_DATA_DIR))
  if (seeded.length > 0) log?.info({ catalogues: seeded }, 'catalogues loaded')
}
