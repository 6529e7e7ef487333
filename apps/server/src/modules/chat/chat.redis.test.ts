import {
  MessageAction,
  MessageType,
  type PresenceEvent,
  ReadStatus,
  UsersStatusAnswer,
} from '@nauka/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { startRedis, type TestRedis } from '../../platform/realtime/redis-server'
import { connectSocket, type TestSocket } from '../../platform/realtime/socket-test-client'
import { createAppWithMail, createUser, type TestUser } from '../../test/auth-helpers'
import { clientOf } from '../../test/http'
import { insertDialog, nextChatEvent, sendOk } from './messages.fixtures'

/**
 * DESIGN: with REDIS_URL the chat works across server processes. Two app instances on one database
 * and one real redis-server stand in for two processes behind a load balancer: A's user talks to
 * process A, B's user to process B.
 */
let redis: TestRedis
let env: Awaited<ReturnType<typeof createAppWithMail>>
let second: FastifyInstance
let urlA: string
let urlB: string
const sockets: TestSocket[] = []
const newUser = () => createUser(env.t, env.mail)
const open = async (url: string, user: TestUser) => {
  const socket = await connectSocket(url, { cookie: user.cookie })
  sockets.push(socket)
  return socket
}
const nextPresence = (socket: TestSocket, match: (e: PresenceEvent) => boolean) =>
  new Promise<PresenceEvent>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no presence event arrived')), 5_000)
    const onEvent = (event: PresenceEvent) => {
      if (!match(event)) return
      clearTimeout(timer)
      socket.off('presence', onEvent)
      resolve(event)
    }
    socket.on('presence', onEvent)
  })

beforeAll(async () => {
  redis = await startRedis()
  env = await createAppWithMail({ REDIS_URL: redis.url })
  // The second process shares the database; only the first one closes it.
  second = await buildApp({ config: env.t.config, database: { ...env.t.database, close: async () => {} } })
  await second.ready()
  urlA = await env.t.app.listen({ port: 0, host: '127.0.0.1' })
  urlB = await second.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  // Let the presence handlers of those disconnects finish while both processes still answer them.
  await new Promise((resolve) => setTimeout(resolve, 300))
  await second?.close()
  await env?.close()
  await redis?.stop()
})

describe('chat across processes (REDIS_URL)', () => {
  it('delivers a message sent to process A to the receiver connected to process B, and the read mark back', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.t.database.db, [a.id, b.id])
    const [onA, onB] = [await open(urlA, a), await open(urlB, b)]
    const arrived = nextChatEvent(onB, (e) => e.message !== null)
    const sent = await sendOk(onA, { dialog: dialogId, cType: MessageType.TextMessage, text: 'across' })
    expect((await arrived).message).toEqual(sent)

    // B marks it read on process B (HTTP there); A, on process A, learns it.
    const read = nextChatEvent(onA, (e) => e.action?.type === MessageAction.Read)
    const res = await second.inject({
      method: 'PATCH',
      url: '/api/chat/v1/messages/read',
      headers: { cookie: b.cookie },
      payload: { dialogId, messages: [sent.id], readStatus: ReadStatus.Read },
    })
    expect(res.statusCode, res.body).toBe(204)
    expect((await read).action).toEqual({
      type: MessageAction.Read,
      userId: b.id,
      messageId: sent.id,
      messageStatus: ReadStatus.Read,
    })
  })

  it('shares presence: a partner coming online on B is announced on A, and A sees B online', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    await insertDialog(env.t.database.db, [a.id, b.id])
    const onA = await open(urlA, a)
    const online = nextPresence(onA, (e) => e.userId === b.id && e.isOnline)
    const onB = await open(urlB, b)
    await expect(online).resolves.toMatchObject({ userId: b.id, isOnline: true })
    const status = await clientOf(env.t, a)('POST', '/api/chat/v1/users/status', { users: [b.id] })
    expect(status.statusCode, status.body).toBe(200)
    expect(UsersStatusAnswer.parse(status.json())).toEqual([
      expect.objectContaining({ userId: b.id, isOnline: true }),
    ])
    const away = nextPresence(onA, (e) => e.userId === b.id && !e.isOnline)
    onB.close()
    await expect(away).resolves.toMatchObject({ userId: b.id, isOnline: false })
  })
})
