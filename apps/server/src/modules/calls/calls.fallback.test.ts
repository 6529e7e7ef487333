import { CALL_LIMITS, CallMedia } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { insertDialog } from '../chat/messages.fixtures'
import { joinCall, startCall } from './calls.fixtures'

/**
 * The agreed design: a group call whose media server does not answer goes peer to peer rather than
 * failing (JANUS_URL names a port nothing listens on).
 */
const env = useTestServer({
  listen: true,
  env: { JANUS_URL: 'ws://127.0.0.1:9', JANUS_API_SECRET: 'secret', JANUS_ADMIN_KEY: 'admin' },
})

describe('a group call while the media server is down', () => {
  it("starts as a mesh with the mesh's limit, and others join it", async () => {
    const [a, b, c] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [sa, sb] = await Promise.all([env.open(a), env.open(b)])
    const { call } = await startCall(sa, dialogId)
    expect(call.media).toBe(CallMedia.Mesh)
    expect(call.maxParticipants).toBe(CALL_LIMITS.meshMax)
    expect((await joinCall(sb, dialogId)).call.media).toBe(CallMedia.Mesh)
  })
})
