import { API, AuthErrorCode } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../platform/errors'
import { mount } from '../../platform/mount'
import { setSessionCookie } from './auth.cookies'
import { context } from './auth.routes'
import type { OidcService } from './oidc.service'

const STATE_COOKIE = 'nauka_oidc'
/** The state cookie goes back only to the callback, of whichever provider. */
const STATE_COOKIE_PATH = API.oidc.callback.path.replace('/:idp', '')

/** SPEC 7 social sign-in: the browser navigates here, goes to the provider, and comes back signed in. */
export const oidcRoutes =
  (oidc: OidcService, secureCookies: boolean): FastifyPluginAsyncZod =>
  async (app) => {
    mount(app, API.oidc.authorize, async (req, reply) => {
      const { url, stateKey } = await oidc.authorize(req.query.idp, req.query.redirect_uri)
      reply.setCookie(STATE_COOKIE, stateKey, {
        path: STATE_COOKIE_PATH,
        httpOnly: true,
        // The provider sends the browser back with a top-level GET, which Lax cookies accompany.
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: 600,
      })
      return reply.redirect(url)
    })

    mount(app, API.oidc.callback, async (req, reply) => {
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH })
      try {
        if (req.query.error) throw new AppError(AuthErrorCode.InvalidGrant)
        const current = new URL(req.url, oidc.callbackUrl(req.params.idp))
        const { session, redirectTo } = await oidc.callback(
          req.params.idp,
          new URL(`${oidc.callbackUrl(req.params.idp)}${current.search}`),
          req.cookies[STATE_COOKIE],
          context(req),
        )
        setSessionCookie(reply, session, secureCookies)
        return reply.redirect(redirectTo)
      } catch (err) {
        // A failed sign-in lands on the sign-in screen, which shows the code's message.
        const code = err instanceof AppError ? err.code : AuthErrorCode.InvalidGrant
        req.log.info({ err }, 'social sign-in failed')
        return reply.redirect(`/login?error=${code}`)
      }
    })
  }
