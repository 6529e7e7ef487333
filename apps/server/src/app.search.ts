import type { FastifyInstance } from 'fastify'
import type { Platform } from './app.platform'
import type { Posts } from './app.posts'
import type { Profiles } from './app.profiles'
import type { CatalogService } from './modules/catalog/catalog.service'
import type { FilesService } from './modules/files/files.service'
import type { PublicationsService } from './modules/publications/publications.service'
import { recordSearch } from './modules/saved-search/saved-search.history'
import { SavedSearchNotifier } from './modules/saved-search/saved-search.notifier'
import { savedSearchRoutes } from './modules/saved-search/saved-search.routes'
import { SavedSearchService } from './modules/saved-search/saved-search.service'
import { nameKeyBackfillTask } from './modules/search/name-key-backfill'
import { PeopleSearchService } from './modules/search/people.service'
import { searchRoutes } from './modules/search/search.routes'
import { SearchService } from './modules/search/search.service'

export interface SearchDeps {
  catalog: CatalogService
  files: FilesService
  people: Profiles
  posts: Posts
  publications: PublicationsService
}

/**
 * Search (issue 15): published items, posts and people, each as far as the reader may read it; the
 * saved searches and history, and the "notify me" ones matched against each first publication.
 */
export async function registerSearch(
  app: FastifyInstance,
  { db, jobs, limits }: Platform,
  { catalog, files, people, posts: { notifications }, publications }: SearchDeps,
): Promise<SavedSearchNotifier> {
  // People are the search's third kind; what a profile shows follows its privacy settings' model.
  const peopleSearch = new PeopleSearchService({ settingsModel: () => catalog.settingsModel(1) })
  const search = new SearchService({ db, files, summaries: people.summaries, people: peopleSearch })
  await app.register(
    searchRoutes(search, limits, (userId, request, count) => recordSearch(db, userId, request, count)),
  )
  await app.register(savedSearchRoutes(new SavedSearchService({ db, search })))
  const savedSearchNotifier = new SavedSearchNotifier({
    db,
    jobs,
    search,
    publication: (id) => publications.publishedItem(id),
    notifications,
  })
  // Names written before people and author search keyed them (migration 0014) are keyed once.
  const nameKeys = nameKeyBackfillTask(db, app.log)
  app.addHook('onReady', nameKeys.start)
  app.addHook('preClose', nameKeys.stop)
  return savedSearchNotifier
}
