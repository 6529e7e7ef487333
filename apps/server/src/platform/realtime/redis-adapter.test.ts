import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { connectRedisAdapter } from './redis-adapter'
import { freePort } from './redis-server'
import { nextSocial, recordSocial, statsEvent } from './socket-test-client'

/**
 * DESIGN: with REDIS_URL several server processes share Socket.IO rooms. Two app instances on one
 * database and one real redis-server stand in for two processes behind a load balancer.
 */
const env = useTestServer({ listen: true, secondProcess: true })

describe('Socket.IO across processes (REDIS_URL)', () => {
  it('delivers toUser on one process to the user socket connected to the other', async () => {
    const [user, other] = await Promise.all([env.newUser(), env.newUser()])
    const onB = await env.open(user, env.secondUrl)
    const otherOnB = await env.open(other, env.secondUrl)
    const onA = await env.open(user)
    const seenByOther = recordSocial(otherOnB)

    const arrivals = [nextSocial(onB), nextSocial(onA)]
    env.t.app.realtime.toUser(user.id, 'social', statsEvent(5))
    expect(await Promise.all(arrivals)).toEqual([statsEvent(5), statsEvent(5)])

    const back = nextSocial(onA)
    env.second.realtime.toUser(user.id, 'social', statsEvent(6))
    await expect(back).resolves.toEqual(statsEvent(6))

    const marker = nextSocial(otherOnB)
    env.t.app.realtime.toUser(other.id, 'social', statsEvent(7))
    await marker
    expect(seenByOther).toEqual([statsEvent(7)])
  })

  it('shares rooms joined on one process with emits from the other', async () => {
    const user = await env.newUser()
    const onB = await env.open(user, env.secondUrl)
    const room = `shared-${user.id}`
    env.second.realtime.onSocial((context) => {
      if (context.user.id === user.id) context.join(room)
    })
    onB.emit('social', { type: 'view', postId: 1 })
    // The join happens on B; keep emitting from A until B's socket is in the room.
    const seen = recordSocial(onB)
    await until(() => {
      env.t.app.realtime.toRoom(room, 'social', statsEvent(8))
      return seen.length > 0
    })
    expect(seen[0]).toEqual(statsEvent(8))
  })

  it('stops the start with a clear error when nothing answers at REDIS_URL', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`
    await expect(connectRedisAdapter(url, env.t.app.log)).rejects.toThrow('REDIS_URL is unreachable')
  })
})
