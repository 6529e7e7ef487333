import { AnswerStatus, CallPhase, MessageType } from '@nauka/contracts'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { callParticipants, messages } from '../../db/schema'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { insertDialog } from '../chat/messages.fixtures'
import { CALLS, joinCall, startCall } from './calls.fixtures'

/** This app forgives a lost socket for an hour and sweeps hourly: only the restarted app can end the call. */
const hour = 3_600_000
const env = useTestServer({ listen: true, deps: { calls: { graceMs: hour, intervalMs: hour } } })

describe('a restart', () => {
  it('ends at start-up a call whose sockets are gone, so no call stays active', async () => {
    const [a, b] = await Promise.all([env.newUser(), env.newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [sa, sb] = await Promise.all([env.open(a), env.open(b)])
    await startCall(sa, dialogId)
    await joinCall(sb, dialogId)
    sa.close()
    sb.close()
    const before = await env.as(a)('GET', `${CALLS}/dialog/${dialogId}`)
    expect(before.json()).toMatchObject({ status: CallPhase.Active })
    // A new process on the same database (the one that comes up after a restart); its first sweep
    // runs at start-up and finds no socket for the call's sessions anywhere.
    const restarted = await buildApp({
      config: env.t.config,
      database: { ...env.t.database, close: async () => {} },
      calls: { graceMs: 0, intervalMs: hour },
    })
    await restarted.ready()
    try {
      const gone = await until(
        () => env.as(a)('GET', `${CALLS}/dialog/${dialogId}`),
        (res) => res.statusCode === 404,
      )
      expect(gone.statusCode).toBe(404)
    } finally {
      await restarted.close()
    }
  })

  it('ends at start-up a call whose ringing ran out while no process was up: not answered, and missed by the callee', async () => {
    const [a, b] = await Promise.all([env.newUser(), env.newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const sa = await env.open(a)
    const { call } = await startCall(sa, dialogId)
    sa.close()
    // The ringing ran out while the server was down: no timer of any process saw it end.
    await env.db
      .update(callParticipants)
      .set({ ringUntil: new Date(Date.now() - 60_000) })
      .where(eq(callParticipants.callId, call.id))
    const restarted = await buildApp({
      config: env.t.config,
      database: { ...env.t.database, close: async () => {} },
      calls: { graceMs: hour, intervalMs: hour },
    })
    await restarted.ready()
    try {
      await until(
        () => env.as(a)('GET', `${CALLS}/dialog/${dialogId}`),
        (res) => res.statusCode === 404,
      )
      const written = await env.db
        .select({ type: messages.type, ownerId: messages.ownerId, call: messages.call })
        .from(messages)
        .where(eq(messages.dialogId, dialogId))
        .orderBy(asc(messages.id))
      expect(written.map((m) => m.type)).toEqual(
        expect.arrayContaining([MessageType.NotAnswer, MessageType.MissedCall]),
      )
      expect(written.map((m) => m.type)).not.toContain(MessageType.CallEnded)
      expect(written.find((m) => m.type === MessageType.MissedCall)?.call).toMatchObject({ userIds: [b.id] })
      const [callee] = await env.db.select().from(callParticipants).where(eq(callParticipants.userId, b.id))
      expect(callee).toMatchObject({ status: AnswerStatus.NoAnswer, exit: 'noAnswer' })
    } finally {
      await restarted.close()
    }
  })
})
