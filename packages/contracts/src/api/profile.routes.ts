import { z } from 'zod'
import { LangParam } from '../catalog'
import { Profile, ProfileInfo, ProfileInfoUpdate, SettingsSet, SettingsUpdate } from '../profile'
import { UserIdParams } from '../profile-fields'
import { UserInfo } from '../user'
import { errors, route } from './route'

const tags = ['profile']
const refusals = errors(400, 401, 403, 404, 409)

/** Catalogue names (`refTerms`) of a profile come in the language of `lang`, else of the request. */
export const ProfileQuery = z.object({ lang: LangParam.optional() })

/** SPEC 7 "Profile": own and foreign profiles, the main fields and the settings. */
export const profileRoutes = {
  /** The signed-in user's own info. */
  me: route({
    method: 'GET',
    path: '/api/core/user/me',
    tags,
    responses: { 200: UserInfo, ...refusals },
  }),
  /** The full profile, own or foreign, within the owner's privacy settings. */
  read: route({
    method: 'GET',
    path: '/api/core/user_profile/:id',
    tags,
    params: UserIdParams,
    query: ProfileQuery,
    responses: { 200: Profile, ...refusals },
  }),
  /** The main fields of a profile. */
  info: route({
    method: 'GET',
    path: '/api/core/user_profile/info/:id',
    tags,
    params: UserIdParams,
    responses: { 200: ProfileInfo, ...refusals },
  }),
  /** The own main fields; answers the own user info. */
  saveInfo: route({
    method: 'POST',
    path: '/api/core/user_profile/info',
    tags,
    body: ProfileInfoUpdate,
    responses: { 200: UserInfo, ...refusals },
  }),
  /** The changed elements of the own settings; answers them all. */
  saveSettings: route({
    method: 'PATCH',
    path: '/api/core/user_profile/settings',
    tags,
    body: SettingsUpdate,
    responses: { 200: SettingsSet, ...refusals },
  }),
} as const
