import { SOCKET_PATH } from '@nauka/contracts'
import { io } from 'socket.io-client'
import { expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import type { TestSocket } from './socket-test-client'

const env = useTestServer({ listen: true })

/** A socket that reconnects, as the web app's does (apps/web/src/api/socket.ts), over one transport. */
async function reconnectingSocket(cookie: string, transport: 'websocket' | 'polling'): Promise<TestSocket> {
  const socket: TestSocket = io(env.baseUrl, {
    path: SOCKET_PATH,
    transports: [transport],
    forceNew: true,
    reconnectionDelay: 60_000,
    extraHeaders: { cookie },
  })
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return socket
}

it('drops its sockets on shutdown as a lost connection, which the client reconnects by itself', async () => {
  const user = await env.newUser()
  const sockets = await Promise.all([
    reconnectingSocket(user.cookie, 'websocket'),
    reconnectingSocket(user.cookie, 'polling'),
  ])
  const dropped = sockets.map(
    (socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)),
  )
  await env.t.app.close()
  // "io server disconnect" would be a deliberate kick (a revoked session), after which Socket.IO's
  // client stays away; a shutdown must read as the connection lost, so it comes back to another process.
  // (A long-poll cut off reads as 'transport error', a WebSocket closed as 'transport close'.)
  expect(await Promise.all(dropped)).not.toContain('io server disconnect')
  expect(sockets.map((socket) => socket.active)).toEqual([true, true])
  for (const socket of sockets) socket.close()
})
