import type { FastifyInstance } from 'fastify'
import type { RateLimits } from './rate-limit'
import { connectRedis, release } from './redis-client'

/**
 * DESIGN: with REDIS_URL the rate limits count in Redis, so every process behind the balancer
 * sees the same attempts. Connected when the app is ready, let go when it closes.
 */
export function shareRateLimits(
  app: FastifyInstance,
  limits: RateLimits<string>,
  redisUrl: string | undefined,
): void {
  if (!redisUrl) return
  let close = async () => {}
  app.addHook('onReady', async () => {
    const client = await connectRedis(redisUrl, app.log, 'rate limits')
    limits.share(client)
    close = () => release(client)
  })
  app.addHook('onClose', async () => close())
}
