import type { FastifyInstance } from 'fastify'
import type { RateLimits } from './rate-limit'
import type { ReadinessProbe } from './readiness'
import { connectRedis, type RedisClient, release } from './redis-client'

/**
 * DESIGN: with REDIS_URL the rate limits count in Redis, so every process behind the balancer
 * sees the same attempts. Connected when the app is ready, let go when it closes. Answers the
 * readiness probe of Redis (undefined without REDIS_URL): the limits' connection is one every
 * request that counts uses, so its state is the one that matters.
 */
export function shareRateLimits(
  app: FastifyInstance,
  limits: RateLimits<string>,
  redisUrl: string | undefined,
): ReadinessProbe | undefined {
  if (!redisUrl) return undefined
  let client: RedisClient | undefined
  app.addHook('onReady', async () => {
    client = await connectRedis(redisUrl, app.log, 'rate limits')
    limits.share(client)
  })
  app.addHook('onClose', async () => {
    if (client) await release(client)
  })
  return async () => {
    // A lost connection would queue the PING until it is back: say so at once instead.
    if (!client?.isReady) throw new Error('Redis is not connected')
    await client.ping()
  }
}
