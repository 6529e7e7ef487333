import { AnswerStatus, CALL_LIMITS, CallPhase, GeneralErrorCode, MessageType } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import { nextEvent, recordEvents } from '../../platform/realtime/socket-test-client'
import { useTestServer } from '../../test/test-server'
import { insertDialog } from '../chat/messages.fixtures'
import {
  CALLS,
  callEvent,
  callOk,
  joinCall,
  nextCall,
  nextCallMessage,
  offer,
  startCall,
} from './calls.fixtures'

const env = useTestServer({ listen: true })
const { newUser, open } = env

describe('a group call', () => {
  it('goes on for the others when one of three leaves: callStatus (2008) tells it, no chat message', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sb, sc] = await Promise.all([open(a), open(b), open(c)])
    await startCall(sa, dialogId, 2)
    await joinCall(sb, dialogId)
    const { session } = await joinCall(sc, dialogId)
    const messages = recordEvents(sa, 'message', (e) => e.dialog === dialogId)
    const status = nextEvent(
      sa,
      'callStatus',
      (e) => e.dialogId === dialogId && e.statusUpdates.some((u) => u.status === AnswerStatus.Left),
    )
    const after = nextCall(sa, (call) =>
      call.participants.some((p) => p.user === c.id && p.status === AnswerStatus.Left),
    )
    await callOk(sc, { action: 'leave', dialogId, mediaSessionId: session })
    expect((await status).statusUpdates).toEqual([{ status: AnswerStatus.Left, users: [c.id] }])
    const call = await after
    expect(call.status).toBe(CallPhase.Active)
    expect(call.participants.filter((p) => p.status === AnswerStatus.Connected).map((p) => p.user)).toEqual([
      a.id,
      b.id,
    ])
    await env.caughtUp(sa, a)
    expect(messages).toEqual([])
  })

  it('lets a member in at once within the ringing time: callStatus (2008), no chat message', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sb, sc] = await Promise.all([open(a), open(b), open(c)])
    await startCall(sa, dialogId)
    await joinCall(sb, dialogId)
    const messages = recordEvents(sa, 'message', (e) => e.dialog === dialogId)
    const status = nextEvent(
      sa,
      'callStatus',
      (e) => e.dialogId === dialogId && e.statusUpdates.some((u) => u.users.includes(c.id)),
    )
    const { call } = await joinCall(sc, dialogId)
    expect(call.participants.find((p) => p.user === c.id)?.status).toBe(AnswerStatus.Connected)
    expect(await status).toEqual({
      cType: 2008,
      dialogId,
      callId: call.id,
      statusUpdates: [{ status: AnswerStatus.Connected, users: [c.id] }],
    })
    await env.caughtUp(sa, a)
    expect(messages).toEqual([])
  })

  it('refuses the seventh with 409 "the call is full", in the socket language', async () => {
    const people = await Promise.all(Array.from({ length: CALL_LIMITS.meshMax + 1 }, () => newUser()))
    const dialogId = await insertDialog(
      env.db,
      people.map((p) => p.id),
    )
    const sockets = await Promise.all(people.slice(0, CALL_LIMITS.meshMax).map((p) => open(p)))
    const [first, ...rest] = sockets
    if (!first) throw new Error('no caller')
    await startCall(first, dialogId)
    for (const socket of rest) await joinCall(socket, dialogId)
    const last = people[CALL_LIMITS.meshMax]
    if (!last) throw new Error('no seventh')
    const seventh = await open({ ...last, acceptLanguage: 'en' })
    const answer = await callEvent(seventh, { action: 'join', dialogId })
    expect(answer).toEqual({
      ok: false,
      error: { code: GeneralErrorCode.Conflict, message: translate('en', 'calls.full') },
    })
    expect(translate('en', 'calls.full')).toBe('The call is full')
    expect(translate('ru', 'calls.full')).toBe('Звонок заполнен')
  })

  it('rings again whom an admin redials (2004), and refuses a redial by a member who is no admin', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sb, sc] = await Promise.all([open(a), open(b), open(c)])
    await startCall(sa, dialogId)
    await joinCall(sb, dialogId)
    const declined = await env.as(c)('POST', `${CALLS}/dialog/${dialogId}/decline`)
    expect(declined.statusCode, declined.body).toBe(200)

    const byMember = await env.as(b)('POST', `${CALLS}/invite/dialog/${dialogId}`, { users: [c.id] })
    expect(byMember.statusCode, byMember.body).toBe(403)

    const ringing = nextCall(sc, (call) =>
      call.participants.some((p) => p.user === c.id && p.status === AnswerStatus.Dialing),
    )
    const invited = nextCallMessage(sc, dialogId, MessageType.CallUsers)
    const res = await env.as(a)('POST', `${CALLS}/invite/dialog/${dialogId}`, { users: [c.id] })
    expect(res.statusCode, res.body).toBe(200)
    expect((await invited)?.call?.userIds).toEqual([c.id])
    expect((await ringing).participants.find((p) => p.user === c.id)?.ringUntil).not.toBeNull()

    const outsider = await newUser()
    const notMember = await env.as(a)('POST', `${CALLS}/invite/dialog/${dialogId}`, { users: [outsider.id] })
    expect(notMember.statusCode).toBe(400)
    expect(notMember.json().error.message).toBe('Нельзя вызвать пользователя не из диалога')
  })

  it('removes a participant (6002): their session ends and gets no more signals', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sb, sc] = await Promise.all([open(a), open(b), open(c)])
    const { session: aSession } = await startCall(sa, dialogId)
    await joinCall(sb, dialogId)
    const { session: cSession } = await joinCall(sc, dialogId)
    const signalsAtC = recordEvents(sc, 'callSignal')

    const notAdmin = await env.as(b)('PATCH', `${CALLS}/dialog/${dialogId}/status`, { user: c.id, status: 3 })
    expect(notAdmin.statusCode).toBe(403)

    const kicked = nextCallMessage(sc, dialogId, MessageType.CallKicked)
    const res = await env.as(a)('PATCH', `${CALLS}/dialog/${dialogId}/status`, { user: c.id, status: 3 })
    expect(res.statusCode, res.body).toBe(200)
    expect((await kicked)?.call?.userIds).toEqual([c.id])
    expect(res.json().participants.find((p: { user: number }) => p.user === c.id)).toMatchObject({
      status: AnswerStatus.Left,
      exit: 'kicked',
      states: [],
    })
    const refused = await callEvent(sa, {
      action: 'signal',
      dialogId,
      from: aSession,
      to: cSession,
      signal: offer,
    })
    expect(refused.ok).toBe(false)
    await env.caughtUp(sc, c)
    expect(signalsAtC).toEqual([])
  })

  it('tells every member of a participant muting and raising a hand', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sb, sc] = await Promise.all([open(a), open(b), open(c)])
    await startCall(sa, dialogId)
    const { session } = await joinCall(sb, dialogId)
    const muted = (s: typeof sa) =>
      nextCall(s, (call) =>
        call.participants.some((p) => p.states.some((st) => st.mediaSessionId === session && !st.micOn)),
      )
    const [atA, atC] = [muted(sa), muted(sc)]
    const res = await env.as(b)('PATCH', `${CALLS}/dialog/${dialogId}/state`, {
      state: { micOn: false, handUp: true },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().states[0]).toMatchObject({ mediaSessionId: session, micOn: false, handUp: true })
    for (const call of await Promise.all([atA, atC]))
      expect(call.participants.find((p) => p.user === b.id)?.states[0]?.handUp).toBe(true)
    // Someone not in the call has no state to change.
    const notIn = await env.as(c)('PATCH', `${CALLS}/dialog/${dialogId}/state`, { state: { micOn: false } })
    expect(notIn.statusCode).toBe(404)
  })

  it('ends for everyone when an admin stops it; a member who is no admin may not', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sb] = await Promise.all([open(a), open(b)])
    await startCall(sa, dialogId)
    await joinCall(sb, dialogId)
    expect((await env.as(b)('POST', `${CALLS}/dialog/${dialogId}/stop`)).statusCode).toBe(403)
    const ended = nextCallMessage(sb, dialogId, MessageType.CallEnded)
    const stop = await env.as(a)('POST', `${CALLS}/dialog/${dialogId}/stop`)
    expect(stop.json()).toBe(true)
    await ended
    expect((await env.as(a)('POST', `${CALLS}/dialog/${dialogId}/stop`)).json()).toBe(false)
    expect((await env.as(a)('GET', `${CALLS}/dialog/${dialogId}`)).statusCode).toBe(404)
  })
})
