import { SESSION_COOKIE } from '../auth-guard'

/** What a Socket.IO handshake carries that may hold the session token. */
export interface HandshakeCredentials {
  /** The client's `auth` option (`io(url, { auth: { token } })`). */
  auth: Record<string, unknown>
  headers: { authorization?: string; cookie?: string }
}

/**
 * The session token of a socket, read the way HTTP reads it: an explicit `auth.token` (mobile web
 * view), then `Authorization: Bearer`, then the browser's session cookie (sent with the handshake
 * because the socket shares the API's origin).
 */
export function handshakeToken(
  credentials: HandshakeCredentials,
  parseCookie: (header: string) => Record<string, string | undefined>,
): string | null {
  const { token } = credentials.auth
  if (typeof token === 'string' && token.trim() !== '') return token.trim()
  const header = credentials.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null
  const cookies = credentials.headers.cookie
  return cookies ? (parseCookie(cookies)[SESSION_COOKIE] ?? null) : null
}
