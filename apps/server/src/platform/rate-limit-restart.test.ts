import { API } from '@nauka/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { AUTH_RATE_RULES } from '../modules/auth/auth.rate-rules'
import { uniqueEmail, uniqueIp } from '../test/auth-helpers'
import { createTestApp, type TestApp } from '../test/test-app'
import { startRedis, type TestRedis } from './realtime/redis-server'

/**
 * Issue 19: with REDIS_URL a rate limit is shared by every process and outlives them. Two app
 * instances on one database and one real redis-server stand in for two processes behind a balancer;
 * a restart closes both and builds two new ones, which start with empty memory.
 */
let redis: TestRedis
let holder: TestApp
let processes: FastifyInstance[] = []

const sleep = async () => {}

/** Two processes on the holder's database and the shared Redis; the holder keeps the database open. */
async function startProcesses(): Promise<FastifyInstance[]> {
  const started = await Promise.all(
    [0, 1].map(() =>
      buildApp({ sleep, config: holder.config, database: { ...holder.database, close: async () => {} } }),
    ),
  )
  await Promise.all(started.map((app) => app.ready()))
  return started
}

async function restart(): Promise<void> {
  await Promise.all(processes.map((app) => app.close()))
  processes = await startProcesses()
}

beforeAll(async () => {
  redis = await startRedis()
  // Only its database and configuration are used: it never takes a request, and outlives the restart.
  holder = await createTestApp({ REDIS_URL: redis.url }, { sleep })
  processes = await startProcesses()
})

afterAll(async () => {
  await Promise.all(processes.map((app) => app.close()))
  await holder?.close()
  await redis?.stop()
})

describe('rate limits across a restart (REDIS_URL)', () => {
  it('keeps counting sign-ins from one address after every process restarted', async () => {
    const ip = uniqueIp()
    // A new account name each time: only the per-address rule counts all of them.
    const attempt = (i: number) =>
      (processes[i % 2] as FastifyInstance).inject({
        method: API.auth.login.method,
        url: API.auth.login.path,
        remoteAddress: ip,
        payload: { username: uniqueEmail('nobody'), password: 'Wrong-Pass-1' },
      })
    const { points } = AUTH_RATE_RULES.loginIp
    // Alternating over the two processes: each sees this many per burst, far below the limit.
    const perProcess = Math.ceil(points / 4) + 1
    const burst = async () => {
      const answers: number[] = []
      for (let i = 0; i < 2 * perProcess; i += 1) answers.push((await attempt(i)).statusCode)
      return answers
    }
    expect(await burst()).toEqual(Array(2 * perProcess).fill(401))

    await restart()

    // The new processes remember nothing of the first burst; only the shared count refuses.
    const allowed = points - 2 * perProcess
    expect(await burst()).toEqual([...Array(allowed).fill(401), ...Array(4 * perProcess - points).fill(429)])
  })
})
