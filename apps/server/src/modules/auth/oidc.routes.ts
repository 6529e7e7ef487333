import { AuthErrorCode, ErrorBody, text } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../platform/errors'
import { setSessionCookie } from './auth.cookies'
import { context } from './auth.routes'
import type { OidcService } from './oidc.service'

const STATE_COOKIE = 'nauka_oidc'
const tags = ['auth']
const visitor = { public: true }

const AuthorizeQuery = z.object({
  idp: text().min(1).max(64),
  redirect_uri: text().max(2000).optional(),
})
const CallbackQuery = z.object({
  code: text().max(4000).optional(),
  state: text().max(500).optional(),
  error: text().max(200).optional(),
  iss: text().max(500).optional(),
})

/** SPEC 7 social sign-in: the browser navigates here, goes to the provider, and comes back signed in. */
export const oidcRoutes =
  (oidc: OidcService, secureCookies: boolean): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/a/oauth2/authorize/:client',
      {
        config: visitor,
        schema: {
          tags,
          params: z.object({ client: text().max(64) }),
          querystring: AuthorizeQuery,
          response: { 400: ErrorBody },
        },
      },
      async (req, reply) => {
        const { url, stateKey } = await oidc.authorize(req.query.idp, req.query.redirect_uri)
        reply.setCookie(STATE_COOKIE, stateKey, {
          path: '/api/a/oauth2/callback',
          httpOnly: true,
          // The provider sends the browser back with a top-level GET, which Lax cookies accompany.
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: 600,
        })
        return reply.redirect(url)
      },
    )

    app.get(
      '/api/a/oauth2/callback/:idp',
      {
        config: visitor,
        schema: { tags, params: z.object({ idp: text().max(64) }), querystring: CallbackQuery },
      },
      async (req, reply) => {
        reply.clearCookie(STATE_COOKIE, { path: '/api/a/oauth2/callback' })
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
      },
    )
  }
