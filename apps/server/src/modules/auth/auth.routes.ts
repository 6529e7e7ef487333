import { API, type SessionProbe } from '@nauka/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { AuthError } from '../../platform/errors'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
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

export const context = (req: FastifyRequest): RequestContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  locale: requestLocale(req),
})

/** The auth service: `/api/a` (DESIGN API map). Routes translate HTTP; AccountService holds the rules. */
export const authRoutes =
  ({ accounts, sessions, providers, secureCookies }: AuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth } = API
    mount(app, auth.login, async (req, reply) => {
      const { user, session } = await accounts.login(req.body, context(req))
      setSessionCookie(reply, session, secureCookies)
      return {
        userStatus: userStatus(user),
        // Only a client that asked gets the token where scripts can read it (contract: tokenInBody).
        ...(req.body.tokenInBody ? { accessToken: session.token } : {}),
        expiresAt: session.expiresAt.toISOString(),
      }
    })

    mount(app, auth.checkEmailFree, async (req) => ({
      free: await accounts.checkEmailFree(req.body.username, context(req)),
    }))

    mount(app, auth.idpHints, async () => providers())

    mount(app, auth.register, async (req, reply) => {
      const user = await accounts.register(req.body, context(req))
      return reply.code(201).send({ id: user.id, email: user.email ?? req.body.username })
    })

    mount(app, auth.execute, async (req) => {
      await accounts.execute(req.body, context(req))
      return { ok: true as const }
    })

    mount(app, auth.actionToken, async (req, reply) => {
      const { answer, session } = await accounts.actionToken(req.body, context(req))
      if (session) setSessionCookie(reply, session, secureCookies)
      return answer
    })

    mount(app, auth.validate, async (req) => {
      const user = await accounts.findUser(currentUser(req).id)
      if (!user) throw new AuthError()
      return { userStatus: userStatus(user) }
    })

    // Public, so a visitor is answered 200 rather than 401 (see SessionProbe); the guard has
    // already resolved the cookie, and an unknown or revoked one reads as a visitor.
    mount(app, auth.session, async (req): Promise<SessionProbe> => {
      const user = req.user ? await accounts.findUser(req.user.id) : undefined
      return user ? { signedIn: true, userStatus: userStatus(user) } : { signedIn: false }
    })

    const signOut = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.sessionId !== null) await sessions.revoke(req.sessionId)
      clearSessionCookie(reply, secureCookies)
      return { ok: true as const }
    }
    // The web app signs out with POST, checked against cross-site use like every write. SPEC 7's GET
    // stays for bearer clients (the mobile web view) and same-origin fetches, but it must prove its
    // origin: a foreign page's link or redirect here would otherwise sign the user out.
    mount(app, auth.logout, signOut)
    mount(app, auth.logoutByGet, signOut, { config: { sameOrigin: 'strict' } })

    mount(app, auth.changePassword, async (req) => {
      await accounts.changePassword(currentUser(req), req.sessionId, req.body, context(req))
      return { ok: true as const }
    })
  }
