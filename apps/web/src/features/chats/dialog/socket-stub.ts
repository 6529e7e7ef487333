import type { MessageSendAck } from '@nauka/contracts'

type Listener = (payload?: unknown) => void
type Ack = (timedOut: Error | null, answer?: MessageSendAck) => void

/**
 * The socket is the network boundary of the dialog, as fetch is elsewhere: a stand-in that records
 * what the dialog emits (with the acknowledgement callbacks) and lets a test play the server.
 */
export const createSocketStub = () => {
  const listeners = new Map<string, Set<Listener>>()
  const socket = {
    connected: false,
    emitted: [] as Array<{ event: string; payload: unknown; ack: Ack | null }>,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return socket
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return socket
    },
    emit(event: string, payload: unknown) {
      socket.emitted.push({ event, payload, ack: null })
      return socket
    },
    /** Socket.IO's `timeout(ms).emit(event, payload, ack)`: the ack is kept for the test to answer. */
    timeout(_ms: number) {
      return {
        emit(event: string, payload: unknown, ack: Ack) {
          socket.emitted.push({ event, payload, ack })
          return socket
        },
      }
    },
    disconnect() {
      socket.connected = false
      return socket
    },
    /** The server sends an event to this client. */
    send(event: string, payload?: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    connect() {
      socket.connected = true
      socket.send('connect')
    },
    /** The messages the dialog sent, in order. */
    messages() {
      return socket.emitted.filter((e) => e.event === 'message')
    },
    reset() {
      listeners.clear()
      socket.connected = false
      socket.emitted = []
    },
  }
  return socket
}
