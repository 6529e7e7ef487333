import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first so the
 * comparison takes the same time whatever the length or the first differing character: the time of
 * an answer tells a prober nothing about the token.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0
}
