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
    /** Set once the session of the request has been looked up. */
    sessionResolved: boolean
  }
  interface FastifyInstance {
    /** Looks up the session of a request once (the guard does it for every matched route). */
    resolveSession(req: FastifyRequest): Promise<void>
  }
  interface FastifyContextConfig {
    /** Answers visitors too. Every other route refuses them with 401 (1100). */
    public?: boolean
    /** Public, and the session is not even looked up (static files, documentation). */
    sessionless?: boolean
  }
}

export const SESSION_COOKIE = 'nauka_session'

/** The session token of a request: the cookie (browsers) or a bearer token (mobile web view, sockets). */
export function sessionToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null
  return req.cookies[SESSION_COOKIE] ?? null
}

/**
 * Resolves the session of every request and decides access by the route the router matched, never
 * by the text of the URL: a path the router decodes (`/%61pi/...`) reaches the same route and the
 * same decision. Every route refuses visitors with 401 (1100) unless its config says `public: true`,
 * so protection is the default and a new route cannot forget it. Routes marked `sessionless` (the
 * web app's files, the API documentation) are public and skip the session lookup.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  resolve: (token: string, req: FastifyRequest) => Promise<ResolvedSession | null>,
): void {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionId', null)
  app.decorateRequest('sessionResolved', false)
  app.decorate('resolveSession', async (req: FastifyRequest) => {
    if (req.sessionResolved) return
    req.sessionResolved = true
    const token = sessionToken(req)
    const session = token ? await resolve(token, req) : null
    req.user = session?.user ?? null
    req.sessionId = session?.sessionId ?? null
  })
  app.addHook('onRequest', async (req) => {
    const matched = req.routeOptions.url !== undefined
    const config = req.routeOptions.config
    if (matched && config.sessionless) return
    await app.resolveSession(req)
    // No route matched: the not-found handler answers (and refuses visitors under the API itself).
    if (!matched || config.public || req.user) return
    throw new AuthError(AuthErrorCode.NotAuthorized)
  })
}

/**
 * Marks every route registered in `scope` public and sessionless: for third-party plugins (static
 * files, the API documentation UI) whose routes take no config of ours.
 */
export function markScopePublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), public: true, sessionless: true } as typeof route.config
  })
}

/** The signed-in user of a guarded route (the guard has already refused visitors). */
export function currentUser(req: FastifyRequest): RequestUser {
  if (!req.user) throw new AuthError(AuthErrorCode.NotAuthorized)
  return req.user
}
