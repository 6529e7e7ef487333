import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { uniqueIp } from '../test/auth-helpers'
import { useTestServer } from '../test/test-server'
import { SOCKET_RATE_RULES } from './realtime/socket-rate-rules'
import { sendViews } from './realtime/socket-test-client'

/**
 * DESIGN: with REDIS_URL the rate limits count in Redis. Two app instances on one database and one
 * real redis-server stand in for two processes behind a balancer that spreads one client's
 * attempts over both.
 */
const env = useTestServer({ listen: true, secondProcess: true, deps: { sleep: async () => {} } })

describe('rate limits across processes (REDIS_URL)', () => {
  it('counts failed sign-ins at one account from one address on both processes together', async () => {
    const user = await env.newUser()
    const ip = uniqueIp()
    const processes = [env.t.app, env.second]
    const attempt = (i: number, password: string) =>
      (processes[i % 2] as FastifyInstance).inject({
        method: 'POST',
        url: '/api/a/login-actions/authenticate',
        remoteAddress: ip,
        payload: { username: user.email, password },
      })
    // Five failures, alternating: each process alone has seen at most three.
    for (let i = 0; i < 5; i += 1) expect((await attempt(i, `Wrong-Pass-${i}`)).statusCode).toBe(401)
    expect((await attempt(5, user.password)).statusCode).toBe(429)
    expect((await attempt(6, user.password)).statusCode).toBe(429)
  })

  it("counts a user's social events on sockets of both processes together", async () => {
    const user = await env.newUser()
    const processes = [env.t.app, env.second]
    let handled = 0
    for (const app of processes)
      app.realtime.onSocial((context) => {
        if (context.user.id === user.id) handled += 1
      })
    const both = await Promise.all([env.open(user), env.open(user, env.secondUrl)])
    const { points } = SOCKET_RATE_RULES.socketSocial
    // Each process alone sees fewer events than the limit; together they are over it.
    await sendViews(both, points / 2 + 15)
    expect(handled).toBe(points)
  })
})
