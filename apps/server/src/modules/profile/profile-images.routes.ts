import {
  ErrorBody,
  PROFILE_IMAGE,
  PROFILE_IMAGE_FIELD,
  ProfileImageAnswer,
  type ProfileImageKind,
  ProfileImageMessage,
  text,
  UserIdParams,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readSingleFile, registerMultipart } from '../../platform/multipart'
import { viewerOf } from './profile.policy'
import type { ProfileImagesService } from './profile-images.service'

const tags = ['profile']
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
}
const KINDS: { kind: ProfileImageKind; upload: string; served: string }[] = [
  { kind: 'avatar', upload: 'image', served: 'image' },
  { kind: 'banner', upload: 'banner', served: 'banner' },
]
const uploadMessages = {
  notMultipart: ProfileImageMessage.notMultipart,
  missing: ProfileImageMessage.missing,
  tooLarge: ProfileImageMessage.tooLarge,
}
/** A versioned URL never changes content: cache it for a year. Without the version, check each time. */
const IMMUTABLE = 'private, max-age=31536000, immutable'
const REVALIDATE = 'private, no-cache'

/** Avatar and banner: upload (multipart, one image up to 10 MB), delete, and the processed image. */
export const profileImageRoutes =
  (images: ProfileImagesService): FastifyPluginAsyncZod =>
  async (app) => {
    await registerMultipart(app, { fileSize: PROFILE_IMAGE.maxBytes, files: 1 })

    for (const { kind, upload, served } of KINDS) {
      app.put(
        `/api/core/user_profile/info/${upload}/:id`,
        {
          config: { multipart: true },
          schema: {
            tags,
            params: UserIdParams,
            consumes: ['multipart/form-data'],
            response: { 200: ProfileImageAnswer, ...errors },
          },
        },
        async (req) =>
          images.upload(viewerOf(req), req.params.id, kind, () =>
            readSingleFile(req, {
              field: PROFILE_IMAGE_FIELD,
              maxBytes: PROFILE_IMAGE.maxBytes,
              messages: uploadMessages,
            }),
          ),
      )
      app.delete(
        `/api/core/user_profile/info/${upload}/:id`,
        { schema: { tags, params: UserIdParams, response: { 204: z.null(), ...errors } } },
        async (req, reply) => {
          await images.remove(viewerOf(req), req.params.id, kind)
          return reply.code(204).send(null)
        },
      )
      app.get(
        `/api/core/user_profile/:id/${served}`,
        {
          schema: { tags, params: UserIdParams, querystring: z.object({ v: text().max(64).optional() }) },
        },
        async (req, reply) => {
          const image = await images.read(req.params.id, kind)
          const etag = `"${image.version}"`
          reply
            .header('content-type', image.contentType)
            .header('cache-control', req.query.v === image.version ? IMMUTABLE : REVALIDATE)
            .header('etag', etag)
          if (req.headers['if-none-match'] === etag) return reply.code(304).send()
          // Streamed from storage; a stream carries no length of its own.
          return reply.header('content-length', image.size).send(await image.open())
        },
      )
    }
  }
