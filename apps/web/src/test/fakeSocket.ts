/**
 * The socket is the network boundary, as fetch is elsewhere: a stand-in that records what the app
 * emits and lets a test play the server's events. A test file mocks `api/socket` with it:
 *
 *   vi.mock('../../api/socket', async () => (await import('../../test/fakeSocket')).socketModule)
 */
type Listener = (payload?: unknown) => void

const listeners = new Map<string, Set<Listener>>()

export const fakeSocket = {
  connected: false,
  opened: 0,
  closed: 0,
  emitted: [] as Array<[string, unknown]>,
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
    fakeSocket.emitted.push([event, payload])
    return fakeSocket
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
  /** The `social` events the app sent, in order. */
  social: () => fakeSocket.emitted.filter(([event]) => event === 'social').map(([, payload]) => payload),
  reset() {
    listeners.clear()
    fakeSocket.connected = false
    fakeSocket.opened = 0
    fakeSocket.closed = 0
    fakeSocket.emitted = []
  },
}

/** What `vi.mock('…/api/socket')` answers: every connection is the stand-in. */
export const socketModule = {
  openSocket: () => {
    fakeSocket.opened += 1
    return fakeSocket
  },
}
