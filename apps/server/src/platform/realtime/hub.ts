import type { ServerToClientEvents, SocialClientEvent } from '@nauka/contracts'
import type { RequestUser } from '../auth-guard'

/** The sockets of one user, as a handler of a client event sees them. */
export interface SocketContext {
  user: RequestUser
  /** Joins the socket that sent the event to a room (e.g. `postStatsRoom(id)`). */
  join(room: string): void
  leave(room: string): void
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
  /** Every socket in the room. */
  toRoom<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void
  /** Handles `social` events from clients (payloads already validated with `SocialClientEvent`). */
  onSocial(handler: (context: SocketContext, event: SocialClientEvent) => Promise<void> | void): void
}
