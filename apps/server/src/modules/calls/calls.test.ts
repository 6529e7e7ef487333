import { AnswerStatus, CallPhase, MessageType } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { recordEvents } from '../../platform/realtime/socket-test-client'
import { useTestServer } from '../../test/test-server'
import { dialogInfo } from '../chat/dialogs.fixtures'
import { insertDialog } from '../chat/messages.fixtures'
import { CALLS, callOk, httpCall, joinCall, nextCall, nextCallMessage, startCall } from './calls.fixtures'

const env = useTestServer({ listen: true })
const { newUser, open } = env

describe('a personal call', () => {
  it('rings the callee, becomes active on the answer (2001) and ends for both on hang up (6 with duration)', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    const ringing = nextCall(sb, (c) => c.status === CallPhase.Init)
    const startedMessage = nextCallMessage(sb, dialogId, MessageType.AudioCallStarted)
    const { call, session: aSession } = await startCall(sa, dialogId)
    expect(call.owner).toBe(a.id)
    expect(call.participants.map((p) => [p.user, p.status, p.admin])).toEqual([
      [a.id, AnswerStatus.Connected, true],
      [b.id, AnswerStatus.Dialing, true],
    ])
    expect((await ringing).id).toBe(call.id)
    expect((await startedMessage)?.call).toEqual({
      callId: call.id,
      type: 1,
      userIds: [b.id],
      durationSec: null,
    })
    expect((await dialogInfo(env.as(b), dialogId)).activeCall).toEqual({ id: call.id, type: 1 })

    const activated = nextCallMessage(sa, dialogId, MessageType.CallActivated)
    const { call: joined, session: bSession } = await joinCall(sb, dialogId)
    expect(joined.status).toBe(CallPhase.Active)
    expect(joined.participants.every((p) => p.status === AnswerStatus.Connected)).toBe(true)
    expect((await activated)?.ownerId).toBe(b.id)
    expect(bSession).not.toBe(aSession)

    const ended = nextCallMessage(sa, dialogId, MessageType.CallEnded)
    const finished = nextCall(sa, (c) => c.status === CallPhase.Finished)
    await callOk(sb, { action: 'leave', dialogId, mediaSessionId: bSession })
    expect((await ended)?.call?.durationSec).toBeGreaterThanOrEqual(0)
    const over = await finished
    expect(over.duration).toMatch(/^PT/)
    expect(over.participants.map((p) => p.status)).toEqual([AnswerStatus.Left, AnswerStatus.Left])
    expect((await env.as(a)('GET', `${CALLS}/dialog/${dialogId}`)).statusCode).toBe(404)
    expect((await dialogInfo(env.as(a), dialogId)).activeCall).toBeNull()
  })

  it('tells every tab of the callee; one answering stops the ringing on the others', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sa, sb1, sb2] = await Promise.all([open(a), open(b), open(b)])
    const seenByOtherTab = recordEvents(sb2, 'call')
    await startCall(sa, dialogId)
    const answered = nextCall(sb2, (c) => c.status === CallPhase.Active)
    await joinCall(sb1, dialogId)
    const call = await answered
    const mine = call.participants.find((p) => p.user === b.id)
    expect(mine?.status).toBe(AnswerStatus.Connected)
    expect(mine?.states).toHaveLength(1)
    expect(seenByOtherTab[0]?.call.status).toBe(CallPhase.Init)
    expect((await httpCall(env.as(a), dialogId)).status).toBe(CallPhase.Active)
  })
})

describe('declining', () => {
  it('stops the ringing on every tab of the callee, writes 6001 and ends a personal call', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    const { call } = await startCall(sa, dialogId, 2)
    const declined = nextCallMessage(sa, dialogId, MessageType.CallDeclined)
    const finished = nextCall(sb, (c) => c.status === CallPhase.Finished)
    const res = await env.as(b)('POST', `${CALLS}/dialog/${dialogId}/decline`)
    expect(res.statusCode, res.body).toBe(200)
    expect((await declined)?.ownerId).toBe(b.id)
    const over = await finished
    expect(over.id).toBe(call.id)
    expect(over.participants.find((p) => p.user === b.id)).toMatchObject({
      status: AnswerStatus.Left,
      exit: 'declined',
    })
    // A decline says why the call ended: no "not answered" beside it.
    const list = await env.as(a)('GET', `/api/chat/v1/dialogs/${dialogId}?limit=20`)
    const types = (list.json() as { type: number }[]).map((m) => m.type)
    expect(types).toContain(MessageType.CallDeclined)
    expect(types).not.toContain(MessageType.NotAnswer)
    const again = await env.as(b)('POST', `${CALLS}/dialog/${dialogId}/decline`)
    expect(again.statusCode).toBe(404)
  })

  it('refuses a decline of a call that does not ring for the user (400)', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const sa = await open(a)
    await startCall(sa, dialogId)
    const res = await env.as(a)('POST', `${CALLS}/dialog/${dialogId}/decline`)
    expect(res.statusCode, res.body).toBe(400)
  })
})
