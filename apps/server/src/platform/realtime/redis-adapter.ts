import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { connectRedisPair, release } from '../redis-client'

/** The Redis pub/sub pair behind the Socket.IO adapter, and how to let it go. */
export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>
  /** Whether the subscribing connection is up: over a lost one there is nothing to unsubscribe. */
  connected(): boolean
  close(): Promise<void>
}

/** How long a closing process keeps publishing answers to requests it already received. */
const DRAIN_MS = 100

/**
 * DESIGN: with `REDIS_URL` every server process shares rooms through Redis, so an event emitted in
 * one process reaches the sockets connected to another. Pub/sub needs two connections: a
 * subscribed connection can send nothing but (un)subscribe commands.
 */
export async function connectRedisAdapter(url: string, log: FastifyBaseLogger): Promise<RedisAdapterHandle> {
  const [pub, sub] = await connectRedisPair(url, log, 'Socket.IO adapter')
  return {
    adapter: createAdapter(pub, sub),
    connected: () => sub.isReady,
    close: async () => {
      // Stop hearing first, then let requests already heard (another process asking which sockets
      // are here) publish their answers before the publishing connection goes: the adapter does not
      // catch a publish on a closed client, and it would surface as an unhandled rejection.
      await release(sub)
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS))
      await release(pub)
    },
  }
}
