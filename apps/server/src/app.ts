import { join } from 'node:path'
import fastifyCookie from '@fastify/cookie'
import { CALL_LIMITS } from '@nauka/contracts'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database } from './db/client'
import { AccountService } from './modules/auth/account.service'
import { AUTH_RATE_RULES } from './modules/auth/auth.rate-rules'
import { authRoutes } from './modules/auth/auth.routes'
import { oidcRoutes } from './modules/auth/oidc.routes'
import { OidcService } from './modules/auth/oidc.service'
import { SessionService } from './modules/auth/sessions'
import { callsRoutes } from './modules/calls/calls.routes'
import { CallsService } from './modules/calls/calls.service'
import { registerCallSocket } from './modules/calls/calls.socket'
import { CallSweeper, type SweepTiming } from './modules/calls/calls.sweeper'
import { setUpRecording } from './modules/calls/recording/recording.setup'
import { setUpMediaServer } from './modules/calls/sfu/sfu.setup'
import { catalogRoutes } from './modules/catalog/catalog.routes'
import { CatalogService } from './modules/catalog/catalog.service'
import { ChatForCalls } from './modules/chat/chat.calls'
import { ChatEvents } from './modules/chat/chat.events'
import { registerChatFileReader } from './modules/chat/chat-files'
import { dialogRoutes } from './modules/chat/dialogs.routes'
import { DialogsService } from './modules/chat/dialogs.service'
import { messageRoutes } from './modules/chat/messages.routes'
import { MessagesService } from './modules/chat/messages.service'
import { registerMessageSocket } from './modules/chat/messages.socket'
import { PresenceService } from './modules/chat/presence.service'
import { chatUserRoutes } from './modules/chat/users.routes'
import { ChatUsersService } from './modules/chat/users.service'
import { FeedLive } from './modules/feed/feed.live'
import { feedRoutes } from './modules/feed/feed.routes'
import { FeedService } from './modules/feed/feed.service'
import { registerPostSocialHandlers } from './modules/feed/feed.socket'
import { filesRoutes } from './modules/files/files.routes'
import { FilesService } from './modules/files/files.service'
import { TUS_RATE_RULES } from './modules/files/tus/tus.rate-rules'
import { tusRoutes } from './modules/files/tus/tus.routes'
import { TusService } from './modules/files/tus/tus.service'
import { createTusStore } from './modules/files/tus/tus.stores'
import { TusCleanupJob } from './modules/files/tus-cleanup/tus-cleanup.job'
import { TusCleanup } from './modules/files/tus-cleanup/tus-cleanup.service'
import { tusUploadsAt } from './modules/files/tus-cleanup/tus-uploads'
import { followRoutes } from './modules/follow/follow.routes'
import { FollowService } from './modules/follow/follow.service'
import { healthRoutes } from './modules/health/health.routes'
import { legalRoutes } from './modules/legal/legal.routes'
import { DigestService } from './modules/notifications/digest.service'
import { notificationRoutes } from './modules/notifications/notifications.routes'
import { NotificationsService } from './modules/notifications/notifications.service'
import { oaiRoutes } from './modules/oai/oai.routes'
import { OaiService } from './modules/oai/oai.service'
import { commentRoutes } from './modules/posts/comments.routes'
import { CommentsService } from './modules/posts/comments.service'
import { isNewsAuthor } from './modules/posts/posts.policy'
import { postsRoutes } from './modules/posts/posts.routes'
import { PostsService } from './modules/posts/posts.service'
import { profileRoutes } from './modules/profile/profile.routes'
import { ProfileService } from './modules/profile/profile.service'
import { profileImageRoutes } from './modules/profile/profile-images.routes'
import { ProfileImagesService } from './modules/profile/profile-images.service'
import { profileListRoutes } from './modules/profile/profile-lists.routes'
import { ProfileListsService } from './modules/profile/profile-lists.service'
import { profileRecordRoutes } from './modules/profile/profile-records.routes'
import { ProfileRecordsService } from './modules/profile/profile-records.service'
import { PublicationAnnouncer } from './modules/publications/publications.announcer'
import { publicationsRoutes } from './modules/publications/publications.routes'
import { PublicationsService } from './modules/publications/publications.service'
import { recordSearch } from './modules/saved-search/saved-search.history'
import { SavedSearchNotifier } from './modules/saved-search/saved-search.notifier'
import { savedSearchRoutes } from './modules/saved-search/saved-search.routes'
import { SavedSearchService } from './modules/saved-search/saved-search.service'
import { CatalogTermsCache } from './modules/scholar-head/catalog-terms'
import { ScholarHeadService } from './modules/scholar-head/scholar-head.service'
import { nameKeyBackfillTask } from './modules/search/name-key-backfill'
import { PeopleSearchService } from './modules/search/people.service'
import { SEARCH_RATE_RULES } from './modules/search/search.rate-rules'
import { searchRoutes } from './modules/search/search.routes'
import { SearchService } from './modules/search/search.service'
import { ExtractionJob } from './modules/uploads/extraction.job'
import { ExtractionReader } from './modules/uploads/extraction.service'
import { UploadItemsService } from './modules/uploads/upload-items.service'
import { uploadsRoutes } from './modules/uploads/uploads.routes'
import { UploadsService } from './modules/uploads/uploads.service'
import { registerAuthGuard } from './platform/auth-guard'
import { frameworkErrors, registerErrorHandler } from './platform/error-handler'
import { registerLocaleDetection } from './platform/i18n/locale'
import { JobQueue, type JobQueueOptions } from './platform/jobs/job-queue'
import { createMailer, type Mailer } from './platform/mail/mailer'
import { registerOpenApi } from './platform/openapi'
import { RateLimits } from './platform/rate-limit'
import { shareRateLimits } from './platform/rate-limit-store'
import { SOCKET_RATE_RULES } from './platform/realtime/socket-rate-rules'
import { createRealtimeHub } from './platform/realtime/socket-server'
import { registerRouteTable } from './platform/route-table'
import { registerSameOriginGuard } from './platform/same-origin'
import { registerSecurityHeaders } from './platform/security'
import { createStorage, type Storage } from './platform/storage'
import { registerWebApp } from './platform/web-app'

