import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'

/** Connection attempts at start-up before giving up: a wrong REDIS_URL must stop the start, not hang it. */
const STARTUP_ATTEMPTS = 5
const STARTUP_RETRY_MS = 200
/** Once connected, a lost connection is retried for ever, backing off to this. */
const MAX_RETRY_MS = 5_000

const newClient = (url: string, started: () => boolean) =>
  createClient({
    url,
    socket: {
      reconnectStrategy: (retries: number) => {
        if (started()) return Math.min(100 * 2 ** retries, MAX_RETRY_MS)
        return retries < STARTUP_ATTEMPTS
          ? STARTUP_RETRY_MS
          : new Error(`Redis at REDIS_URL is unreachable (${STARTUP_ATTEMPTS} attempts)`)
      },
    },
  })

export type RedisClient = ReturnType<typeof newClient>

/** A connected client for REDIS_URL; losses after start-up are logged under `purpose` and retried. */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  purpose: string,
): Promise<RedisClient> {
  let started = false
  const client = newClient(url, () => started)
  await connect(client, log, purpose, () => started)
  started = true
  return client
}

/** Two connections, for pub/sub: a subscribed connection can send nothing but (un)subscribe. */
export async function connectRedisPair(
  url: string,
  log: FastifyBaseLogger,
  purpose: string,
): Promise<[RedisClient, RedisClient]> {
  const pub = await connectRedis(url, log, purpose)
  try {
    return [pub, await connectRedis(url, log, purpose)]
  } catch (err) {
    pub.destroy()
    throw err
  }
}

async function connect(client: RedisClient, log: FastifyBaseLogger, purpose: string, started: () => boolean) {
  // node-redis reconnects by itself; without a listener an 'error' event would end the process.
  client.on('error', (err: unknown) => {
    if (started()) log.error({ err }, `redis connection error (${purpose})`)
  })
  try {
    await client.connect()
  } catch (err) {
    if (client.isOpen) client.destroy()
    throw err
  }
}

/**
 * Lets a client go: gracefully when connected (pending replies arrive first), at once when not,
 * since a graceful close waits for a connection that may never come back.
 */
export async function release(client: RedisClient): Promise<void> {
  if (client.isReady) await client.close().catch(() => {})
  else client.destroy()
}
