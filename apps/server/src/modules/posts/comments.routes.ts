import {
  Comment,
  CommentCreate,
  CommentFetch,
  CommentIdParams,
  CommentPage,
  ErrorBody,
  ReactionBody,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../platform/auth-guard'
import type { CommentsService } from './comments.service'

const tags = ['comments']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }

/**
 * SPEC 7 "Posts and comments". A new comment answers 201 with the comment, as a new post does
 * (`POST /post`); deleting answers 204.
 */
export const commentRoutes =
  (comments: CommentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/core/post/comment',
      { schema: { tags, body: CommentCreate, response: { 201: Comment, ...errors } } },
      async (req, reply) => reply.code(201).send(await comments.create(currentUser(req), req.body)),
    )
    app.delete(
      '/api/core/post/comment/:id',
      { schema: { tags, params: CommentIdParams, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await comments.remove(currentUser(req), req.params.id)
        return reply.code(204).send(null)
      },
    )
    app.post(
      '/api/core/post/comment/fetch',
      { schema: { tags, body: CommentFetch, response: { 200: CommentPage, ...errors } } },
      async (req) => comments.fetch(currentUser(req), req.body),
    )
    app.put(
      '/api/core/post/comment/:id/react',
      {
        schema: { tags, params: CommentIdParams, body: ReactionBody, response: { 200: Comment, ...errors } },
      },
      async (req) => comments.react(currentUser(req), req.params.id, req.body),
    )
  }
