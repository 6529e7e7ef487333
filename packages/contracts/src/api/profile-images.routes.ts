import { z } from 'zod'
import { text } from '../primitives'
import { ProfileImageAnswer } from '../profile'
import { UserIdParams } from '../profile-fields'
import { prefixed } from './prefixed'
import { errors, route } from './route'

const tags = ['profile']
const refusals = errors(400, 401, 403, 404, 413, 415)

/** `v`, the image's version: a URL with the current one may be cached for good. */
export const ProfileImageQuery = z.object({ v: text().max(64).optional() })

/**
 * One image of a profile: uploaded at `/user_profile/info/<upload>/{id}` (multipart, field
 * `image`), served processed at `/user_profile/{id}/<served>`.
 */
const imageRoutes = <const U extends string, const S extends string>(upload: U, served: S) =>
  ({
    upload: route({
      method: 'PUT',
      path: `/api/core/user_profile/info/${upload}/:id`,
      tags,
      params: UserIdParams,
      multipart: true,
      responses: { 200: ProfileImageAnswer, ...refusals },
    }),
    remove: route({
      method: 'DELETE',
      path: `/api/core/user_profile/info/${upload}/:id`,
      tags,
      params: UserIdParams,
      responses: { 204: null, ...refusals },
    }),
    /** The image's bytes, not JSON (a 304 when the client's copy is current): the web links to it. */
    read: route({
      method: 'GET',
      path: `/api/core/user_profile/:id/${served}`,
      tags,
      params: UserIdParams,
      query: ProfileImageQuery,
      responses: { 200: null, 304: null, ...errors(400, 401, 404) },
    }),
  }) as const

/** SPEC 7: avatar and banner, each uploaded, deleted and served. */
export const profileImagesRoutes = {
  ...prefixed('avatar', imageRoutes('image', 'image')),
  ...prefixed('banner', imageRoutes('banner', 'banner')),
} as const
