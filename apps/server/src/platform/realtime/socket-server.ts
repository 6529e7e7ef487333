import {
  AuthErrorCode,
  type ClientToServerEvents,
  DEFAULT_LOCALE,
  ERROR_CATALOGUE,
  type ErrorCode,
  GeneralErrorCode,
  type ServerToClientEvents,
  SOCKET_PATH,
  SocialClientEvent,
  SocketEvent,
  userRoom,
} from '@nauka/contracts'
import type { FastifyInstance } from 'fastify'
import { Server, type Socket } from 'socket.io'
import type { ResolvedSession } from '../auth-guard'
import { AppError } from '../errors'
import { localeFromAcceptLanguage } from '../i18n/locale'
import type { RateLimits } from '../rate-limit'
import { handshakeToken } from './handshake'
import { type ConnectionHandler, type RealtimeHub, type SocketContext, sessionRoom } from './hub'
import {
  type CallHandler,
  type CallMediaHandler,
  listenWithAck,
  type MessageHandler,
} from './message-listener'
import { connectRedisAdapter, type RedisAdapterHandle } from './redis-adapter'
import type { SocketRateRule } from './socket-rate-rules'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's hub; modules get it passed in, tests reach it here. */
    realtime: RealtimeHub
  }
}

interface SocketData {
  session: ResolvedSession
}
type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>
type SocialHandler = Parameters<RealtimeHub['onSocial']>[0]
type Emit = (room: string, event: keyof ServerToClientEvents, payload: unknown) => void

/** A handshake refusal as the client's `connect_error` shows it: `message` the text code, `data.code` the code. */
const handshakeError = (code: ErrorCode) =>
  Object.assign(new Error(ERROR_CATALOGUE[code].textCode), { data: { code } })

export interface RealtimeOptions {
  /** With a URL, rooms are shared by every process through Redis; without, they stay in memory. */
  redisUrl?: string
  /** The limits of what a user may send (SOCKET_RATE_RULES), shared with the other processes by REDIS_URL. */
  limits: RateLimits<SocketRateRule>
}

/**
 * The Socket.IO hub on the app's own HTTP server, at `SOCKET_PATH`. A socket is accepted only with
 * the same session as HTTP and joins its user's room; modules reach clients through the returned
 * `RealtimeHub`. Socket.IO attaches when the app is ready (so `app.inject` tests need no port) and
 * lets go of its sockets and Redis connections when the app closes.
 */
export function createRealtimeHub(
  app: FastifyInstance,
  resolveSession: (token: string) => Promise<ResolvedSession | null>,
  options: RealtimeOptions,
): RealtimeHub {
  const io: AppServer = new Server({ path: SOCKET_PATH, serveClient: false })
  const handlers: SocialHandler[] = []
  const connectionHandlers: ConnectionHandler[] = []
  let messageHandler: MessageHandler | null = null
  let callHandler: CallHandler | null = null
  let callMediaHandler: CallMediaHandler | null = null
  let redis: RedisAdapterHandle | null = null
  // Sockets dropped by a shutdown are not users going away: they reconnect to another process, and
  // the Redis connections their handlers would use are closing too.
  let closing = false

  io.use((socket, next) => {
    const { headers } = socket.handshake
    const found = handshakeToken({ auth: socket.handshake.auth, headers }, (header) =>
      app.parseCookie(header),
    )
    const refuse = () => next(handshakeError(AuthErrorCode.NotAuthorized))
    if (!found) return refuse()
    // A page of another origin may open a socket here too, and the browser adds the cookie: only our
    // own pages may use it (an explicit token is never attached by the browser, so it may come from
    // anywhere, e.g. the mobile web view).
    if (found.fromCookie && !app.isSameOrigin(headers))
      return next(handshakeError(GeneralErrorCode.Forbidden))
    resolveSession(found.token).then(
      (session) => {
        if (!session) return refuse()
        socket.data.session = session
        next()
      },
      (err: unknown) => {
        // The database is unreachable, not the session wrong: the client retries as after any failure.
        app.log.error({ err }, 'socket handshake: session lookup failed')
        next(handshakeError(GeneralErrorCode.Unavailable))
      },
    )
  })

  io.on('connection', (socket) => {
    const { user, sessionId } = socket.data.session
    void socket.join([userRoom(user.id), sessionRoom(sessionId)])
    const context = socketContext(socket, app, () => closing)
    listenForSocial(socket, context, handlers, options.limits, app)
    const { limits } = options
    listenWithAck(socket, SocketEvent.Message, 'socketMessage', context, () => messageHandler, limits, app)
    listenWithAck(socket, 'call', 'socketCall', context, () => callHandler, limits, app)
    listenWithAck(socket, 'callMedia', 'socketCallMedia', context, () => callMediaHandler, limits, app)
    watchConnection(socket, connectionHandlers, app, () => closing)
    forgetHandshakeRequest(socket)
  })

  app.addHook('onReady', async () => {
    if (options.redisUrl) {
      redis = await connectRedisAdapter(options.redisUrl, app.log)
      io.adapter(redis.adapter)
    }
    io.attach(app.server)
  })
  // Before the HTTP server closes: open sockets would otherwise keep it waiting. Only the transports
  // close, with no Socket.IO disconnect: the client reads that as a lost connection and reconnects
  // (to another process, or this one restarted); a disconnect would tell it to stay away.
  app.addHook('preClose', async () => {
    closing = true
    io.engine?.close()
  })
  app.addHook('onClose', async () => {
    // The Redis adapter unsubscribes here; the in-memory one has nothing to let go. With Redis away
    // the adapter's unawaited unsubscribes would wait in the client's queue, and closing it would
    // reject them where nobody listens (unhandled rejections on a shutdown during an outage).
    if (redis?.connected() !== false) await io.of('/').adapter.close()
    await redis?.close()
  })

  const emit: Emit = (room, event, payload) => {
    ;(io.to(room).emit as (event: string, payload: unknown) => boolean)(event, payload)
  }
  const hub: RealtimeHub = {
    toUser: (userId, event, payload) => emit(userRoom(userId), event, payload),
    toRoom: (room, event, payload) => emit(room, event, payload),
    toUsers: (userIds, event, payload, exceptUserIds = []) => {
      if (userIds !== 'everyone' && userIds.length === 0) return
      const except = exceptUserIds.map(userRoom)
      // Every socket joined its user's room at the handshake, so "everyone" is every socket.
      const target = userIds === 'everyone' ? io.except(except) : io.to(userIds.map(userRoom)).except(except)
      ;(target.emit as (event: string, payload: unknown) => boolean)(event, payload)
    },
    onSocial: (handler) => {
      handlers.push(handler)
    },
    online: async (userIds) => {
      if (userIds.length === 0) return new Set()
      // Asks every process (through the Redis adapter when there is one), not only this one.
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets()
      return new Set(sockets.map((socket) => socket.data.session.user.id))
    },
    onMessage: (handler) => {
      messageHandler = handler
    },
    onCall: (handler) => {
      callHandler = handler
    },
    onCallMedia: (handler) => {
      callMediaHandler = handler
    },
    roomsWithSockets: async (rooms) => {
      if (rooms.length === 0) return new Set()
      const wanted = new Set(rooms)
      // Asks every process, as `online` does; each socket tells the rooms it is in.
      const sockets = await io.in([...wanted]).fetchSockets()
      return new Set(sockets.flatMap((socket) => [...socket.rooms].filter((room) => wanted.has(room))))
    },
    onConnection: (handler) => {
      connectionHandlers.push(handler)
    },
    disconnectSession: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
    disconnectUser: (userId, exceptSessionId) => {
      const target = io.in(userRoom(userId))
      ;(exceptSessionId === undefined
        ? target
        : target.except(sessionRoom(exceptSessionId))
      ).disconnectSockets(true)
    },
    socketsHere: () => io.of('/').sockets.size,
  }
  app.decorate('realtime', hub)
  return hub
}

