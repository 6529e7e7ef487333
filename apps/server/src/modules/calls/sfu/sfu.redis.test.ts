import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../../test/test-server'
import { until } from '../../../test/until'
import { insertDialog } from '../../chat/messages.fixtures'
import { CALLS, joinCall, startCall } from '../calls.fixtures'
import { findCall } from '../calls.queries'
import { mediaEvent, useJanus } from './sfu.fixtures'
import { roomOf } from './sfu.model'

/** Two processes (REDIS_URL) on one Janus: each holds the handles of the sessions whose sockets it has. */
const media = useJanus()
const env = useTestServer(() => ({ ...media.env(), secondProcess: true }))

describe('the media server across processes', () => {
  it('takes out of the room a session held by the other process when this one removes its participant', async () => {
    const [a, b, c] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const onA = await env.open(a)
    const onB = await env.open(b, env.secondUrl)
    const { call } = await startCall(onA, dialogId, 2)
    const { session } = await joinCall(onB, dialogId)
    const row = await findCall(env.db, call.id)
    const room = row && roomOf(row)
    if (!room) throw new Error('no room')
    expect(await mediaEvent(onB, { action: 'subscribe', dialogId, mediaSessionId: session })).toMatchObject({
      ok: true,
    })
    expect((await media.rooms.participants(room)).map((p) => p.display)).toEqual([session])
    // Removed through the first process, which holds nothing of B's.
    const removed = await env.as(a)('PATCH', `${CALLS}/dialog/${dialogId}/status`, { user: b.id, status: 3 })
    expect(removed.statusCode, removed.body).toBe(200)
    await until(
      () => media.rooms.participants(room),
      (participants) => participants.length === 0,
    )
    expect(await media.rooms.allowed(room)).toEqual([])
  })
})
