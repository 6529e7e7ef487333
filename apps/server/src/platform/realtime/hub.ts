import type {
  CallAck,
  CallMediaAck,
  Locale,
  MessageSendAck,
  ServerToClientEvents,
  SocialClientEvent,
} from '@nauka/contracts'
import type { RequestUser } from '../auth-guard'

/** The sockets of one user, as a handler of a client event sees them. */
export interface SocketContext {
  user: RequestUser
  /** The language of answers to this socket (Accept-Language of the handshake, else the default). */
  locale: Locale
  /** Joins the socket that sent the event to a room (e.g. `postStatsRoom(id)`). */
  join(room: string): void
  leave(room: string): void
  /** Whether the socket that sent the event is in the room (e.g. the one carrying a media session). */
  inRoom(room: string): boolean
  /** Runs `callback` when the socket that sent the event disconnects (not on a server shutdown). */
  onDisconnect(callback: () => Promise<void> | void): void
}

/**
 * How modules reach connected clients (DESIGN: modules publish through `platform/realtime`, never by
 * touching sockets). With `REDIS_URL` a message emitted in one process reaches sockets of every
 * process.
 */
export interface RealtimeHub {
  /** Every socket of the user (the room `userRoom(id)` each socket joins at the handshake). */
  toUser<E extends keyof ServerToClientEvents>(
    userId: number,
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void
  /**
   * The sockets of many users with one emit (one Redis message however many users): of `userIds`,
   * or of every signed-in user with `'everyone'`; never those of `exceptUserIds`. A socket of two
   * listed users' rooms still gets the event once.
   */
  toUsers<E extends keyof ServerToClientEvents>(
    userIds: readonly number[] | 'everyone',
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
    exceptUserIds?: readonly number[],
  ): void
  /** Every socket in the room. */
  toRoom<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void
  /** Handles `social` events from clients (payloads already validated with `SocialClientEvent`). */
  onSocial(handler: (context: SocketContext, event: SocialClientEvent) => Promise<void> | void): void
  /**
   * Handles chat `message` events from clients: the handler gets the raw payload (it validates it
   * and words refusals in the socket's language) and its answer goes back as the acknowledgement.
   * One handler: registering another replaces it.
   */
  onMessage(handler: (context: SocketContext, payload: unknown) => Promise<MessageSendAck>): void
  /**
   * Handles `call` events from clients (raw payload, validated by the handler), answered through the
   * acknowledgement in the socket's language. One handler: registering another replaces it.
   */
  onCall(handler: (context: SocketContext, payload: unknown) => Promise<CallAck>): void
  /**
   * Handles `callMedia` events (a call's signalling with the media server; raw payload, validated by
   * the handler), answered through the acknowledgement. One handler: registering another replaces it.
   */
  onCallMedia(handler: (context: SocketContext, payload: unknown) => Promise<CallMediaAck>): void
  /** Of the rooms, those holding at least one socket in any process (a call's live media sessions). */
  roomsWithSockets(rooms: readonly string[]): Promise<Set<string>>
  /** Of the users, those with a live socket in any process (presence, SPEC 3 `status.isOnline`). */
  online(userIds: readonly number[]): Promise<Set<number>>
  /**
   * Runs `handler` for every accepted socket; the function it returns (if any) runs when that socket
   * disconnects, after it left its rooms.
   */
  onConnection(handler: ConnectionHandler): void
  /** Ends the sockets of a revoked session (sign-out), in every process. */
  disconnectSession(sessionId: number): void
  /** Ends every socket of the user but those of `exceptSessionId` (sign-out everywhere, password change). */
  disconnectUser(userId: number, exceptSessionId?: number): void
  /** The signed-in sockets of this process only (the metrics: each process reports its own). */
  socketsHere(): number
}

export type ConnectionHandler = (user: RequestUser) => (() => Promise<void> | void) | void

/** The room every socket of one session joins at the handshake (so a revoked session can be ended). */
export const sessionRoom = (sessionId: number): string => `session:${sessionId}`
