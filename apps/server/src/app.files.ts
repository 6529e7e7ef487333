import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Platform } from './app.platform'
import type { CatalogService } from './modules/catalog/catalog.service'
import { filesRoutes } from './modules/files/files.routes'
import { FilesService } from './modules/files/files.service'
import { orphanSweepJob } from './modules/files/orphan-sweep/orphan-sweep.job'
import { findReferencedAmong } from './modules/files/orphan-sweep/orphan-sweep.queries'
import { OrphanSweep } from './modules/files/orphan-sweep/orphan-sweep.service'
import { tusRoutes } from './modules/files/tus/tus.routes'
import { TusService } from './modules/files/tus/tus.service'
import { createTusStore } from './modules/files/tus/tus.stores'
import { TusCleanupJob } from './modules/files/tus-cleanup/tus-cleanup.job'
import { TusCleanup } from './modules/files/tus-cleanup/tus-cleanup.service'
import { tusUploadsAt } from './modules/files/tus-cleanup/tus-uploads'
import type { ExtractionJob } from './modules/uploads/extraction.job'

declare module 'fastify' {
  interface FastifyInstance {
    /** The sweep of stored objects no row references, for tests to run at a chosen moment. */
    orphanSweep: OrphanSweep
  }
}

export interface FilesDeps {
  catalog: CatalogService
  /** The uploads module's PDF extractions whose first send failed (built later, on these files). */
  resendStaleExtractions: ExtractionJob['resendStale']
}

/**
 * Files: uploads and downloads (their readers are the modules the files belong to), large ones
 * resumably over tus, the hourly removal of those left unfinished, and the sweep of stored objects
 * no row references.
 */
export async function registerFiles(
  app: FastifyInstance,
  { config, db, storage, jobs, limits }: Platform,
  { catalog, resendStaleExtractions }: FilesDeps,
): Promise<FilesService> {
  const files = new FilesService({
    db,
    storage,
    catalog,
    stagingDir: join(config.DATA_DIR, 'tmp', 'uploads'),
  })
  await app.register(filesRoutes(files))
  // Large publication files, resumable (tus): stored beside the storage's objects, made files by `files`.
  const tusStore = createTusStore(storage.location)
  await app.register(tusRoutes(new TusService({ store: tusStore, files, limits, log: app.log })))
  // Uploads left unfinished for a day are removed by an hourly job, through the same store (its cache).
  const abandonedUploads = new TusCleanup({
    store: tusStore,
    uploads: tusUploadsAt(storage.location),
    isFile: async (key) => (await findReferencedAmong(db, [key])).has(key),
    log: app.log,
  })
  const tusCleanup = new TusCleanupJob({
    jobs,
    cleanup: {
      // The same hourly run sends again the PDF extractions whose first send failed (issue 14).
      run: async (signal) => {
        const result = await abandonedUploads.run(signal)
        await resendStaleExtractions()
        return result
      },
    },
    log: app.log,
  })
  app.addHook('onReady', () => tusCleanup.schedule())
  app.addHook('preClose', async () => tusCleanup.unschedule())
  const orphanSweep = new OrphanSweep({ db, storage, log: app.log, scratchDir: join(config.DATA_DIR, 'tmp') })
  const sweepJob = orphanSweepJob(jobs, app.log, orphanSweep)
  app.decorate('orphanSweep', orphanSweep)
  app.addHook('onReady', () => sweepJob.schedule())
  app.addHook('preClose', async () => sweepJob.unschedule())
  return files
}
