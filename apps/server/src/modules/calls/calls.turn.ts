import { createHmac } from 'node:crypto'
import { CALL_LIMITS, type IceConfig } from '@nauka/contracts'

type IceServer = IceConfig['iceServers'][number]

const isTurn = (urls: IceServer['urls']): boolean =>
  (Array.isArray(urls) ? urls : [urls]).some((url) => /^turns?:/i.test(url))

/**
 * coturn's REST scheme (`use-auth-secret`): the username is `<expiry unix seconds>:<user id>`, the
 * password the base64 HMAC-SHA1 of that username keyed with the shared secret. coturn checks both
 * without asking us, and refuses them after the expiry.
 */
export function turnCredential(
  secret: string,
  userId: number,
  expiresAt: Date,
): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') }
}

/**
 * The ICE servers of the configuration for one user: with a TURN secret, every TURN entry without
 * its own username gets this user's short-lived credentials; the secret itself never leaves.
 */
export function iceConfigFor(
  servers: readonly IceServer[],
  secret: string | undefined,
  userId: number,
  now: Date,
): IceConfig {
  if (!secret) return { iceServers: servers.map((s) => ({ ...s })), expiresAt: null }
  const expiresAt = new Date(now.getTime() + CALL_LIMITS.turnTtlSeconds * 1000)
  const credential = turnCredential(secret, userId, expiresAt)
  return {
    iceServers: servers.map((s) =>
      isTurn(s.urls) && s.username === undefined ? { ...s, ...credential } : { ...s },
    ),
    expiresAt: expiresAt.toISOString(),
  }
}
