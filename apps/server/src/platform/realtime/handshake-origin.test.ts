import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { nextSocial, statsEvent, type TestSocket, tokenOf } from './socket-test-client'

/** Sockets opened by pages that are not ours (the test server's PUBLIC_URL is http://nauka.test). */

const env = useTestServer({ listen: true })
let user: TestUser

beforeAll(async () => {
  user = await env.newUser()
})

/** The socket is the user's: it hears what the hub sends them. */
const expectLive = async (socket: TestSocket, views: number) => {
  const arrived = nextSocial(socket)
  env.t.app.realtime.toUser(user.id, 'social', statsEvent(1, views))
  await expect(arrived).resolves.toEqual(statsEvent(1, views))
}

describe('socket handshake with the session cookie', () => {
  it('refuses another site, and another port of our host, over WebSocket and long-polling', async () => {
    for (const origin of ['https://evil.example', 'http://nauka.test:8081', 'null'])
      for (const transport of ['websocket', 'polling'] as const)
        await expect(
          env.open({ cookie: user.cookie, origin, transport }),
          `${origin} ${transport}`,
        ).rejects.toThrow('access_denied')
  })

  it('accepts our own origin, and a client that is not a browser (no Origin)', async () => {
    await expectLive(await env.open({ cookie: user.cookie, origin: 'http://nauka.test' }), 2)
    await expectLive(
      await env.open({ cookie: user.cookie, origin: 'http://nauka.test', transport: 'polling' }),
      3,
    )
    await expectLive(await env.open({ cookie: user.cookie }), 4)
  })
})

describe('socket handshake with an explicit token', () => {
  it('accepts auth.token and a bearer token from any origin (the mobile web view)', async () => {
    const token = tokenOf(user.cookie)
    await expectLive(await env.open({ token, origin: 'https://evil.example' }), 5)
    await expectLive(await env.open({ bearer: token, origin: 'https://evil.example' }), 6)
  })
})
