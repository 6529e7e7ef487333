import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from '@nauka/contracts'
import { io, type Socket } from 'socket.io-client'

/** The real-time connection, typed both ways by the contracts (SPEC 3 Real-time). */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/**
 * DESIGN: Socket.IO on the same origin at SOCKET_PATH. The session cookie goes with the handshake
 * and authenticates it; Socket.IO reconnects on its own after a dropped connection, and rooms
 * joined before (post statistics) are joined again by whoever listens for `connect`.
 */
export const openSocket = (): AppSocket =>
  io({
    path: SOCKET_PATH,
    withCredentials: true,
    reconnection: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  })
