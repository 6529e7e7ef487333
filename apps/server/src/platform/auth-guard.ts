import { AuthErrorCode } from '@nauka/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AuthError } from './errors'

/** Who is asking: set on every API request that carries a valid session. */
export interface RequestUser {
  id: number
  email: string | null
  lang: 1 | 2
  emailVerified: boolean
}

export interface ResolvedSession {
  sessionId: number
  user: RequestUser
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null
    sessionId: number | null
  }
  interface FastifyContextConfig {
    /** Answers visitors too. Every other API route refuses them with 401 (1100). */
    public?: boolean
  }
}

export const SESSION_COOKIE = 'nauka_session'

/** The session token of a request: the cookie (browsers) or a bearer token (mobile web view, sockets). */
export function sessionToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null
  return req.cookies[SESSION_COOKIE] ?? null
}

const isApi = (url: string) => url.startsWith('/api/')
// The generated documentation is public reference, like the catalogues.
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/')

/**
 * Resolves the session of every API request and refuses visitors everywhere but on routes marked
 * `config: { public: true }`: protection is the default, so a new route cannot forget it.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  resolve: (token: string, req: FastifyRequest) => Promise<ResolvedSession | null>,
): void {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionId', null)
  app.addHook('onRequest', async (req) => {
    if (!isApi(req.url)) return
    const token = sessionToken(req)
    const session = token ? await resolve(token, req) : null
    req.user = session?.user ?? null
    req.sessionId = session?.sessionId ?? null
    // Unmatched paths, and the web app's static wildcard, fall through to the 404 handler.
    const route = req.routeOptions.url
    if (!route?.startsWith('/api/') || req.routeOptions.config.public || isDocs(req.url) || req.user) return
    throw new AuthError(AuthErrorCode.NotAuthorized)
  })
}

/** The signed-in user of a guarded route (the guard has already refused visitors). */
export function currentUser(req: FastifyRequest): RequestUser {
  if (!req.user) throw new AuthError(AuthErrorCode.NotAuthorized)
  return req.user
}
