import { UserPrefs } from '../profile'
import { UserIdParams } from '../profile-fields'
import { errors, route } from './route'

const tags = ['profile']
const refusals = errors(400, 401, 403, 404, 409)

/** SPEC 3 "User preferences": the account's theme and language, its owner's only. */
export const prefsRoutes = {
  read: route({
    method: 'GET',
    path: '/api/core/user_prefs/:id',
    tags,
    params: UserIdParams,
    responses: { 200: UserPrefs, ...refusals },
  }),
  /** Changes the fields it names; answers them all. */
  save: route({
    method: 'PUT',
    path: '/api/core/user_prefs/:id',
    tags,
    params: UserIdParams,
    body: UserPrefs,
    responses: { 200: UserPrefs, ...refusals },
  }),
} as const
