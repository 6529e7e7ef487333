import { SESSION_COOKIE } from '../auth-guard'

/** What a Socket.IO handshake carries that may hold the session token. */
export interface HandshakeCredentials {
  /** The client's `auth` option (`io(url, { auth: { token } })`). */
  auth: Record<string, unknown>
  headers: { authorization?: string; cookie?: string }
}

/** A socket's session token, and whether the browser attached it by itself (the cookie). */
export interface HandshakeToken {
  token: string
  /** Sent by the browser whatever page opened the socket: the handshake must come from our origin. */
  fromCookie: boolean
}

/**
 * The session token of a socket, read the way HTTP reads it: an explicit `auth.token` (mobile web
 * view), then `Authorization: Bearer`, then the browser's session cookie (sent with the handshake
 * because the socket shares the API's origin).
 */
export function handshakeToken(
  credentials: HandshakeCredentials,
  parseCookie: (header: string) => Record<string, string | undefined>,
): HandshakeToken | null {
  const explicit = (token: string | null) => (token ? { token, fromCookie: false } : null)
  const { token } = credentials.auth
  if (typeof token === 'string' && token.trim() !== '') return explicit(token.trim())
  const header = credentials.headers.authorization
  if (header?.startsWith('Bearer ')) return explicit(header.slice('Bearer '.length).trim())
  const cookies = credentials.headers.cookie
  const cookie = cookies ? parseCookie(cookies)[SESSION_COOKIE] : undefined
  return cookie ? { token: cookie, fromCookie: true } : null
}
