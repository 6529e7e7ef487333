import {
  AnswerStatus,
  CallParticipant,
  CallPermit,
  CallRole,
  GeneralErrorCode,
  ROLE_PERMITS,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { nextEvent, recordEvents } from '../../platform/realtime/socket-test-client'
import { useTestServer } from '../../test/test-server'
import { insertDialog } from '../chat/messages.fixtures'
import { CALLS, callEvent, callOk, joinCall, nextCall, startCall } from './calls.fixtures'

/** Issue 17: roles and permits of call participants, enforced on the server and kept private. */
const env = useTestServer({ listen: true })
const { newUser, open } = env
const P = CallPermit

/** A group call: a organises it (the group's admin), b, c and d are chat users, all connected. */
async function fourInCall() {
  const [a, b, c, d] = await Promise.all([newUser(), newUser(), newUser(), newUser()])
  const dialogId = await insertDialog(env.db, [a.id, b.id, c.id, d.id])
  const [sa, sb, sc, sd] = await Promise.all([open(a), open(b), open(c), open(d)])
  const { session: aSession } = await startCall(sa, dialogId, 2)
  const { session: bSession } = await joinCall(sb, dialogId)
  const { session: cSession } = await joinCall(sc, dialogId)
  await joinCall(sd, dialogId)
  return { a, b, c, d, sa, sb, sc, sd, dialogId, aSession, bSession, cSession }
}

const permits = (as: Parameters<typeof env.as>[0], dialogId: number, body: object) =>
  env.as(as)('PATCH', `${CALLS}/dialog/${dialogId}/permits`, body)
const state = (as: Parameters<typeof env.as>[0], dialogId: number, body: object) =>
  env.as(as)('PATCH', `${CALLS}/dialog/${dialogId}/state`, body)
const participants = async (as: Parameters<typeof env.as>[0], dialogId: number) => {
  const res = await env.as(as)('GET', `${CALLS}/dialog/${dialogId}/participants`)
  expect(res.statusCode, res.body).toBe(200)
  return CallParticipant.array().parse(res.json())
}

describe('roles', () => {
  it("gives the caller the organiser, group admins admins, the rest chat users, each with the role's permits", async () => {
    const { a, b, dialogId } = await fourInCall()
    const seen = await participants(a, dialogId)
    expect(seen.find((p) => p.user === a.id)).toMatchObject({
      roles: [CallRole.Organiser],
      admin: true,
      permits: [...ROLE_PERMITS[CallRole.Organiser]],
    })
    expect(seen.find((p) => p.user === b.id)).toMatchObject({
      roles: [CallRole.User],
      admin: false,
      permits: [...ROLE_PERMITS[CallRole.User]],
    })
  })

  it('a role change needs 82:610: the organiser appoints an admin, that admin may not', async () => {
    const { a, b, c, dialogId } = await fourInCall()
    const made = await permits(a, dialogId, { user: b.id, role: CallRole.Admin })
    expect(made.statusCode, made.body).toBe(200)
    expect(CallParticipant.parse(made.json())).toMatchObject({
      user: b.id,
      roles: [CallRole.Admin],
      admin: true,
    })
    const byAdmin = await permits(b, dialogId, { user: c.id, role: CallRole.Admin })
    expect(byAdmin.statusCode).toBe(403)
    expect(byAdmin.json().error.message).toBe('У вас нет права на это в звонке')
    // …but single permits they may change (82:611).
    expect((await permits(b, dialogId, { user: c.id, delPermits: [P.Record] })).statusCode).toBe(200)
  })

  it('keeps the organiser fixed and never gives the part through permits', async () => {
    const { a, b, dialogId } = await fourInCall()
    await permits(a, dialogId, { user: b.id, role: CallRole.Admin })
    const onOrganiser = await permits(b, dialogId, { user: a.id, delPermits: [P.Camera] })
    expect(onOrganiser.statusCode).toBe(403)
    expect(onOrganiser.json().error.message).toBe('Роль и права организатора звонка изменить нельзя')
    expect((await permits(a, dialogId, { user: b.id, role: CallRole.Organiser })).statusCode).toBe(403)
    const kick = await env.as(b)('PATCH', `${CALLS}/dialog/${dialogId}/status`, { user: a.id, status: 3 })
    expect(kick.statusCode, kick.body).toBe(403)
    expect(kick.json().error.message).toBe('Роль и права организатора звонка изменить нельзя')
  })

  it("passes the organiser's part to the first connected admin when the organiser leaves", async () => {
    const { a, b, c, sa, dialogId, aSession } = await fourInCall()
    await permits(a, dialogId, { user: c.id, role: CallRole.Admin })
    const passed = nextCall(sa, (call) =>
      call.participants.some((p) => p.user === c.id && p.roles[0] === CallRole.Organiser),
    )
    await callOk(sa, { action: 'leave', dialogId, mediaSessionId: aSession })
    const call = await passed
    expect(call.participants.find((p) => p.user === a.id)?.roles).toEqual([CallRole.Admin])
    expect(call.participants.find((p) => p.user === b.id)?.roles).toEqual([CallRole.User])
  })
})

describe('permits', () => {
  it('refuses a camera switched on without 82:602 (403), and switches it off when taken away', async () => {
    const { a, c, sb, dialogId, cSession } = await fourInCall()
    const off = nextCall(sb, (call) =>
      call.participants.some((p) => p.states.some((s) => s.mediaSessionId === cSession && !s.camOn)),
    )
    const taken = await permits(a, dialogId, { user: c.id, delPermits: [P.Camera] })
    expect(taken.statusCode, taken.body).toBe(200)
    expect(taken.json().permits).not.toContain(P.Camera)
    expect((await off).participants.find((p) => p.user === c.id)?.states[0]).toMatchObject({
      camOn: false,
      micOn: true,
    })

    const refused = await state(c, dialogId, { state: { camOn: true } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('У вас нет права на это в звонке')
    expect((await state(c, dialogId, { state: { micOn: false, handUp: true } })).statusCode).toBe(200)
  })

  it('without 82:607 one joins with everything off and may switch no media on', async () => {
    const { a, c, sc, dialogId, cSession } = await fourInCall()
    await permits(a, dialogId, { user: c.id, delPermits: [P.TakePart] })
    await callOk(sc, { action: 'leave', dialogId, mediaSessionId: cSession })
    const back = await callOk(sc, { action: 'join', dialogId, state: { micOn: true, camOn: true } })
    expect(back.call?.participants.find((p) => p.user === c.id)?.states[0]).toMatchObject({
      micOn: false,
      camOn: false,
      sharingScreen: false,
    })
    expect((await state(c, dialogId, { state: { micOn: true } })).statusCode).toBe(403)
    expect((await state(c, dialogId, { state: { handUp: true } })).statusCode).toBe(200)
  })

  it('without 82:606 one may not join (403)', async () => {
    const { a, c, sc, dialogId, cSession } = await fourInCall()
    await permits(a, dialogId, { user: c.id, delPermits: [P.Join] })
    await callOk(sc, { action: 'leave', dialogId, mediaSessionId: cSession })
    const answer = await callEvent(sc, { action: 'join', dialogId })
    expect(answer).toEqual({
      ok: false,
      error: { code: GeneralErrorCode.Forbidden, message: 'Вам не разрешено присоединяться к этому звонку' },
    })
  })

  it('add and del need 82:611: a chat user gets 403 on /permits and /status', async () => {
    const { b, c, dialogId } = await fourInCall()
    expect((await permits(b, dialogId, { user: c.id, delPermits: [P.Camera] })).statusCode).toBe(403)
    expect((await permits(b, dialogId, { user: c.id, role: CallRole.Admin })).statusCode).toBe(403)
    expect(
      (await env.as(b)('PATCH', `${CALLS}/dialog/${dialogId}/status`, { user: c.id, status: 3 })).statusCode,
    ).toBe(403)
  })

  it('refuses a visitor (401), someone outside the dialog (404) and one who is no participant (400)', async () => {
    const { a, c, dialogId } = await fourInCall()
    const body = { user: c.id, delPermits: [P.Camera] }
    expect((await permits(undefined, dialogId, body)).statusCode).toBe(401)
    expect((await permits(await newUser(), dialogId, body)).statusCode).toBe(404)
    const stranger = await permits(a, dialogId, { user: (await newUser()).id, delPermits: [P.Camera] })
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().error.message).toBe('Пользователь не участвует в звонке')
  })

  it("a manager switches someone else's media off only (403 to switch on, 403 for a chat user)", async () => {
    const { a, b, c, dialogId, cSession } = await fourInCall()
    const muted = await state(a, dialogId, { mediaSessionId: cSession, state: { micOn: false } })
    expect(muted.statusCode, muted.body).toBe(200)
    expect(CallParticipant.parse(muted.json())).toMatchObject({ user: c.id, states: [{ micOn: false }] })
    const on = await state(a, dialogId, { mediaSessionId: cSession, state: { micOn: true } })
    expect(on.statusCode).toBe(403)
    expect(on.json().error.message).toBe(
      'Чужие микрофон, камеру и демонстрацию экрана можно только выключить',
    )
    expect((await state(b, dialogId, { mediaSessionId: cSession, state: { camOn: false } })).statusCode).toBe(
      403,
    )
  })
})

describe('privacy of permits', () => {
  it("shows one's own permits, everyone's to a manager, and nobody's in the shared call event", async () => {
    const { a, b, c, sb, dialogId } = await fourInCall()
    const byUser = await participants(c, dialogId)
    expect(byUser.find((p) => p.user === c.id)?.permits).toEqual([...ROLE_PERMITS[CallRole.User]])
    expect(byUser.filter((p) => p.user !== c.id).every((p) => p.permits === null)).toBe(true)
    expect((await participants(a, dialogId)).every((p) => p.permits !== null)).toBe(true)

    const shared = nextCall(sb)
    await permits(a, dialogId, { user: c.id, delPermits: [P.Record] })
    expect((await shared).participants.every((p) => p.permits === null)).toBe(true)
    expect((await participants(b, dialogId)).find((p) => p.user === c.id)?.permits).toBeNull()
  })

  it('sends callPermits (2007) to the changed user and the managers, not to other participants', async () => {
    const { a, c, d, sa, sc, sd, dialogId } = await fourInCall()
    const atD = recordEvents(sd, 'callPermits')
    const [atC, atA] = [nextEvent(sc, 'callPermits'), nextEvent(sa, 'callPermits')]
    await permits(a, dialogId, { user: c.id, delPermits: [P.ScreenShare] })
    const event = await atC
    expect(event).toEqual({
      cType: 2007,
      dialogId,
      callId: expect.any(Number),
      user: c.id,
      roles: [CallRole.User],
      permits: ROLE_PERMITS[CallRole.User].filter((p) => p !== P.ScreenShare),
    })
    expect(await atA).toEqual(event)
    await env.caughtUp(sd, d)
    expect(atD).toEqual([])
    expect((await participants(c, dialogId)).find((p) => p.user === c.id)?.status).toBe(
      AnswerStatus.Connected,
    )
  })
})
