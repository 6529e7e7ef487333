import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { createAppWithMail, createUser } from '../../test/auth-helpers'
import { connectRedisAdapter } from './redis-adapter'
import { freePort, startRedis, type TestRedis } from './redis-server'
import { connectSocket, nextSocial, recordSocial, statsEvent, type TestSocket } from './socket-test-client'

/**
 * DESIGN: with REDIS_URL several server processes share Socket.IO rooms. Two app instances on one
 * database and one real redis-server stand in for two processes behind a load balancer.
 */
let redis: TestRedis
let env: Awaited<ReturnType<typeof createAppWithMail>>
let second: FastifyInstance
let urlA: string
let urlB: string
const sockets: TestSocket[] = []

beforeAll(async () => {
  redis = await startRedis()
  env = await createAppWithMail({ REDIS_URL: redis.url })
  // The second process shares the database; only the first one closes it.
  second = await buildApp({
    config: env.t.config,
    database: { ...env.t.database, close: async () => {} },
  })
  await second.ready()
  urlA = await env.t.app.listen({ port: 0, host: '127.0.0.1' })
  urlB = await second.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await second?.close()
  await env?.close()
  await redis?.stop()
})

describe('Socket.IO across processes (REDIS_URL)', () => {
  it('delivers toUser on one process to the user socket connected to the other', async () => {
    const [user, other] = await Promise.all([createUser(env.t, env.mail), createUser(env.t, env.mail)])
    const onB = await connectSocket(urlB, { cookie: user.cookie })
    const otherOnB = await connectSocket(urlB, { cookie: other.cookie })
    const onA = await connectSocket(urlA, { cookie: user.cookie })
    sockets.push(onB, otherOnB, onA)
    const seenByOther = recordSocial(otherOnB)

    const arrivals = [nextSocial(onB), nextSocial(onA)]
    env.t.app.realtime.toUser(user.id, 'social', statsEvent(5))
    expect(await Promise.all(arrivals)).toEqual([statsEvent(5), statsEvent(5)])

    const back = nextSocial(onA)
    second.realtime.toUser(user.id, 'social', statsEvent(6))
    await expect(back).resolves.toEqual(statsEvent(6))

    const marker = nextSocial(otherOnB)
    env.t.app.realtime.toUser(other.id, 'social', statsEvent(7))
    await marker
    expect(seenByOther).toEqual([statsEvent(7)])
  })

  it('shares rooms joined on one process with emits from the other', async () => {
    const user = await createUser(env.t, env.mail)
    const onB = await connectSocket(urlB, { cookie: user.cookie })
    sockets.push(onB)
    const room = `shared-${user.id}`
    second.realtime.onSocial((context) => {
      if (context.user.id === user.id) context.join(room)
    })
    onB.emit('social', { type: 'view', postId: 1 })
    // The join happens on B; keep emitting from A until B's socket is in the room.
    await expect
      .poll(
        async () => {
          const arrived = nextSocial(onB, 300).catch(() => null)
          env.t.app.realtime.toRoom(room, 'social', statsEvent(8))
          return arrived
        },
        { timeout: 5_000 },
      )
      .toEqual(statsEvent(8))
  })

  it('stops the start with a clear error when nothing answers at REDIS_URL', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`
    await expect(connectRedisAdapter(url, env.t.app.log)).rejects.toThrow('REDIS_URL is unreachable')
  })
})
