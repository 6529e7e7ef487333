import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'

/** The Redis pub/sub pair behind the Socket.IO adapter, and how to let it go. */
export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>
  close(): Promise<void>
}

/** Connection attempts at start-up before giving up: a wrong REDIS_URL must stop the start, not hang it. */
const STARTUP_ATTEMPTS = 5
const STARTUP_RETRY_MS = 200
/** How long a closing process keeps publishing answers to requests it already received. */
const DRAIN_MS = 100
/** Once connected, a lost connection is retried for ever, backing off to this. */
const MAX_RETRY_MS = 5_000

/**
 * DESIGN: with `REDIS_URL` every server process shares rooms through Redis, so an event emitted in
 * one process reaches the sockets connected to another. Pub/sub needs two connections: a
 * subscribed connection can send nothing but (un)subscribe commands.
 */
export async function connectRedisAdapter(url: string, log: FastifyBaseLogger): Promise<RedisAdapterHandle> {
  let started = false
  const pub = createClient({
    url,
    socket: {
      reconnectStrategy: (retries: number) => {
        if (started) return Math.min(100 * 2 ** retries, MAX_RETRY_MS)
        return retries < STARTUP_ATTEMPTS
          ? STARTUP_RETRY_MS
          : new Error(`Redis at REDIS_URL is unreachable (${STARTUP_ATTEMPTS} attempts)`)
      },
    },
  })
  const sub = pub.duplicate()
  // node-redis reconnects by itself; without a listener an 'error' event would end the process.
  for (const client of [pub, sub]) {
    client.on('error', (err: unknown) => {
      if (started) log.error({ err }, 'redis connection error (Socket.IO adapter)')
    })
  }
  try {
    await Promise.all([pub.connect(), sub.connect()])
  } catch (err) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy()
    throw err
  }
  started = true
  return {
    adapter: createAdapter(pub, sub),
    close: async () => {
      // Stop hearing first, then let requests already heard (another process asking which sockets
      // are here) publish their answers before the publishing connection goes: the adapter does not
      // catch a publish on a closed client, and it would surface as an unhandled rejection.
      await sub.close().catch(() => {})
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS))
      await pub.close().catch(() => {})
    },
  }
}
