import { rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { API, Liveness, Readiness } from '@nauka/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { READINESS_TIMEOUT_MS } from '../../platform/readiness'
import { startRedis, type TestRedis } from '../../platform/realtime/redis-server'
import { startS3Server, type TestS3 } from '../../test/s3-server'
import { createTestApp, type TestApp } from '../../test/test-app'

/** Issue 19: liveness asks nothing; readiness asks the database, Redis and the storage, each in time. */
const ready = async (t: TestApp) => {
  const res = await t.app.inject({ method: API.health.ready.method, url: API.health.ready.path })
  return { status: res.statusCode, body: Readiness.parse(res.json()) }
}

describe('health on disk storage, with Redis', () => {
  let redis: TestRedis
  let t: TestApp
  beforeAll(async () => {
    redis = await startRedis()
    t = await createTestApp({ REDIS_URL: redis.url })
  })
  afterAll(async () => {
    await t?.close()
    await redis?.stop()
  })

  it('is alive without asking any dependency', async () => {
    const res = await t.app.inject({ method: API.health.live.method, url: API.health.live.path })
    expect(res.statusCode).toBe(200)
    expect(Liveness.parse(res.json())).toEqual({ status: 'ok' })
  })

  it('is ready when the database, Redis and the data folder answer', async () => {
    expect(await ready(t)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' } },
    })
  })

  it('is unavailable, naming the storage, while the files folder cannot be written', async () => {
    const files = join(t.config.DATA_DIR, 'files')
    rmSync(files, { recursive: true, force: true })
    // A plain file where the folder should be: no write under it succeeds, not even as root.
    writeFileSync(files, '')
    try {
      expect(await ready(t)).toEqual({
        status: 503,
        body: { status: 'unavailable', checks: { database: 'ok', redis: 'ok', storage: 'failed' } },
      })
    } finally {
      rmSync(files, { force: true })
    }
    expect((await ready(t)).status).toBe(200)
  })

  it('is unavailable, naming Redis, once Redis stopped, and still alive', async () => {
    await redis.stop()
    const { status, body } = await ready(t)
    expect(status).toBe(503)
    expect(body.checks).toMatchObject({ database: 'ok', storage: 'ok' })
    expect(body.checks.redis).not.toBe('ok')
    expect((await t.app.inject({ url: API.health.live.path })).statusCode).toBe(200)
  })
})

describe('health on S3 storage', () => {
  let s3: TestS3
  let t: TestApp
  beforeAll(async () => {
    s3 = await startS3Server()
    t = await createTestApp(s3.env)
  })
  afterAll(async () => {
    await t?.close()
    await s3?.stop()
  })

  it('is ready while the bucket answers, and unavailable, naming the storage, once the server is down', async () => {
    expect(await ready(t)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', storage: 'ok' } },
    })
    await s3.stop()
    const { status, body } = await ready(t)
    expect(status).toBe(503)
    expect(body.checks.database).toBe('ok')
    expect(body.checks.storage).not.toBe('ok')
  })
})

describe('health when the S3 endpoint hangs', () => {
  let hung: Server
  const held: Socket[] = []
  let t: TestApp
  beforeAll(async () => {
    // Takes connections and never answers: a storage that hangs rather than refuses.
    hung = createServer((socket) => void held.push(socket))
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve))
    const address = hung.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    t = await createTestApp({
      S3_BUCKET: 'nauka-test',
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
    })
  })
  afterAll(async () => {
    await t?.close()
    for (const socket of held) socket.destroy()
    await new Promise((resolve) => hung?.close(resolve))
  })

  it('answers 503 naming the storage within the check time, not a hung probe', async () => {
    const started = Date.now()
    expect(await ready(t)).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'ok', storage: 'timeout' } },
    })
    expect(Date.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 1_000)
  })
})
