import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../app'
import type { Db } from '../db/client'
import { startRedis, type TestRedis } from '../platform/realtime/redis-server'
import {
  type ConnectOptions,
  connectSocket,
  nextEvent,
  statsEvent,
  type TestSocket,
} from '../platform/realtime/socket-test-client'
import { createUser, type TestUser } from './auth-helpers'
import { type Client, clientOf } from './http'
import { type MailCatcher, startMailCatcher } from './mail-catcher'
import { createTestApp, type TestApp, type TestAppDeps } from './test-app'

export interface TestServerOptions {
  /** Environment of the app's configuration, over the defaults: mail to the catcher, PUBLIC_URL http://nauka.test. */
  env?: Record<string, string>
  deps?: TestAppDeps
  /** Listens on a free loopback port, for sockets and real HTTP clients. */
  listen?: boolean
  /**
   * Starts a redis-server (REDIS_URL) and a second app process on the same database and Redis, as
   * two processes behind a load balancer; it listens too when `listen` is set.
   */
  secondProcess?: boolean
}

/** The app of one test file and what its tests do with it; ready inside tests and hooks. */
export interface TestServer {
  readonly t: TestApp
  readonly mail: MailCatcher
  readonly db: Db
  /** `http://127.0.0.1:<port>` of the app (with `listen`). */
  readonly baseUrl: string
  /** The second process (with `secondProcess`) and its address (with `listen` too). */
  readonly second: FastifyInstance
  readonly secondUrl: string
  /** A new registered, confirmed and signed-in user. */
  newUser(options?: Parameters<typeof createUser>[2]): Promise<TestUser>
  /** Requests as `user`, or as a visitor. */
  as(user?: Pick<TestUser, 'cookie'>): Client
  /** A socket to the app (or to `url`), closed after the file's tests. */
  open(options: ConnectOptions, url?: string): Promise<TestSocket>
  /**
   * Resolves once everything the server sent the user before now has reached `socket`: a marker
   * sent to the user's sockets comes after it, as a socket receives in order. What a test then
   * finds missing was never sent, rather than still on its way.
   */
  caughtUp(socket: TestSocket, user: Pick<TestUser, 'id'>): Promise<void>
}

interface Running {
  t: TestApp
  mail: MailCatcher
  baseUrl?: string
  redis?: TestRedis
  second?: FastifyInstance
  secondUrl?: string
}

/**
 * Starts the real app with a mail catcher before the tests of the file that calls it, and closes it
 * after them with every socket opened through it. Options may be a function, read when the app
 * starts, for values that earlier hooks make (an OpenID provider's address).
 */
export function useTestServer(options: TestServerOptions | (() => TestServerOptions) = {}): TestServer {
  let running: Running | undefined
  let markers = 0
  const sockets: TestSocket[] = []
  const state = (): Running => {
    if (!running) throw new Error('the test server starts in beforeAll: use it inside tests and hooks')
    return running
  }
  const defined = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the test server has no ${what}: see its options`)
    return value
  }

  beforeAll(async () => {
    const { env = {}, deps = {}, listen, secondProcess } = typeof options === 'function' ? options() : options
    const redis = secondProcess ? await startRedis() : undefined
    const mail = await startMailCatcher()
    const t = await createTestApp(
      { SMTP_URL: mail.url, PUBLIC_URL: 'http://nauka.test', ...env, ...(redis && { REDIS_URL: redis.url }) },
      deps,
    )
    running = { t, mail, redis }
    if (listen) running.baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
    if (secondProcess) {
      // The second process shares the database; only the first one closes it.
      const second = await buildApp({
        ...deps,
        config: t.config,
        database: { ...t.database, close: async () => {} },
      })
      await second.ready()
      running.second = second
      if (listen) running.secondUrl = await second.listen({ port: 0, host: '127.0.0.1' })
    }
  })

  afterAll(async () => {
    // The apps first: a closing app drops its sockets without running their disconnect handlers
    // (presence), which would otherwise still be writing while the database and Redis go away.
    await running?.second?.close()
    await running?.t.close()
    for (const socket of sockets) socket.close()
    await running?.mail.close()
    await running?.redis?.stop()
  })

  return {
    get t() {
      return state().t
    },
    get mail() {
      return state().mail
    },
    get db() {
      return state().t.database.db
    },
    get baseUrl() {
      return defined(state().baseUrl, 'address (listen)')
    },
    get second() {
      return defined(state().second, 'second process (secondProcess)')
    },
    get secondUrl() {
      return defined(state().secondUrl, 'second address (secondProcess and listen)')
    },
    newUser: (userOptions) => createUser(state().t, state().mail, userOptions),
    as: (user) => clientOf(state().t, user),
    open: async (connect, url) => {
      const socket = await connectSocket(url ?? defined(state().baseUrl, 'address (listen)'), connect)
      sockets.push(socket)
      return socket
    },
    caughtUp: async (socket, user) => {
      markers += 1
      // A statistics event of a post that cannot exist: no test expects one.
      const marker = statsEvent(-markers)
      const arrived = nextEvent(socket, 'social', (event) => event.postId === marker.postId)
      state().t.app.realtime.toUser(user.id, 'social', marker)
      await arrived
    },
  }
}
