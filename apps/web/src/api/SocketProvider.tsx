import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import { nextTask } from '../shared/nextTask'
import type { AppSocket } from './socket'
import type { EventSource, ServerEventHandler, ServerEventKind, SocketDispatcher } from './socketEvents'

/** The connection and the one dispatcher of its events. */
type Live = { socket: AppSocket; events: SocketDispatcher }

const SocketContext = createContext<Live | null>(null)

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
  const [live, setLive] = useState<Live | null>(null)
  useEffect(() => {
    if (userId === null) return
    let socket: AppSocket | null = null
    let left = false
    // Socket.IO's client loads with the first signed-in screen, not with a visitor's sign-in page;
    // the events' schemas (zod with them) with the first event.
    void Promise.all([import('./socket'), import('./socketEvents')]).then(
      async ([{ openSocket }, { createSocketDispatcher }]) => {
        // In a task of its own: opening it, and every listener rendering with it, held the first
        // page's render a good while longer on a phone.
        await nextTask()
        if (left) return
        socket = openSocket()
        // Socket.IO's typed `on` cannot take an event name chosen at run time; the dispatcher's can.
        const events = createSocketDispatcher(socket as unknown as EventSource, () =>
          import('./serverEventParser').then((parser) => parser.parseServerEvent),
        )
        setLive({ socket, events })
      },
    )
    return () => {
      left = true
      socket?.disconnect()
      setLive(null)
    }
  }, [userId])
  return <SocketContext.Provider value={live}>{children}</SocketContext.Provider>
}

/** The connection, or null for a visitor (and outside the provider, e.g. in component tests). */
export const useSocket = (): AppSocket | null => useContext(SocketContext)?.socket ?? null

/**
 * Hands this component every server event of `kind`, parsed by its contract, while mounted; the
 * latest handler is always the one called.
 */
export const useSocketEvent = <K extends ServerEventKind>(kind: K, handler: ServerEventHandler<K>): void => {
  const events = useContext(SocketContext)?.events
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => events?.subscribe(kind, (event) => latest.current(event)), [events, kind])
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
