import {
  ErrorBody,
  Profile,
  ProfileInfo,
  ProfileInfoUpdate,
  SettingsSet,
  SettingsUpdate,
  UserIdParams,
  UserInfo,
  UserPrefs,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import { viewerOf } from './profile.policy'
import type { ProfileService } from './profile.service'

const tags = ['profile']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/** SPEC 7 "Profile": own and foreign profiles, the main fields, settings and preferences. */
export const profileRoutes =
  (profiles: ProfileService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/core/user/me', { schema: { tags, response: { 200: UserInfo, ...errors } } }, async (req) =>
      profiles.me(currentUser(req).id, requestLocale(req)),
    )
    app.get(
      '/api/core/user_profile/:id',
      { schema: { tags, params: UserIdParams, response: { 200: Profile, ...errors } } },
      async (req) => profiles.full(viewerOf(req), req.params.id, requestLocale(req)),
    )
    app.get(
      '/api/core/user_profile/info/:id',
      { schema: { tags, params: UserIdParams, response: { 200: ProfileInfo, ...errors } } },
      async (req) => profiles.info(viewerOf(req), req.params.id, requestLocale(req)),
    )
    app.post(
      '/api/core/user_profile/info',
      { schema: { tags, body: ProfileInfoUpdate, response: { 200: UserInfo, ...errors } } },
      async (req) => profiles.updateInfo(currentUser(req).id, req.body, requestLocale(req)),
    )
    app.patch(
      '/api/core/user_profile/settings',
      { schema: { tags, body: SettingsUpdate, response: { 200: SettingsSet, ...errors } } },
      async (req) => profiles.updateSettings(currentUser(req).id, req.body, requestLocale(req)),
    )
    app.get(
      '/api/core/user_prefs/:id',
      { schema: { tags, params: UserIdParams, response: { 200: UserPrefs, ...errors } } },
      async (req) => profiles.prefs(currentUser(req).id, req.params.id),
    )
    app.put(
      '/api/core/user_prefs/:id',
      { schema: { tags, params: UserIdParams, body: UserPrefs, response: { 200: UserPrefs, ...errors } } },
      async (req) => profiles.putPrefs(currentUser(req).id, req.params.id, req.body),
    )
  }
