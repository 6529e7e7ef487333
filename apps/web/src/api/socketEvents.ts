import { ServerEventSchemas, type ServerToClientEvents } from '@nauka/contracts'

/** The kinds of event the server sends over the socket (contracts realtime.ts). */
export type ServerEventKind = keyof ServerToClientEvents
/** What an event of one kind carries once its schema has parsed it. */
export type ServerEvent<K extends ServerEventKind> = Parameters<ServerToClientEvents[K]>[0]
export type ServerEventHandler<K extends ServerEventKind> = (event: ServerEvent<K>) => void

/** The event of `kind` in `payload`, or null when the payload does not keep the contract. */
export const parseServerEvent = <K extends ServerEventKind>(
  kind: K,
  payload: unknown,
): ServerEvent<K> | null => {
  const parsed = ServerEventSchemas[kind].safeParse(payload)
  return parsed.success ? (parsed.data as ServerEvent<K>) : null
}

/** The part of a Socket.IO client the dispatcher uses. */
export type EventSource = {
  on(kind: string, listener: (payload: unknown) => void): unknown
  off(kind: string, listener: (payload: unknown) => void): unknown
}

export type SocketDispatcher = {
  /** Hands every valid event of `kind` to `handler` until the answered function is called. */
  subscribe<K extends ServerEventKind>(kind: K, handler: ServerEventHandler<K>): () => void
}

/** A handler's failure is reported on its own, so the other subscribers still get the event. */
const reportLater = (error: unknown) =>
  setTimeout(() => {
    throw error
  })

/**
 * The one place where server events arrive: one socket listener per kind, there while anyone
 * subscribes to it, parses each event once with the contracts' schema and hands the typed event
 * to every subscriber of its kind in the order they came. An event that does not keep the
 * contract reaches nobody.
 */
export const createSocketDispatcher = (socket: EventSource): SocketDispatcher => {
  // Each channel holds handlers of its own kind only: `subscribe` files them under that kind.
  type Channel = { handlers: Set<(event: unknown) => void>; receiver: (payload: unknown) => void }
  const channels = new Map<ServerEventKind, Channel>()

  const open = (kind: ServerEventKind): Channel => {
    const channel: Channel = {
      handlers: new Set(),
      receiver: (payload) => {
        const event = parseServerEvent(kind, payload)
        if (event === null) return
        for (const handler of [...channel.handlers]) {
          try {
            handler(event)
          } catch (error) {
            reportLater(error)
          }
        }
      },
    }
    channels.set(kind, channel)
    socket.on(kind, channel.receiver)
    return channel
  }

  return {
    subscribe(kind, handler) {
      const channel = channels.get(kind) ?? open(kind)
      // A handler of its own: the same function subscribed twice is two subscriptions.
      const entry = (event: unknown) => handler(event as ServerEvent<typeof kind>)
      channel.handlers.add(entry)
      return () => {
        channel.handlers.delete(entry)
        if (channel.handlers.size > 0 || channels.get(kind) !== channel) return
        channels.delete(kind)
        socket.off(kind, channel.receiver)
      }
    },
  }
}
