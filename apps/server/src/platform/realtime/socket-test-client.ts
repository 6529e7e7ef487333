import {
  type ClientToServerEvents,
  type MessageSend,
  type MessageSendAck,
  type ServerToClientEvents,
  SOCKET_PATH,
  SocialEventType,
  type SocialServerEvent,
  StatsTopic,
} from '@nauka/contracts'
import { io, type Socket } from 'socket.io-client'

/** Test helpers: real Socket.IO clients against a listening app. */

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>

export interface ConnectOptions {
  cookie?: string
  bearer?: string
  token?: string
  /** The page the handshake claims to come from, as a browser sends it. */
  origin?: string
  /** WebSocket only by default; `polling` starts with HTTP long-polling as a browser does. */
  transport?: 'websocket' | 'polling'
  /** The handshake's Accept-Language: the language of the socket's refusals (else the default, ru). */
  acceptLanguage?: string
}

/**
 * Connects over WebSocket (as the web app does once upgraded) and resolves when the server accepted
 * the handshake; rejects with the server's refusal.
 */
export function connectSocket(baseUrl: string, options: ConnectOptions = {}): Promise<TestSocket> {
  const extraHeaders: Record<string, string> = {}
  if (options.cookie) extraHeaders.cookie = options.cookie
  if (options.bearer) extraHeaders.authorization = `Bearer ${options.bearer}`
  if (options.origin) extraHeaders.origin = options.origin
  if (options.acceptLanguage) extraHeaders['accept-language'] = options.acceptLanguage
  const socket: TestSocket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: options.transport === 'polling' ? ['polling', 'websocket'] : ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders,
    auth: options.token ? { token: options.token } : {},
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (err) => {
      socket.close()
      reject(err)
    })
  })
}

type EventOf<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0]

/**
 * The next `event` the socket receives that `match` accepts. No deadline of its own: the test's
 * timeout (vitest.config.ts) bounds the wait, so a loaded machine makes a test slower, not red.
 */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  match: (payload: EventOf<E>) => boolean = () => true,
): Promise<EventOf<E>> {
  const on = socket.on.bind(socket) as (event: E, listener: (payload: EventOf<E>) => void) => void
  const off = socket.off.bind(socket) as (event: E, listener: (payload: EventOf<E>) => void) => void
  return new Promise((resolve) => {
    const listener = (payload: EventOf<E>) => {
      if (!match(payload)) return
      off(event, listener)
      resolve(payload)
    }
    on(event, listener)
  })
}

/** Every `event` the socket receives from now on that `match` accepts, in order. */
export function recordEvents<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  match: (payload: EventOf<E>) => boolean = () => true,
): EventOf<E>[] {
  const seen: EventOf<E>[] = []
  const on = socket.on.bind(socket) as (event: E, listener: (payload: EventOf<E>) => void) => void
  on(event, (payload) => {
    if (match(payload)) seen.push(payload)
  })
  return seen
}

/** The next `social` event a socket receives. */
export const nextSocial = (socket: TestSocket): Promise<SocialServerEvent> => nextEvent(socket, 'social')

/** Every `social` event a socket receives from now on, in order. */
export const recordSocial = (socket: TestSocket): SocialServerEvent[] => recordEvents(socket, 'social')

/**
 * Resolves once the server has handled every event this socket sent before: it answers a chat
 * `message` (here an empty one, which it refuses) only after them, in the order they came.
 */
export function settled(socket: TestSocket): Promise<MessageSendAck> {
  return socket.emitWithAck('message', {} as MessageSend)
}

/** Sends views of posts 1…`count` from each socket; resolves once the server has handled them all. */
export async function sendViews(sockets: TestSocket[], count: number): Promise<void> {
  for (const socket of sockets)
    for (let i = 0; i < count; i += 1) socket.emit('social', { type: SocialEventType.View, postId: i + 1 })
  await Promise.all(sockets.map(settled))
}

/** A post-statistics event with recognisable numbers. */
export const statsEvent = (postId: number, views = 1): SocialServerEvent => ({
  topic: StatsTopic.PostStats,
  postId,
  meta: { view_count: views, comment_count: 0, reaction_count: 0 },
})

/** The session token inside a `nauka_session=...` cookie header. */
export const tokenOf = (cookie: string): string => cookie.slice(cookie.indexOf('=') + 1)
