import type { ServerToClientEvents } from '@nauka/contracts'

/** The kinds of event the server sends over the socket (contracts realtime.ts). */
export type ServerEventKind = keyof ServerToClientEvents
/** What an event of one kind carries once its schema has parsed it. */
export type ServerEvent<K extends ServerEventKind> = Parameters<ServerToClientEvents[K]>[0]
export type ServerEventHandler<K extends ServerEventKind> = (event: ServerEvent<K>) => void
/** Reads a payload by the contract of its kind: the event, or null when it does not keep it. */
export type ServerEventParser = <K extends ServerEventKind>(
  kind: K,
  payload: unknown,
) => ServerEvent<K> | null

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
 *
 * The parser (the schemas, and zod with them: a fifth of a signed-in page's first load) is loaded
 * with the first event, not with the page: events that come meanwhile wait for it, in the order
 * they came, whatever their kind. A parser that failed to load is asked for again by the next event.
 */
export const createSocketDispatcher = (
  socket: EventSource,
  loadParser: () => ServerEventParser | Promise<ServerEventParser>,
): SocketDispatcher => {
  // Each channel holds handlers of its own kind only: `subscribe` files them under that kind.
  type Channel = { handlers: Set<(event: unknown) => void>; receiver: (payload: unknown) => void }
  const channels = new Map<ServerEventKind, Channel>()

  let parse: ServerEventParser | null = null
  let loading = false
  const waiting: { kind: ServerEventKind; payload: unknown }[] = []

  const deliver = (parser: ServerEventParser, kind: ServerEventKind, payload: unknown) => {
    // A kind nobody listens to any more while its event waited.
    const channel = channels.get(kind)
    if (!channel) return
    const event = parser(kind, payload)
    if (event === null) return
    for (const handler of [...channel.handlers]) {
      try {
        handler(event)
      } catch (error) {
        reportLater(error)
      }
    }
  }

  const loaded = (parser: ServerEventParser) => {
    parse = parser
    loading = false
    for (const { kind, payload } of waiting.splice(0)) deliver(parser, kind, payload)
  }

  const receive = (kind: ServerEventKind, payload: unknown) => {
    if (parse && waiting.length === 0) return deliver(parse, kind, payload)
    waiting.push({ kind, payload })
    if (loading) return
    loading = true
    try {
      const parser = loadParser()
      if (typeof parser === 'function') return loaded(parser)
      parser.then(loaded, (error: unknown) => {
        loading = false
        reportLater(error)
      })
    } catch (error) {
      loading = false
      reportLater(error)
    }
  }

  const open = (kind: ServerEventKind): Channel => {
    const channel: Channel = { handlers: new Set(), receiver: (payload) => receive(kind, payload) }
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
