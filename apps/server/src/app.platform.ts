import type { FastifyInstance } from 'fastify'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import { AUTH_RATE_RULES } from './modules/auth/auth.rate-rules'
import { SessionService } from './modules/auth/sessions'
import { EVENTS_RATE_RULES } from './modules/events/events.rate-rules'
import { TUS_RATE_RULES } from './modules/files/tus/tus.rate-rules'
import { MARKET_RATE_RULES } from './modules/market/market.rate-rules'
import { SEARCH_RATE_RULES } from './modules/search/search.rate-rules'
import { registerAuthGuard } from './platform/auth-guard'
import { DeferredDeletesJob } from './platform/deferred-deletes.job'
import { JobQueue, type JobQueueOptions } from './platform/jobs/job-queue'
import { createMailer, type Mailer } from './platform/mail/mailer'
import { type Metrics, startMetrics } from './platform/metrics/metrics'
import { RateLimits } from './platform/rate-limit'
import { shareRateLimits } from './platform/rate-limit-store'
import type { ReadinessProbes } from './platform/readiness'
import type { RealtimeHub } from './platform/realtime/hub'
import { SOCKET_RATE_RULES } from './platform/realtime/socket-rate-rules'
import { createRealtimeHub } from './platform/realtime/socket-server'
import { registerSameOriginGuard } from './platform/same-origin'
import { watchStalls } from './platform/stall-watch'
import { createStorage, type Storage } from './platform/storage'
import { withDeleteHold } from './platform/storage-hold'

/** Every rate limit, the sockets' included, in one place: with REDIS_URL they count for all processes. */
const RATE_RULES = {
  ...AUTH_RATE_RULES,
  ...SOCKET_RATE_RULES,
  ...TUS_RATE_RULES,
  ...SEARCH_RATE_RULES,
  ...EVENTS_RATE_RULES,
  ...MARKET_RATE_RULES,
}

export interface PlatformDeps {
  config: Config
  database: Database
  /** Made from the configuration when not given. */
  mailer?: Mailer
  /** Made from the configuration (DATA_DIR/files) when not given. */
  storage?: Storage
  /** The background jobs' polling and stop wait; tests that wait for retries poll faster. */
  jobs?: Pick<JobQueueOptions, 'pollIntervalMs' | 'stopTimeoutMs'>
}

/** What every module is built on (DESIGN: platform/), made once per app. */
export interface Platform {
  config: Config
  database: Database
  db: Db
  mailer: Mailer
  jobs: JobQueue
  sessions: SessionService
  limits: RateLimits<keyof typeof RATE_RULES>
  realtime: RealtimeHub
  storage: Storage
  /** What `/api/health/ready` asks: the database, Redis with REDIS_URL, and the storage. */
  readiness: ReadinessProbes
  /** What `/metrics` serves; null without METRICS_TOKEN (nothing is measured then). */
  metrics: Metrics | null
}

/**
 * The services of the platform and the guards every request passes: who is signed in, where writes
 * come from, the rate limits and the Socket.IO hub on the same sessions.
 */
export function setUpPlatform(app: FastifyInstance, deps: PlatformDeps): Platform {
  const { config, database } = deps
  const { db } = database
  const mailer = deps.mailer ?? createMailer(config, app.log)
  // Background jobs (DESIGN): modules define their handlers as they are built; the queue starts once
  // the app is ready (after main.ts migrated the database) and stops on close, before the database.
  const jobs = new JobQueue(database, { log: app.log, ...deps.jobs })
  app.decorate('jobs', jobs)
  app.addHook('onReady', () => jobs.start())
  const sessions = new SessionService(db)
  registerAuthGuard(app, (token) => sessions.resolve(token))
  // After the session is known, so a visitor hears 401 before anything else.
  registerSameOriginGuard(app, config.PUBLIC_URL)
  const limits = new RateLimits(RATE_RULES)
  const redis = shareRateLimits(app, limits, config.REDIS_URL)
  // Socket.IO on the same server and the same sessions; modules emit through this hub (DESIGN).
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
  const driver = deps.storage ?? createStorage(config)
  // Deletes wait while a backup copies objects (ops/backup.ts); the job does them once it is done.
  const storage = withDeleteHold(driver, database)
  const deferredDeletes = new DeferredDeletesJob({ jobs, database, storage: driver, log: app.log })
  app.addHook('onReady', () => deferredDeletes.schedule())
  app.addHook('preClose', async () => deferredDeletes.unschedule())
  const readiness: ReadinessProbes = {
    database: () => database.ping(),
    storage: (signal) => storage.probe(signal),
    ...(redis && { redis }),
  }
  const unwatchStalls = watchStalls(app.log)
  app.addHook('onClose', async () => unwatchStalls())
  // Before the modules' routes, so each of them is measured.
  const metrics = config.METRICS_TOKEN
    ? startMetrics(app, config.METRICS_TOKEN, { realtime, jobs, database, log: app.log })
    : null
  return { config, database, db, mailer, jobs, sessions, limits, realtime, storage, readiness, metrics }
}