/**
 * Lets go of the handshake's HTTP request once the socket is accepted and its context read what it
 * needs (the session, the language): Engine.IO would otherwise keep the request (its raw headers,
 * parser state and the cookie with the session token) for the socket's whole life, a few KB per idle
 * socket (issue 20). Nothing reads it later: handlers get the `SocketContext`.
 */
function forgetHandshakeRequest(socket: AppSocket): void {
  ;(socket.conn as { request: unknown }).request = null
  socket.handshake.headers = {}
}

/** What the handlers of one socket's events see of it. */
function socketContext(socket: AppSocket, app: FastifyInstance, closing: () => boolean): SocketContext {
  const gone: (() => Promise<void> | void)[] = []
  socket.on('disconnect', (reason) => {
    if (closing()) return
    // Why a user's connection went (a missed heartbeat, the browser's network, the tab closed):
    // what an operator asks first when calls drop.
    app.log.info({ userId: socket.data.session.user.id, reason }, 'socket disconnected')
    for (const callback of gone.splice(0))
      Promise.resolve()
        .then(callback)
        .catch((err: unknown) => app.log.error({ err }, 'socket disconnect callback failed'))
  })
  return {
    user: socket.data.session.user,
    locale: localeFromAcceptLanguage(socket.handshake.headers['accept-language']) ?? DEFAULT_LOCALE,
    join: (room) => void socket.join(room),
    leave: (room) => void socket.leave(room),
    inRoom: (room) => socket.rooms.has(room),
    onDisconnect: (callback) => {
      if (socket.connected) gone.push(callback)
      else
        Promise.resolve()
          .then(callback)
          .catch((err: unknown) => app.log.error({ err }, 'socket disconnect callback failed'))
    },
  }
}

/**
 * Validates each `social` event (a malformed one is dropped: it must never end the socket or the
 * process) and hands it to every registered handler; a handler's failure is logged, not sent back.
 * Events beyond the user's `socketSocial` limit are dropped too.
 */
function listenForSocial(
  socket: AppSocket,
  context: SocketContext,
  handlers: SocialHandler[],
  limits: RateLimits<SocketRateRule>,
  app: FastifyInstance,
): void {
  const dispatch = (raw: unknown) => {
    const parsed = SocialClientEvent.safeParse(raw)
    if (!parsed.success) return
    for (const handler of handlers) {
      Promise.resolve()
        .then(() => handler(context, parsed.data))
        .catch((err: unknown) => app.log.debug({ err, event: parsed.data.type }, 'social event refused'))
    }
  }
  socket.on(SocketEvent.Social, (raw: unknown) => {
    limits.consume('socketSocial', String(context.user.id)).then(
      () => dispatch(raw),
      (err: unknown) => {
        if (!(err instanceof AppError)) app.log.error({ err }, 'social event rate limit failed')
      },
    )
  })
}

/** Tells the connection handlers about a new socket and, once it is gone, about its disconnect. */
function watchConnection(
  socket: AppSocket,
  handlers: ConnectionHandler[],
  app: FastifyInstance,
  closing: () => boolean,
): void {
  const user = socket.data.session.user
  const onGone = handlers.map((handler) => handler(user))
  socket.on('disconnect', () => {
    if (closing()) return
    for (const gone of onGone)
      Promise.resolve()
        .then(() => gone?.())
        .catch((err: unknown) => app.log.error({ err }, 'socket disconnect handler failed'))
  })
}
