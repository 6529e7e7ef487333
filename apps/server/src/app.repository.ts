import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Platform } from './app.platform'
import type { Posts } from './app.posts'
import type { Profiles } from './app.profiles'
import type { AccountService } from './modules/auth/account.service'
import type { CatalogService } from './modules/catalog/catalog.service'
import type { FilesService } from './modules/files/files.service'
import { PublicationAnnouncer } from './modules/publications/publications.announcer'
import { publicationsRoutes } from './modules/publications/publications.routes'
import { PublicationsService } from './modules/publications/publications.service'
import type { SavedSearchNotifier } from './modules/saved-search/saved-search.notifier'
import type { CatalogTermsCache } from './modules/scholar-head/catalog-terms'
import { ExtractionJob } from './modules/uploads/extraction.job'
import { ExtractionReader } from './modules/uploads/extraction.service'
import { UploadItemsService } from './modules/uploads/upload-items.service'
import { uploadsRoutes } from './modules/uploads/uploads.routes'
import { UploadsService } from './modules/uploads/uploads.service'

export interface RepositoryDeps {
  accounts: AccountService
  catalog: CatalogService
  terms: CatalogTermsCache
  files: FilesService
  people: Profiles
  posts: Posts
  /** Matches a first publication against the saved searches (the search module, built later on these). */
  notifySavedSearches: SavedSearchNotifier['onPublished']
}

export interface Repository {
  publications: PublicationsService
  extraction: ExtractionJob
}

/**
 * The publication repository: published items read per their access level, and the authors' uploads
 * and drafts they are published from, with the PDF read in the background.
 */
export async function registerRepository(
  app: FastifyInstance,
  { config, db, jobs, storage }: Platform,
  {
    accounts,
    catalog,
    terms,
    files,
    people,
    posts: { posts, notifications },
    notifySavedSearches,
  }: RepositoryDeps,
): Promise<Repository> {
  // Published items: read per their access level; their files through /file/{id} too (a files gate).
  const publications = new PublicationsService({
    db,
    files,
    storage,
    follows: people.follows,
    summaries: people.summaries,
    catalogTerms: () => terms.get(),
    publicUrl: config.PUBLIC_URL,
  })
  await app.register(publicationsRoutes(publications))
  // A post announcing a publication is read by those who may read the publication.
  posts.readAnnouncedWith((viewerId, ids) => publications.announcedReadable(viewerId, ids))
  // A first publication goes to the feed and to the owner's followers, as a background job.
  const announcer = new PublicationAnnouncer({ db, jobs, posts, notifications })
  // Uploads (SPEC 7): the author's drafts, published into the publications above.
  const uploads = new UploadsService({
    db,
    files,
    refs: catalog.refs,
    storage,
    activeUserIds: (ids) => accounts.activeUserIds(ids),
    canReadPublication: (viewerId, id) => publications.canRead({ id: viewerId }, id),
    onPublished: async (id, firstTime) => {
      await announcer.onPublished(id, firstTime)
      await notifySavedSearches(id, firstTime)
    },
    log: app.log,
  })
  const uploadItems = new UploadItemsService(db, uploads)
  // A PDF joining an item is read in the background: text, suggested form, cover (issue 14).
  const extraction = new ExtractionJob({
    db,
    jobs,
    storage,
    findFiles: (ids) => files.findMany(ids),
    workDir: join(config.DATA_DIR, 'tmp', 'extraction'),
    log: app.log,
  })
  uploadItems.onFilesJoined((fileIds) => extraction.send(fileIds))
  const extractions = new ExtractionReader(db, (ids) => files.findMany(ids))
  await app.register(uploadsRoutes(uploads, uploadItems, extractions))
  return { publications, extraction }
}
