import { z } from 'zod'
import { text } from '../primitives'
import { errors, route } from './route'

const tags = ['auth']

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

/**
 * SPEC 7 social sign-in: the browser navigates to `authorize`, goes to the provider, and comes back
 * through `callback` signed in (or to /login?error=<code>). Both answer redirects, never JSON.
 */
export const oidcRoutes = {
  authorize: route({
    method: 'GET',
    path: '/api/a/oauth2/authorize/:client',
    tags,
    public: true,
    params: z.object({ client: text().max(64) }),
    query: AuthorizeQuery,
    responses: { 302: null, ...errors(400) },
  }),
  callback: route({
    method: 'GET',
    path: '/api/a/oauth2/callback/:idp',
    tags,
    public: true,
    params: z.object({ idp: text().max(64) }),
    query: CallbackQuery,
    responses: { 302: null },
  }),
} as const
