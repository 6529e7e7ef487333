import type { MessageSendAck } from '@nauka/contracts'

/**
 * The socket is the network boundary, as fetch is elsewhere: a stand-in that records what the app
 * emits (with the acknowledgement callbacks) and lets a test play the server. The test setup puts
 * it in place of `api/socket` for every test and resets it before each one.
 */
type Listener = (payload?: unknown) => void
/** Socket.IO's acknowledgement with a timeout: an error when no answer came in time. */
type Ack = (timedOut: Error | null, answer?: MessageSendAck) => void
export type Emitted = { event: string; payload: unknown; ack: Ack | null }

const listeners = new Map<string, Set<Listener>>()

export const fakeSocket = {
  connected: false,
  /** Connections the app opened and closed. */
  opened: 0,
  closed: 0,
  emitted: [] as Emitted[],
  on(event: string, listener: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set())
    listeners.get(event)?.add(listener)
    return fakeSocket
  },
  off(event: string, listener: Listener) {
    listeners.get(event)?.delete(listener)
    return fakeSocket
  },
  emit(event: string, payload: unknown) {
    fakeSocket.emitted.push({ event, payload, ack: null })
    return fakeSocket
  },
  /** `timeout(ms).emit(event, payload, ack)`: the ack is kept for the test to answer. */
  timeout(_ms: number) {
    return {
      emit(event: string, payload: unknown, ack: Ack) {
        fakeSocket.emitted.push({ event, payload, ack })
        return fakeSocket
      },
    }
  },
  disconnect() {
    fakeSocket.connected = false
    fakeSocket.closed += 1
    return fakeSocket
  },
  /** The server sends an event to this client. */
  send(event: string, payload?: unknown) {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  },
  /** The handshake succeeds (again, after a reconnection). */
  connect() {
    fakeSocket.connected = true
    fakeSocket.send('connect')
  },
  /** Whether the app listens for `event` now (the toasts do once the signed-in layout is up). */
  listening: (event: string) => (listeners.get(event)?.size ?? 0) > 0,
  /** What the app emitted as `event`, in order. */
  sent: (event: string) => fakeSocket.emitted.filter((entry) => entry.event === event),
  reset() {
    listeners.clear()
    fakeSocket.connected = false
    fakeSocket.opened = 0
    fakeSocket.closed = 0
    fakeSocket.emitted = []
  },
}

/** What stands in for `api/socket`: every connection the app opens is the stand-in. */
export const socketModule = {
  openSocket: () => {
    fakeSocket.opened += 1
    return fakeSocket
  },
}
