import {
  ActionTokenAnswer,
  ActionTokenRequest,
  ChangePasswordRequest,
  CheckEmailFreeAnswer,
  CheckEmailFreeRequest,
  ErrorBody,
  ExecuteActionRequest,
  IdpHints,
  LoginRequest,
  OkAnswer,
  RegisterAnswer,
  RegisterRequest,
  SessionAnswer,
  SessionProbe,
  ValidateAnswer,
} from '@nauka/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { AuthError } from '../../platform/errors'
import { requestLocale } from '../../platform/i18n/locale'
import { type AccountService, type RequestContext, userStatus } from './account.service'
import { clearSessionCookie, setSessionCookie } from './auth.cookies'
import type { SessionService } from './sessions'

export interface AuthRouteDeps {
  accounts: AccountService
  sessions: SessionService
  /** Sign-in providers shown on the sign-in screen. */
  providers: () => { id: string; name: string }[]
  secureCookies: boolean
}

const tags = ['auth']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody }
const visitor = { public: true }

export const context = (req: FastifyRequest): RequestContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  locale: requestLocale(req),
})

/** The auth service: `/api/a` (DESIGN API map). Routes translate HTTP; AccountService holds the rules. */
export const authRoutes =
  ({ accounts, sessions, providers, secureCookies }: AuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/a/login-actions/authenticate',
      { config: visitor, schema: { tags, body: LoginRequest, response: { 200: SessionAnswer, ...errors } } },
      async (req, reply) => {
        const { user, session } = await accounts.login(req.body, context(req))
        setSessionCookie(reply, session, secureCookies)
        return {
          userStatus: userStatus(user),
          // Only a client that asked gets the token where scripts can read it (contract: tokenInBody).
          ...(req.body.tokenInBody ? { accessToken: session.token } : {}),
          expiresAt: session.expiresAt.toISOString(),
        }
      },
    )

    app.post(
      '/api/a/login-actions/authenticate/check-email-free',
      {
        config: visitor,
        schema: { tags, body: CheckEmailFreeRequest, response: { 200: CheckEmailFreeAnswer } },
      },
      async (req) => ({ free: await accounts.checkEmailFree(req.body.username, context(req)) }),
    )

    app.get(
      '/api/a/login-actions/authenticate/idp-hints',
      { config: visitor, schema: { tags, response: { 200: IdpHints } } },
      async () => providers(),
    )

    app.post(
      '/api/a/login-actions/register',
      {
        config: visitor,
        schema: { tags, body: RegisterRequest, response: { 201: RegisterAnswer, ...errors } },
      },
      async (req, reply) => {
        const user = await accounts.register(req.body, context(req))
        return reply.code(201).send({ id: user.id, email: user.email ?? req.body.username })
      },
    )

    app.post(
      '/api/a/login-actions/execute',
      {
        config: visitor,
        schema: { tags, body: ExecuteActionRequest, response: { 200: OkAnswer, ...errors } },
      },
      async (req) => {
        await accounts.execute(req.body, context(req))
        return { ok: true as const }
      },
    )

    app.post(
      '/api/a/login-actions/action-token',
      {
        config: visitor,
        schema: { tags, body: ActionTokenRequest, response: { 200: ActionTokenAnswer, ...errors } },
      },
      async (req, reply) => {
        const { answer, session } = await accounts.actionToken(req.body, context(req))
        if (session) setSessionCookie(reply, session, secureCookies)
        return answer
      },
    )

    app.get(
      '/api/a/oauth2c/validate',
      { schema: { tags, response: { 200: ValidateAnswer, 401: ErrorBody } } },
      async (req) => {
        const user = await accounts.findUser(currentUser(req).id)
        if (!user) throw new AuthError()
        return { userStatus: userStatus(user) }
      },
    )

    // Public, so a visitor is answered 200 rather than 401 (see SessionProbe); the guard has
    // already resolved the cookie, and an unknown or revoked one reads as a visitor.
    app.get(
      '/api/a/oauth2c/session',
      { config: visitor, schema: { tags, response: { 200: SessionProbe } } },
      async (req): Promise<SessionProbe> => {
        const user = req.user ? await accounts.findUser(req.user.id) : undefined
        return user ? { signedIn: true, userStatus: userStatus(user) } : { signedIn: false }
      },
    )

    const logout = { schema: { tags, response: { 200: OkAnswer, 401: ErrorBody, 403: ErrorBody } } }
    const signOut = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.sessionId !== null) await sessions.revoke(req.sessionId)
      clearSessionCookie(reply, secureCookies)
      return { ok: true as const }
    }
    // The web app signs out with POST, checked against cross-site use like every write. SPEC 7's GET
    // stays for bearer clients (the mobile web view) and same-origin fetches, but it must prove its
    // origin: a foreign page's link or redirect here would otherwise sign the user out.
    app.post('/api/a/oauth2c/logout', logout, signOut)
    app.get('/api/a/oauth2c/logout', { ...logout, config: { sameOrigin: 'strict' } }, signOut)

    app.post(
      '/api/a/oauth2c/change-password',
      { schema: { tags, body: ChangePasswordRequest, response: { 200: OkAnswer, ...errors } } },
      async (req) => {
        await accounts.changePassword(currentUser(req), req.sessionId, req.body, context(req))
        return { ok: true as const }
      },
    )
  }
