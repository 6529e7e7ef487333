import { UsersStatusAnswer } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'

/**
 * Presence and session revocation across two processes sharing a real redis-server: a socket on
 * process B counts as online for process A, and a sign-out on A ends the socket on B.
 */
const env = useTestServer({ listen: true, secondProcess: true })
const statusOnA = async (asker: TestUser, userId: number) => {
  const res = await env.as(asker)('POST', '/api/chat/v1/users/status', { users: [userId] })
  return UsersStatusAnswer.parse(res.json())[0]
}

describe('presence across processes (REDIS_URL)', () => {
  it('sees a socket of process B as online from process A, and offline once it closes', async () => {
    const [asker, user] = [await env.newUser(), await env.newUser()]
    expect((await statusOnA(asker, user.id))?.isOnline).toBe(false)
    const onB = await env.open(user, env.secondUrl)
    expect((await statusOnA(asker, user.id))?.isOnline).toBe(true)
    onB.close()
    await until(
      () => statusOnA(asker, user.id),
      (status) => status?.lastSeen !== null,
    )
    expect(await statusOnA(asker, user.id)).toMatchObject({ isOnline: false })
  })

  it('ends the socket on process B when the session signs out on process A', async () => {
    const user = await env.newUser()
    const onB = await env.open(user, env.secondUrl)
    const gone = new Promise<void>((resolve) => onB.once('disconnect', () => resolve()))
    const out = await env.t.app.inject({
      method: 'POST',
      url: '/api/a/oauth2c/logout',
      headers: { cookie: user.cookie },
    })
    expect(out.statusCode).toBeLessThan(300)
    await gone
    expect(onB.connected).toBe(false)
  })
})
