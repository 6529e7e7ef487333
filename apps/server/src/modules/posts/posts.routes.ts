import {
  ErrorBody,
  LinkedFilesAnswer,
  LinkFilesBody,
  Post,
  PostCreate,
  PostFetch,
  PostIdParams,
  PostPage,
  PostUpdate,
  ReactionBody,
  UnlinkFilesAnswer,
  UnlinkFilesBody,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import type { PostsService } from './posts.service'

const tags = ['posts']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/** SPEC 7 "Posts and comments": posts, their likes and their attachments. */
export const postsRoutes =
  (posts: PostsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/core/post',
      { schema: { tags, body: PostCreate, response: { 201: Post, ...errors } } },
      async (req, reply) =>
        reply.code(201).send(await posts.create(currentUser(req), req.body, requestLocale(req))),
    )
    app.patch(
      '/api/core/post',
      { schema: { tags, body: PostUpdate, response: { 200: Post, ...errors } } },
      async (req) => posts.update(currentUser(req), req.body, requestLocale(req)),
    )
    app.delete(
      '/api/core/post/:id',
      { schema: { tags, params: PostIdParams, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await posts.remove(currentUser(req), req.params.id)
        return reply.code(204).send(null)
      },
    )
    app.get(
      '/api/core/post/:id',
      { schema: { tags, params: PostIdParams, response: { 200: Post, ...errors } } },
      async (req) => posts.get(currentUser(req), req.params.id),
    )
    app.post(
      '/api/core/post/fetch',
      { schema: { tags, body: PostFetch, response: { 200: PostPage, ...errors } } },
      async (req) => posts.fetchOwn(currentUser(req), req.body),
    )
    app.put(
      '/api/core/post/:id/react',
      { schema: { tags, params: PostIdParams, body: ReactionBody, response: { 200: Post, ...errors } } },
      async (req) => posts.react(currentUser(req), req.params.id, req.body),
    )
    app.post(
      '/api/core/s/post/:id/file_default/link',
      {
        schema: {
          tags,
          params: PostIdParams,
          body: LinkFilesBody,
          response: { 200: LinkedFilesAnswer, ...errors },
        },
      },
      async (req) => posts.linkFiles(currentUser(req), req.params.id, req.body.files, requestLocale(req)),
    )
    app.delete(
      '/api/core/s/post/:id/unlink',
      {
        schema: {
          tags,
          params: PostIdParams,
          body: UnlinkFilesBody,
          response: { 200: UnlinkFilesAnswer, ...errors },
        },
      },
      async (req) => posts.unlinkFiles(currentUser(req), req.params.id, req.body),
    )
  }
