import {
  API,
  PROFILE_IMAGE,
  PROFILE_IMAGE_FIELD,
  type ProfileImageKind,
  ProfileImageMessage,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { mount } from '../../platform/mount'
import { readSingleFile, registerMultipart } from '../../platform/multipart'
import { viewerOf } from './profile.policy'
import type { ProfileImagesService } from './profile-images.service'

const KINDS: readonly ProfileImageKind[] = ['avatar', 'banner']
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
    const t = API.profileImages

    for (const kind of KINDS) {
      mount(app, t[`${kind}Upload`], async (req) =>
        images.upload(viewerOf(req), req.params.id, kind, () =>
          readSingleFile(req, {
            field: PROFILE_IMAGE_FIELD,
            maxBytes: PROFILE_IMAGE.maxBytes,
            messages: uploadMessages,
          }),
        ),
      )
      mount(app, t[`${kind}Remove`], async (req, reply) => {
        await images.remove(viewerOf(req), req.params.id, kind)
        return reply.code(204).send(null)
      })
      mount(app, t[`${kind}Read`], async (req, reply) => {
        const image = await images.read(req.params.id, kind)
        const etag = `"${image.version}"`
        reply
          .header('content-type', image.contentType)
          .header('cache-control', req.query.v === image.version ? IMMUTABLE : REVALIDATE)
          .header('etag', etag)
        if (req.headers['if-none-match'] === etag) return reply.code(304).send()
        // Streamed from storage; a stream carries no length of its own.
        return reply.header('content-length', image.size).send(await image.open())
      })
    }
  }
