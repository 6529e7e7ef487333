import { UsersStatusAnswer } from '@nauka/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { startRedis, type TestRedis } from '../../platform/realtime/redis-server'
import { connectSocket, type TestSocket } from '../../platform/realtime/socket-test-client'
import { createAppWithMail, createUser, type TestUser } from '../../test/auth-helpers'
import { clientOf } from '../../test/http'

/**
 * Presence and session revocation across two processes sharing a real redis-server: a socket on
 * process B counts as online for process A, and a sign-out on A ends the socket on B.
 */
let redis: TestRedis
let env: Awaited<ReturnType<typeof createAppWithMail>>
let second: FastifyInstance
let urlB: string
const sockets: TestSocket[] = []

beforeAll(async () => {
  redis = await startRedis()
  env = await createAppWithMail({ REDIS_URL: redis.url })
  second = await buildApp({ config: env.t.config, database: { ...env.t.database, close: async () => {} } })
  await second.ready()
  await env.t.app.listen({ port: 0, host: '127.0.0.1' })
  urlB = await second.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await second?.close()
  await env?.close()
  await redis?.stop()
})

const statusOnA = async (asker: TestUser, userId: number) => {
  const res = await clientOf(env.t, asker)('POST', '/api/chat/v1/users/status', { users: [userId] })
  return UsersStatusAnswer.parse(res.json())[0]
}
const until = async (check: () => Promise<boolean>, timeoutMs = 5_000) => {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('presence across processes (REDIS_URL)', () => {
  it('sees a socket of process B as online from process A, and offline once it closes', async () => {
    const [asker, user] = [await createUser(env.t, env.mail), await createUser(env.t, env.mail)]
    expect((await statusOnA(asker, user.id))?.isOnline).toBe(false)
    const onB = await connectSocket(urlB, { cookie: user.cookie })
    sockets.push(onB)
    expect((await statusOnA(asker, user.id))?.isOnline).toBe(true)
    onB.close()
    await until(async () => (await statusOnA(asker, user.id))?.lastSeen !== null)
    expect(await statusOnA(asker, user.id)).toMatchObject({ isOnline: false })
  })

  it('ends the socket on process B when the session signs out on process A', async () => {
    const user = await createUser(env.t, env.mail)
    const onB = await connectSocket(urlB, { cookie: user.cookie })
    sockets.push(onB)
    const gone = new Promise<void>((resolve) => onB.once('disconnect', () => resolve()))
    const out = await env.t.app.inject({
      method: 'POST',
      url: '/api/a/oauth2c/logout',
      headers: { cookie: user.cookie },
    })
    expect(out.statusCode).toBeLessThan(300)
    await gone
    expect(onB.connected).toBe(false)
  })
})