export interface AppDeps {
  config: Config
  database: Database
  /** Where the built web app is; undefined serves the API only. */
  webDistDir?: string
  /** Made from the configuration when not given. */
  mailer?: Mailer
  /** Made from the configuration (DATA_DIR/files) when not given. */
  storage?: Storage
  /** Waits the sign-in slow-down (a real timer when not given); tests pass one that only records. */
  sleep?: (ms: number) => Promise<void>
  /** The background jobs' polling and stop wait; tests that wait for retries poll faster. */
  jobs?: Pick<JobQueueOptions, 'pollIntervalMs' | 'stopTimeoutMs'>
  /** Calls' timing: tests ring, forgive a lost socket and sweep in less time than people do. */
  calls?: Partial<SweepTiming> & { ringSeconds?: number }
}

/** How often each process looks for run-out ringing and calls whose people are gone. */
const CALL_SWEEP_MS = 5000

/** JSON bodies are small; files travel as multipart with their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024

/** Builds the whole server without listening; main.ts and the tests both start here. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors,
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerRouteTable(app)
  registerLocaleDetection(app)
  await registerSecurityHeaders(app)
  await app.register(fastifyCookie)
  await registerOpenApi(app)

  const { db } = database
  const mailer = deps.mailer ?? createMailer(config, app.log)
  // Background jobs (DESIGN): modules define their handlers below; the queue starts once the app is
  // ready (after main.ts migrated the database) and stops on close, before the database.
  const jobs = new JobQueue(database, { log: app.log, ...deps.jobs })
  app.decorate('jobs', jobs)
  app.addHook('onReady', () => jobs.start())
  const sessions = new SessionService(db)
  registerAuthGuard(app, (token) => sessions.resolve(token))
  // After the session is known, so a visitor hears 401 before anything else.
  registerSameOriginGuard(app, config.PUBLIC_URL)
  // Socket.IO on the same server and the same sessions; modules emit through this hub (DESIGN).
  // Every rate limit, the sockets' included, in one place: with REDIS_URL they count for all processes.
  const limits = new RateLimits({
    ...AUTH_RATE_RULES,
    ...SOCKET_RATE_RULES,
    ...TUS_RATE_RULES,
    ...SEARCH_RATE_RULES,
  })
  shareRateLimits(app, limits, config.REDIS_URL)
  const realtime = createRealtimeHub(app, (token) => sessions.resolve(token), {
    redisUrl: config.REDIS_URL,
    limits,
  })
  // A revoked session (sign-out, password change) loses its live sockets too.
  sessions.onRevoke((revoked) =>
    'sessionId' in revoked
      ? realtime.disconnectSession(revoked.sessionId)
      : realtime.disconnectUser(revoked.userId, revoked.exceptSessionId),
  )
  const accounts = new AccountService({
    db,
    sessions,
    mailer,
    limits,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    sleep: deps.sleep,
  })

  await app.register(healthRoutes(database))
  const catalog = new CatalogService(db)
  await app.register(catalogRoutes(catalog, { contactEmail: config.CONTACT_EMAIL ?? null }))
  const secureCookies = config.PUBLIC_URL.startsWith('https:')
  await app.register(
    authRoutes({
      accounts,
      sessions,
      providers: () => config.OIDC_PROVIDERS.map(({ id, name }) => ({ id, name })),
      secureCookies,
    }),
  )
  const oidc = new OidcService({
    db,
    providers: config.OIDC_PROVIDERS,
    publicUrl: config.PUBLIC_URL,
    sessions,
    accounts,
  })
  await app.register(oidcRoutes(oidc, secureCookies))
  const storage = deps.storage ?? createStorage(config)
  // Follows show names and avatars from profiles, and profiles show follow counters: the summaries
  // are looked up lazily, once both services exist.
  const follows: FollowService = new FollowService({
    db,
    users: accounts,
    summaries: (ids) => profiles.summaries(ids),
    // A failed toast never undoes a follow.
    onFollowed: (followerId, followeeId) =>
      notifications
        .followed(followerId, followeeId)
        .catch((err: unknown) => app.log.warn({ err, followeeId }, 'follower notification failed')),
  })
  const profiles: ProfileService = new ProfileService({ db, users: accounts, catalog, follows })
  // The privacy and notification settings, read by the chat, comments, presence and notifications.
  const settings = profiles.settings
  await app.register(followRoutes(follows))
  await app.register(profileRoutes(profiles))
  await app.register(profileListRoutes(new ProfileListsService(db, catalog.refs, profiles)))
  await app.register(profileRecordRoutes(new ProfileRecordsService(db, catalog.refs, profiles)))
  await app.register(profileImageRoutes(new ProfileImagesService(db, storage, profiles)))
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
    log: app.log,
  })
  const tusCleanup = new TusCleanupJob({
    jobs,
    cleanup: {
      // The same hourly run sends again the PDF extractions whose first send failed (issue 14).
      run: async (signal) => {
        const result = await abandonedUploads.run(signal)
        await extraction.resendStale()
        return result
      },
    },
    log: app.log,
  })
  app.addHook('onReady', () => tusCleanup.schedule())
  app.addHook('preClose', async () => tusCleanup.unschedule())
  // Posts: attachments are readable by whoever may read their post (files.policy).
  const newsAuthorEmails = new Set(config.NEWS_AUTHOR_EMAILS)
  const posts = new PostsService({
    db,
    files,
    catalog: catalog.refs,
    summaries: (ids) => profiles.summaries(ids),
    follows,
    hub: realtime,
    newsAuthors: (user) => isNewsAuthor(user, newsAuthorEmails),
  })
  files.registerReader((viewerId, fileId) => posts.canReadAttachment(viewerId, fileId))
  await app.register(postsRoutes(posts))
  // Comments and their notifications: both read posts through the posts module's access rule.
  const summaries = (ids: number[]) => profiles.summaries(ids)
  const notifications: NotificationsService = new NotificationsService({
    db,
    hub: realtime,
    posts,
    blocks: follows,
    summaries,
    settings,
  })
  const comments = new CommentsService({
    db,
    posts,
    summaries,
    hub: realtime,
    notifications,
    privacy: settings,
    log: app.log,
  })
  await app.register(commentRoutes(comments))
  await app.register(notificationRoutes(notifications))
  // The feed: its skeleton is the feed module's, the posts in it are presented by the posts module.
  const feed = new FeedService({
    db,
    posts,
    follows,
    users: accounts,
    summaries: (ids) => profiles.summaries(ids),
    catalog,
  })
  await app.register(feedRoutes(feed))
  // The weekly news digest by e-mail of those who turned it on (settings 132:25).
  const digests = new DigestService({
    db,
    settings,
    users: accounts,
    feed,
    mailer,
    siteUrl: config.PUBLIC_URL,
    log: app.log,
  })
  app.decorate('digests', digests)
  const stopDigests = digests.start()
  registerPostSocialHandlers(realtime, posts)
  // The feed list is live: a new post reaches the open feeds whose channels bring it.
  const feedLive = new FeedLive({ db, hub: realtime, log: app.log })
  posts.onPublished((post) => feedLive.published(post))
  // Chat (part 1): dialogs, people search and presence; messages are wired by the messages module.
  const presence = new PresenceService(db, realtime, settings)
  presence.watch(app.log)
  const dialogs = new DialogsService({
    db,
    hub: realtime,
    follows,
    users: accounts,
    files,
    presence,
    privacy: settings,
  })
  await app.register(dialogRoutes(dialogs))
  await app.register(chatUserRoutes(new ChatUsersService(db, presence)))
  // Chat (part 2): messages are sent over the socket and read, edited and marked over HTTP; writing
  // to a person goes through the dialogs' personal chat; message files are read by the members.
  const chatMessages = new MessagesService({
    db,
    files,
    blocks: follows,
    events: new ChatEvents(realtime),
    online: (userIds) => realtime.online(userIds),
    personalChat: async (userId, otherId) => (await dialogs.ensurePersonal(userId, otherId)).dialog.id,
    privacy: settings,
  })
  registerMessageSocket(realtime, chatMessages, app.log)
  // Calls (issue 16): of dialogs, through the chat's membership and messages; sweeps in every process.
  const chatEvents = new ChatEvents(realtime)
  // With JANUS_URL, group calls go through the media server (and may be recorded).
  const mediaServer = config.JANUS_URL
    ? setUpMediaServer(app, db, realtime, {
        url: config.JANUS_URL,
        apiSecret: config.JANUS_API_SECRET,
        adminKey: config.JANUS_ADMIN_KEY,
      })
    : null
  const calls = new CallsService({
    db,
    chat: new ChatForCalls(db, chatEvents, follows),
    hub: realtime,
    summaries,
    ringSeconds: deps.calls?.ringSeconds ?? config.CALL_RING_SECONDS,
    ice: { servers: config.ICE_SERVERS, turnSecret: config.TURN_SECRET },
    onRinging: (until) => callSweeper.ringingUntil(until),
    log: app.log,
    ...(mediaServer ? { media: mediaServer.server } : {}),
  })
  const callSweeper = new CallSweeper({
    db,
    hub: realtime,
    calls,
    timing: {
      graceMs: deps.calls?.graceMs ?? CALL_LIMITS.graceSeconds * 1000,
      intervalMs: deps.calls?.intervalMs ?? CALL_SWEEP_MS,
    },
    log: app.log,
  })
  registerCallSocket(realtime, calls, (id) => callSweeper.socketGone(id), app.log)
  await app.register(callsRoutes(calls))
  const callChat = new ChatForCalls(db, chatEvents, follows)
  await setUpRecording(app, {
    db,
    jobs,
    storage,
    media: mediaServer,
    dialogOf: (dialogId, userId) => callChat.dialogOf(dialogId, userId),
    announce: (callId) => calls.announce(callId),
    recordingsDir: config.JANUS_RECORDINGS_DIR,
    dataDir: config.DATA_DIR,
  })
  app.addHook('onReady', async () => callSweeper.start())
  app.addHook('preClose', () => callSweeper.stop())
  registerChatFileReader(files, db)
  await app.register(messageRoutes(chatMessages))
  // Published items: read per their access level; their files through /file/{id} too (a files gate).
  const publications = new PublicationsService({
    db,
    files,
    storage,
    follows,
    summaries: (ids) => profiles.summaries(ids),
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
      await savedSearchNotifier.onPublished(id, firstTime)
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
  // Search (issue 15): published items, posts and people, each as far as the reader may read it.
  // People are the search's third kind; what a profile shows follows its privacy settings' model.
  const people = new PeopleSearchService({ settingsModel: () => catalog.settingsModel(1) })
  const search = new SearchService({ db, files, summaries, people })
  await app.register(
    searchRoutes(search, limits, (userId, request, count) => recordSearch(db, userId, request, count)),
  )
  // Saved searches and history; a first publication is matched against the "notify me" ones in a job.
  await app.register(savedSearchRoutes(new SavedSearchService({ db, search })))
  const savedSearchNotifier = new SavedSearchNotifier({
    db,
    jobs,
    search,
    publication: (id) => publications.publishedItem(id),
    notifications,
  })
  await app.register(legalRoutes)
  // Harvesting (OAI-PMH at /oai): the published open items, with catalogue names for sets and records.
  const terms = new CatalogTermsCache(catalog)
  await app.register(
    oaiRoutes(new OaiService({ db, terms, publicUrl: config.PUBLIC_URL, adminEmail: config.CONTACT_EMAIL })),
  )

  // Names written before people and author search keyed them (migration 0014) are keyed once.
  const nameKeys = nameKeyBackfillTask(db, app.log)
  app.addHook('onReady', nameKeys.start)
  app.addHook('preClose', nameKeys.stop)

  // An open publication's public page comes with its metadata in the head, for crawlers.
  const scholarHead = new ScholarHeadService({
    readOpen: (id) => publications.readOpen(id),
    terms,
    publicUrl: config.PUBLIC_URL,
  })
  await registerWebApp(app, deps.webDistDir, {
    renderPage: (url, shell) => scholarHead.renderPage(url, shell),
  })
  app.addHook('onClose', async () => {
    await jobs.stop()
    stopDigests()
    await mailer.close()
    await database.close()
  })
  return app
}
