import { CallPhase } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
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
})
