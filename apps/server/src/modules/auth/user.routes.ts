import { ErrorBody, UserInfo } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { AuthError } from '../../platform/errors'
import type { AccountService } from './account.service'

/**
 * `GET /api/core/user/me`: the signed-in user's own info (SPEC 3). The profile fields are filled by
 * the profile module once it exists; until then they are null.
 */
export const userRoutes =
  (accounts: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/core/user/me',
      { schema: { tags: ['user'], response: { 200: UserInfo, 401: ErrorBody } } },
      async (req) => {
        const user = await accounts.findUser(currentUser(req).id)
        if (!user) throw new AuthError()
        return {
          id: user.id,
          email: user.email,
          firstName: null,
          lastName: null,
          nickname: null,
          phone: null,
          birthDate: null,
          imageUrl: null,
          bannerUrl: null,
          keywordsMap: {},
          settings: {},
          addresses: [],
          lang: user.lang,
        }
      },
    )
  }
