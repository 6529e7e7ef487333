import type { RateRules } from '../rate-limit'

/**
 * What one user may send over all of their sockets, in every process (counted in Redis with
 * REDIS_URL): a runaway client, or one opening many sockets, must not load the database.
 */
export const SOCKET_RATE_RULES = {
  /** Chat messages: each one writes to the database and fans out to every member. */
  socketMessage: { points: 60, windowSeconds: 10 },
  /** `social` events: a view writes, `subStats` reads up to 100 posts. */
  socketSocial: { points: 120, windowSeconds: 10 },
  /** `call` events: a call's signalling sends bursts of ICE candidates to each peer of the mesh. */
  socketCall: { points: 600, windowSeconds: 60 },
  /** `callMedia` events: a publisher's and a subscriber's candidates, layer changes as tiles resize. */
  socketCallMedia: { points: 600, windowSeconds: 60 },
} satisfies RateRules<string>

export type SocketRateRule = keyof typeof SOCKET_RATE_RULES
