import { AnswerStatus, CallPhase, MessageType } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { nextEvent } from '../../platform/realtime/socket-test-client'
import { useTestServer } from '../../test/test-server'
import { insertDialog } from '../chat/messages.fixtures'
import { CALLS, joinCall, nextCall, nextCallMessage, startCall } from './calls.fixtures'

/**
 * Ringing and lost sockets end by themselves: the test app rings for a second and forgives a lost
 * socket for half a second (AppDeps.calls), so the real timers and sweeps run in a test's time.
 */
const timing = { ringSeconds: 1, graceMs: 500, intervalMs: 200 }
const env = useTestServer({ listen: true, deps: { calls: timing } })
const { newUser, open } = env

describe('ringing nobody answers', () => {
  it('ends a personal call as not answered (6003) and missed by the callee (6004)', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    const missed = nextCallMessage(sb, dialogId, MessageType.MissedCall)
    const notAnswered = nextCallMessage(sb, dialogId, MessageType.NotAnswer)
    const finished = nextCall(sb, (c) => c.status === CallPhase.Finished)
    await startCall(sa, dialogId)
    expect((await missed)?.call?.userIds).toEqual([b.id])
    expect((await notAnswered)?.ownerId).toBe(a.id)
    const over = await finished
    expect(over.participants.find((p) => p.user === b.id)).toMatchObject({
      status: AnswerStatus.NoAnswer,
      exit: 'noAnswer',
    })
    expect(over.activeDate).toBeNull()
  })

  it('toasts no call message but the missed call, to whom missed it (the ringing dialog tells the rest)', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    const event = (type: number) =>
      nextEvent(sb, 'message', (e) => e.dialog === dialogId && e.message?.type === type)
    const [started, notAnswered, missed] = [
      event(MessageType.AudioCallStarted),
      event(MessageType.NotAnswer),
      event(MessageType.MissedCall),
    ]
    await startCall(sa, dialogId)
    expect((await started).notify).toBe(false)
    expect((await notAnswered).notify).toBe(false)
    expect((await missed).notify).toBe(true)
  })

  it('keeps an answered group call going when one member does not answer (6004 for them only)', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    await startCall(sa, dialogId)
    await joinCall(sb, dialogId)
    const missed = await nextCallMessage(sa, dialogId, MessageType.MissedCall)
    expect(missed?.call?.userIds).toEqual([c.id])
    const res = await env.as(a)('GET', `${CALLS}/dialog/${dialogId}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: CallPhase.Active })
  })
})

describe('a participant whose socket goes away without leaving', () => {
  it('has left after the grace time, and the call ends (6 with its duration)', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    await startCall(sa, dialogId)
    await joinCall(sb, dialogId)
    const ended = nextCallMessage(sa, dialogId, MessageType.CallEnded)
    const finished = nextCall(sa, (c) => c.status === CallPhase.Finished)
    sb.close()
    expect((await ended)?.call?.durationSec).toBeGreaterThanOrEqual(0)
    expect((await finished).participants.find((p) => p.user === b.id)?.exit).toBe('lost')
  })

  it('resumes the session when the tab reconnects within the grace time', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    await startCall(sa, dialogId)
    const { session } = await joinCall(sb, dialogId)
    sb.close()
    const back = await open(b)
    const answer = await back.emitWithAck('call', { action: 'resume', dialogId, mediaSessionId: session })
    expect(answer).toMatchObject({ ok: true, mediaSessionId: session })
    // Three grace times later the call still goes on: the resumed socket holds the session's room.
    await new Promise((resolve) => setTimeout(resolve, timing.graceMs * 3))
    const res = await env.as(a)('GET', `${CALLS}/dialog/${dialogId}`)
    expect(res.json()).toMatchObject({ status: CallPhase.Active })
  })
})
