import type { ServerToClientEvents } from '@nauka/contracts'
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import { type AppSocket, openSocket } from './socket'

const SocketContext = createContext<AppSocket | null>(null)

type Props = {
  /** The signed-in user; the connection is theirs, and a change of user opens a new one. */
  userId: number | null
  children: ReactNode
}

/**
 * Holds the real-time connection while someone is signed in: opened for the user, closed when
 * they sign out or another user signs in.
 */
export const SocketProvider = ({ userId, children }: Props) => {
  const [socket, setSocket] = useState<AppSocket | null>(null)
  useEffect(() => {
    if (userId === null) return
    const opened = openSocket()
    setSocket(opened)
    return () => {
      opened.disconnect()
      setSocket(null)
    }
  }, [userId])
  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>
}

/** The connection, or null for a visitor (and outside the provider, e.g. in component tests). */
export const useSocket = (): AppSocket | null => useContext(SocketContext)

/** Listens to one server event while mounted; the latest handler is always the one called. */
export const useSocketEvent = <E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
): void => {
  const socket = useSocket()
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    if (!socket) return
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) =>
      (latest.current as (value: typeof payload) => void)(payload)) as ServerToClientEvents[E]
    // Socket.IO's typed `on` cannot see through a generic event name.
    const typed = socket as unknown as {
      on: (name: E, fn: ServerToClientEvents[E]) => void
      off: (name: E, fn: ServerToClientEvents[E]) => void
    }
    typed.on(event, listener)
    return () => typed.off(event, listener)
  }, [socket, event])
}

/**
 * Runs `onConnected` once the connection is up and again after every reconnection (a new
 * connection has joined no rooms yet); `onLeave` runs when the component leaves or `key` changes
 * (e.g. another post opens in the same page).
 */
export const useWhenConnected = (
  key: string | number,
  onConnected: (socket: AppSocket) => void,
  onLeave?: (socket: AppSocket) => void,
): void => {
  const socket = useSocket()
  const latest = useRef({ onConnected, onLeave })
  useEffect(() => {
    latest.current = { onConnected, onLeave }
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the handlers are about
  useEffect(() => {
    if (!socket) return
    const connected = () => latest.current.onConnected(socket)
    socket.on('connect', connected)
    if (socket.connected) connected()
    return () => {
      socket.off('connect', connected)
      if (socket.connected) latest.current.onLeave?.(socket)
    }
  }, [socket, key])
}
