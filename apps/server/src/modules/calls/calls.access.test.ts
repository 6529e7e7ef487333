import { GeneralErrorCode } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { recordEvents, type TestSocket } from '../../platform/realtime/socket-test-client'
import { useTestServer } from '../../test/test-server'
import { insertDialog } from '../chat/messages.fixtures'
import { CALLS, callEvent, joinCall, offer, startCall } from './calls.fixtures'

/** Issue 16: only members of the dialog take part in its call or hear its signalling. */
const env = useTestServer({ listen: true })
const { newUser, open } = env

const signal = (socket: TestSocket, dialogId: number, from: string, to: string) =>
  callEvent(socket, { action: 'signal', dialogId, from, to, signal: offer })

async function callOfTwo() {
  const [a, b, outsider] = await Promise.all([newUser(), newUser(), newUser()])
  const dialogId = await insertDialog(env.db, [a.id, b.id])
  const [sa, sb, so] = await Promise.all([open(a), open(b), open(outsider)])
  const { session: aSession } = await startCall(sa, dialogId)
  const { session: bSession } = await joinCall(sb, dialogId)
  return { a, b, outsider, dialogId, sa, sb, so, aSession, bSession }
}

describe('signalling', () => {
  it('relays a description from one session to the other, and only to it', async () => {
    const { a, b, outsider, dialogId, sa, sb, so, aSession, bSession } = await callOfTwo()
    const atA = recordEvents(sa, 'callSignal')
    const atB = recordEvents(sb, 'callSignal')
    const atOutsider = recordEvents(so, 'callSignal')
    const answer = await signal(sa, dialogId, aSession, bSession)
    expect(answer).toEqual({ ok: true, call: null, mediaSessionId: aSession })
    await Promise.all([env.caughtUp(sa, a), env.caughtUp(sb, b), env.caughtUp(so, outsider)])
    expect(atB).toEqual([
      {
        dialogId,
        callId: expect.any(Number),
        from: { userId: a.id, mediaSessionId: aSession },
        to: bSession,
        signal: offer,
      },
    ])
    expect(atA).toEqual([])
    expect(atOutsider).toEqual([])
  })

  it('refuses an outsider signalling a known session, and never delivers it', async () => {
    const { b, dialogId, sb, so, aSession, bSession } = await callOfTwo()
    const atB = recordEvents(sb, 'callSignal')
    for (const from of [aSession, bSession]) {
      const answer = await callEvent(so, { action: 'signal', dialogId, from, to: bSession, signal: offer })
      expect(answer.ok).toBe(false)
    }
    // Nor may the outsider join, start or read the call.
    for (const event of [
      { action: 'join', dialogId },
      { action: 'start', dialogId, type: 1 },
      { action: 'resume', dialogId, mediaSessionId: bSession },
      { action: 'leave', dialogId, mediaSessionId: bSession },
    ]) {
      const answer = await callEvent(so, event)
      expect(answer.ok ? 'accepted' : answer.error.code, JSON.stringify(event)).toBe(
        GeneralErrorCode.NotFound,
      )
    }
    await env.caughtUp(sb, b)
    expect(atB).toEqual([])
  })

  it('refuses a signal from a session the sending socket does not carry (another tab of the same user)', async () => {
    const { a, b, dialogId, sb, aSession, bSession } = await callOfTwo()
    const otherTab = await open(a)
    const atB = recordEvents(sb, 'callSignal')
    const answer = await signal(otherTab, dialogId, aSession, bSession)
    expect(answer.ok ? 'accepted' : answer.error.code).toBe(GeneralErrorCode.Forbidden)
    await env.caughtUp(sb, b)
    expect(atB).toEqual([])
  })

  it('answers malformed events with a validation refusal and keeps the socket', async () => {
    const a = await newUser()
    const sa = await open(a)
    for (const event of [
      null,
      'x',
      { action: 'dance' },
      { action: 'signal', dialogId: 1, from: 'x', to: 'y', signal: {} },
    ]) {
      const answer = await callEvent(sa, event as Record<string, unknown>)
      expect(answer.ok ? 'accepted' : answer.error.code).toBe(GeneralErrorCode.ValidationFailed)
    }
    expect(sa.connected).toBe(true)
  })
})

describe('HTTP', () => {
  it('answers a member 404 without a call, an outsider 404 and a visitor 401', async () => {
    const { outsider, dialogId } = await callOfTwo()
    const routes: [string, string, unknown?][] = [
      ['GET', `${CALLS}/dialog/${dialogId}`],
      ['GET', `${CALLS}/dialog/${dialogId}/participants`],
      ['POST', `${CALLS}/dialog/${dialogId}/stop`],
      ['POST', `${CALLS}/dialog/${dialogId}/decline`],
      ['PATCH', `${CALLS}/dialog/${dialogId}/state`, { state: { micOn: false } }],
      ['PATCH', `${CALLS}/dialog/${dialogId}/status`, { user: outsider.id, status: 3 }],
      ['POST', `${CALLS}/invite/dialog/${dialogId}`, { users: [outsider.id] }],
    ]
    for (const [method, url, body] of routes) {
      const asOutsider = await env.as(outsider)(method as 'GET', url, body)
      expect(asOutsider.statusCode, `${method} ${url}`).toBe(404)
      expect((await env.as()(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('gives ICE servers to a signed-in user', async () => {
    const a = await newUser()
    const res = await env.as(a)('GET', `${CALLS}/ice-servers`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ iceServers: [], expiresAt: null })
  })
})
