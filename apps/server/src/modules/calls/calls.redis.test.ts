import { CallPhase, MessageType } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { nextEvent } from '../../platform/realtime/socket-test-client'
import { useTestServer } from '../../test/test-server'
import { insertDialog } from '../chat/messages.fixtures'
import { callEvent, joinCall, nextCall, nextCallMessage, offer, startCall } from './calls.fixtures'

/**
 * With REDIS_URL a call spans processes: the caller on process A, the callee on process B (two app
 * instances on one database and one real redis-server, as behind a load balancer).
 */
const env = useTestServer({ listen: true, secondProcess: true })

describe('a call across processes (REDIS_URL)', () => {
  it('rings on the other process, and signalling crosses both ways', async () => {
    const [a, b] = await Promise.all([env.newUser(), env.newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const onA = await env.open(a)
    const onB = await env.open(b, env.secondUrl)
    const ringing = nextCall(onB, (c) => c.status === CallPhase.Init)
    const { session: aSession } = await startCall(onA, dialogId)
    await ringing

    const activated = nextCallMessage(onA, dialogId, MessageType.CallActivated)
    const { session: bSession } = await joinCall(onB, dialogId)
    await activated

    const atB = nextEvent(onB, 'callSignal')
    expect(
      (await callEvent(onA, { action: 'signal', dialogId, from: aSession, to: bSession, signal: offer })).ok,
    ).toBe(true)
    expect(await atB).toMatchObject({ from: { userId: a.id, mediaSessionId: aSession }, to: bSession })

    const answer = { kind: 'description', description: { type: 'answer', sdp: 'v=0 answer' } } as const
    const atA = nextEvent(onA, 'callSignal')
    expect(
      (await callEvent(onB, { action: 'signal', dialogId, from: bSession, to: aSession, signal: answer })).ok,
    ).toBe(true)
    expect(await atA).toMatchObject({ from: { userId: b.id, mediaSessionId: bSession }, signal: answer })
  })
})
