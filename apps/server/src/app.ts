import type { FastifyInstance } from 'fastify'
import { registerAccounts } from './app.accounts'
import { type CallTiming, registerCalls } from './app.calls'
import { registerChat } from './app.chat'
import { registerEvents } from './app.events'
import { registerFiles } from './app.files'
import { registerGroups } from './app.groups'
import { registerMarket } from './app.market'
import { type PlatformDeps, setUpPlatform } from './app.platform'
import { registerPosts } from './app.posts'
import { registerProfiles } from './app.profiles'
import { registerRepository } from './app.repository'
import { registerSearch } from './app.search'
import { createServer } from './app.server'
import { serveWebApp, shellScriptHashes } from './app.web'
import { catalogRoutes } from './modules/catalog/catalog.routes'
import { CatalogService } from './modules/catalog/catalog.service'
import { healthRoutes } from './modules/health/health.routes'
import { legalRoutes } from './modules/legal/legal.routes'
import { metricsRoutes } from './modules/metrics/metrics.routes'
import { oaiRoutes } from './modules/oai/oai.routes'
import { OaiService } from './modules/oai/oai.service'
import { CatalogTermsCache } from './modules/scholar-head/catalog-terms'
import { registerApiCompression } from './platform/api-compression'

export interface AppDeps extends PlatformDeps {
  /** Where the built web app is; undefined serves the API only. */
  webDistDir?: string
  /** Waits the sign-in slow-down (a real timer when not given); tests pass one that only records. */
  sleep?: (ms: number) => Promise<void>
  /** Calls' timing: tests ring, forgive a lost socket and sweep in less time than people do. */
  calls?: CallTiming
}

/**
 * Builds the whole server without listening; main.ts and the tests both start here. The parts
 * register their routes and hooks in this order; the few that need one built after them reach it
 * through a closure, called only once the app serves.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps
  const app = await createServer(config, shellScriptHashes(deps.webDistDir))
  // Before every route: the compression hook is added to each route as it is declared.
  await registerApiCompression(app)
  const platform = setUpPlatform(app, deps)
  const { db } = platform

  await app.register(healthRoutes(platform.readiness))
  await app.register(metricsRoutes(platform.metrics))
  const catalog = new CatalogService(db)
  await app.register(catalogRoutes(catalog, { contactEmail: config.CONTACT_EMAIL ?? null }))
  // Catalogue names for publications, their harvesting and their public pages, loaded once.
  const terms = new CatalogTermsCache(catalog)
  const accounts = await registerAccounts(app, platform, deps.sleep)
  const people = await registerProfiles(app, platform, {
    accounts,
    catalog,
    notifyFollowed: (followerId, followeeId) => posts.notifications.followed(followerId, followeeId),
  })
  const files = await registerFiles(app, platform, {
    catalog,
    resendStaleExtractions: () => repository.extraction.resendStale(),
  })
  const posts = await registerPosts(app, platform, { accounts, catalog, files, people })
  const chat = await registerChat(app, platform, { accounts, files, people })
  await registerCalls(app, platform, people, deps.calls)
  const repository = await registerRepository(app, platform, {
    accounts,
    catalog,
    terms,
    files,
    people,
    posts,
    notifySavedSearches: (id, firstTime) => savedSearchNotifier.onPublished(id, firstTime),
  })
  const { publications } = repository
  const savedSearchNotifier = await registerSearch(app, platform, {
    catalog,
    files,
    people,
    posts,
    publications,
  })
  const groups = await registerGroups(app, platform, {
    accounts,
    catalog,
    chat,
    files,
    people,
    posts,
    publications,
  })
  await registerMarket(app, platform, { accounts, files, people, chat: chat.messages })
  await registerEvents(app, platform, people, posts, catalog, groups.outsiders)
  await app.register(legalRoutes)
  // Harvesting (OAI-PMH at /oai): the published open items, with catalogue names for sets and records.
  await app.register(
    oaiRoutes(new OaiService({ db, terms, publicUrl: config.PUBLIC_URL, adminEmail: config.CONTACT_EMAIL })),
  )
  await serveWebApp(app, deps.webDistDir, { config, publications, terms })

  const { jobs, mailer } = platform
  app.addHook('onClose', async () => {
    // The publications' views counted in memory are written while the database is open.
    await publications.flushViews().catch((error) => app.log.error({ err: error }, 'publication views lost'))
    await jobs.stop()
    posts.stopDigests()
    await mailer.close()
    await database.close()
  })
  return app
}
