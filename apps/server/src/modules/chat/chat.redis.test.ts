import {
  MessageAction,
  MessageType,
  type PresenceEvent,
  ReadStatus,
  UsersStatusAnswer,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { nextEvent, type TestSocket } from '../../platform/realtime/socket-test-client'
import { useTestServer } from '../../test/test-server'
import { insertDialog, nextChatEvent, sendOk } from './messages.fixtures'

/**
 * DESIGN: with REDIS_URL the chat works across server processes. Two app instances on one database
 * and one real redis-server stand in for two processes behind a load balancer: A's user talks to
 * process A, B's user to process B.
 */
const env = useTestServer({ listen: true, secondProcess: true })
const { newUser } = env
const nextPresence = (socket: TestSocket, match: (e: PresenceEvent) => boolean) =>
  nextEvent(socket, 'presence', match)

describe('chat across processes (REDIS_URL)', () => {
  it('delivers a message sent to process A to the receiver connected to process B, and the read mark back', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [onA, onB] = [await env.open(a), await env.open(b, env.secondUrl)]
    const arrived = nextChatEvent(onB, (e) => e.message !== null)
    const sent = await sendOk(onA, { dialog: dialogId, cType: MessageType.TextMessage, text: 'across' })
    expect((await arrived).message).toEqual(sent)

    // B marks it read on process B (HTTP there); A, on process A, learns it.
    const read = nextChatEvent(onA, (e) => e.action?.type === MessageAction.Read)
    const res = await env.second.inject({
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
    await insertDialog(env.db, [a.id, b.id])
    const onA = await env.open(a)
    const online = nextPresence(onA, (e) => e.userId === b.id && e.isOnline)
    const onB = await env.open(b, env.secondUrl)
    await expect(online).resolves.toMatchObject({ userId: b.id, isOnline: true })
    const status = await env.as(a)('POST', '/api/chat/v1/users/status', { users: [b.id] })
    expect(status.statusCode, status.body).toBe(200)
    expect(UsersStatusAnswer.parse(status.json())).toEqual([
      expect.objectContaining({ userId: b.id, isOnline: true }),
    ])
    const away = nextPresence(onA, (e) => e.userId === b.id && !e.isOnline)
    onB.close()
    await expect(away).resolves.toMatchObject({ userId: b.id, isOnline: false })
  })
})
