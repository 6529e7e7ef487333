import { AnswerStatus, type CallParticipant, MessageType } from '@nauka/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { calls } from '../../db/schema'
import { nextEvent, recordEvents } from '../../platform/realtime/socket-test-client'
import { useTestServer } from '../../test/test-server'
import { insertDialog } from '../chat/messages.fixtures'
import { CALLS, callOk, errorCode, httpCall, joinCall, nextCallMessage, startCall } from './calls.fixtures'

/** Issue 17, the lobby: who comes late and unasked waits until a manager of participants lets them in. */
const env = useTestServer({ listen: true })
const { newUser, open } = env

/** The call started this long ago (its ringing time, 30 s, is over). */
const age = (callId: number, seconds: number) =>
  env.db
    .update(calls)
    .set({ startedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(calls.id, callId))

/** A group call of a (its organiser) and b, with c who declined it 40 s ago. */
async function lateCall() {
  const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
  const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
  const [sa, sb, sc] = await Promise.all([open(a), open(b), open(c)])
  const { call } = await startCall(sa, dialogId)
  await joinCall(sb, dialogId)
  expect((await env.as(c)('POST', `${CALLS}/dialog/${dialogId}/decline`)).statusCode).toBe(200)
  await age(call.id, 40)
  return { a, b, c, sa, sb, sc, dialogId, callId: call.id }
}

const join = (socket: Parameters<typeof callOk>[0], dialogId: number) =>
  callOk(socket, { action: 'join', dialogId })
const statusOf = (participants: readonly CallParticipant[], user: number) =>
  participants.find((p) => p.user === user)?.status

describe('the lobby', () => {
  it('takes a late join there (2002, callStatus 6, no session); a manager lets them in (2003, 2004) and their join connects', async () => {
    const { a, b, c, sa, sc, dialogId, callId } = await lateCall()
    const asked = nextCallMessage(sa, dialogId, MessageType.JoinCall)
    const waiting = nextEvent(
      sa,
      'callStatus',
      (e) => e.dialogId === dialogId && e.statusUpdates.some((u) => u.status === AnswerStatus.Lobby),
    )
    const waits = await join(sc, dialogId)
    expect(waits.mediaSessionId).toBeNull()
    expect(statusOf(waits.call?.participants ?? [], c.id)).toBe(AnswerStatus.Lobby)
    expect(waits.call?.participants.find((p) => p.user === c.id)?.states).toEqual([])
    expect((await asked)?.call?.userIds).toEqual([c.id])
    expect(await waiting).toEqual({
      cType: 2008,
      dialogId,
      callId,
      statusUpdates: [{ status: AnswerStatus.Lobby, users: [c.id] }],
    })

    const byMember = await env.as(b)('PATCH', `${CALLS}/dialog/${dialogId}/status`, { user: c.id, status: 0 })
    expect(byMember.statusCode, byMember.body).toBe(403)

    const admitted = nextCallMessage(sc, dialogId, MessageType.LeftJoinCall)
    const rung = nextCallMessage(sc, dialogId, MessageType.CallUsers)
    const dialing = nextEvent(
      sc,
      'callStatus',
      (e) => e.dialogId === dialogId && e.statusUpdates.some((u) => u.status === AnswerStatus.Dialing),
    )
    const res = await env.as(a)('PATCH', `${CALLS}/dialog/${dialogId}/status`, { user: c.id, status: 0 })
    expect(res.statusCode, res.body).toBe(200)
    expect((await admitted)?.call?.userIds).toEqual([c.id])
    expect((await admitted)?.ownerId).toBe(a.id)
    expect((await rung)?.call?.userIds).toEqual([c.id])
    expect((await dialing).statusUpdates).toEqual([{ status: AnswerStatus.Dialing, users: [c.id] }])
    const them = res.json().participants.find((p: CallParticipant) => p.user === c.id)
    expect(them.status).toBe(AnswerStatus.Dialing)
    expect(them.ringUntil).not.toBeNull()

    const joined = await join(sc, dialogId)
    expect(joined.mediaSessionId).toEqual(expect.any(String))
    expect(statusOf(joined.call?.participants ?? [], c.id)).toBe(AnswerStatus.Connected)
  })

  it('refuses letting in one who does not wait there (400)', async () => {
    const { a, b, dialogId } = await lateCall()
    const res = await env.as(a)('PATCH', `${CALLS}/dialog/${dialogId}/status`, { user: b.id, status: 0 })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Пользователь не ждёт в лобби')
  })

  it('takes one removed from the call back there only, even early in the call', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sb, sc] = await Promise.all([open(a), open(b), open(c)])
    await startCall(sa, dialogId)
    await joinCall(sb, dialogId)
    await joinCall(sc, dialogId)
    const kick = await env.as(a)('PATCH', `${CALLS}/dialog/${dialogId}/status`, { user: c.id, status: 3 })
    expect(kick.statusCode, kick.body).toBe(200)
    const again = await join(sc, dialogId)
    expect(again.mediaSessionId).toBeNull()
    expect(statusOf(again.call?.participants ?? [], c.id)).toBe(AnswerStatus.Lobby)
  })

  it('lets one who was in before back at once, late as it is', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sb, sc] = await Promise.all([open(a), open(b), open(c)])
    const { call } = await startCall(sa, dialogId)
    await joinCall(sb, dialogId)
    const { session } = await joinCall(sc, dialogId)
    await callOk(sc, { action: 'leave', dialogId, mediaSessionId: session })
    await age(call.id, 40)
    expect((await join(sc, dialogId)).mediaSessionId).toEqual(expect.any(String))
  })

  it('withdraws one waiting who cancels: left, declined, and no 6001 in the group', async () => {
    const { a, c, sa, sc, dialogId } = await lateCall()
    await join(sc, dialogId)
    const messages = recordEvents(sa, 'message', (e) => e.dialog === dialogId)
    const res = await env.as(c)('POST', `${CALLS}/dialog/${dialogId}/decline`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().participants.find((p: CallParticipant) => p.user === c.id)).toMatchObject({
      status: AnswerStatus.Left,
      exit: 'declined',
    })
    await env.caughtUp(sa, a)
    expect(messages).toEqual([])
    expect((await httpCall(env.as(a), dialogId)).participants.length).toBe(3)
  })

  it('never keeps anyone waiting in a personal call', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    const { call } = await startCall(sa, dialogId)
    await age(call.id, 40)
    expect((await join(sb, dialogId)).mediaSessionId).toEqual(expect.any(String))
  })

  it('refuses letting in to a visitor (401) and to someone outside the dialog (404)', async () => {
    const { c, dialogId } = await lateCall()
    const body = { user: c.id, status: 0 }
    expect((await env.as()('PATCH', `${CALLS}/dialog/${dialogId}/status`, body)).statusCode).toBe(401)
    const outsider = await env.as(await newUser())('PATCH', `${CALLS}/dialog/${dialogId}/status`, body)
    expect(outsider.statusCode).toBe(404)
    expect(errorCode(outsider.body)).toEqual(expect.any(Number))
  })
})
