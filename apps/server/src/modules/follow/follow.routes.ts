import {
  ErrorBody,
  FollowPage,
  FollowPageQuery,
  FollowRecord,
  FollowUpdateList,
  IdParam,
  parseUserSegment,
  UserSegment,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../platform/auth-guard'
import type { FollowService } from './follow.service'

const tags = ['follows']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
// The schema has already checked the `user:{id}` form, so the id is there.
const segmentId = (segment: string) => parseUserSegment(segment) ?? 0

/** SPEC 7 "Feed and subscriptions": follow, unfollow, block; followings and followers pages. */
export const followRoutes =
  (follows: FollowService): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/api/core/user_subscription',
      { schema: { tags, body: FollowUpdateList, response: { 200: z.array(FollowRecord), ...errors } } },
      async (req) => follows.update(currentUser(req).id, req.body),
    )
    app.get(
      '/api/core/user_subscription/:id',
      {
        schema: {
          tags,
          params: z.object({ id: IdParam }),
          querystring: FollowPageQuery,
          response: { 200: FollowPage, ...errors },
        },
      },
      async (req) => follows.followings(currentUser(req).id, req.params.id, req.query),
    )
    app.get(
      '/api/core/user_subscription/subscribers/:entity',
      {
        schema: {
          tags,
          params: z.object({ entity: UserSegment }),
          querystring: FollowPageQuery,
          response: { 200: FollowPage, ...errors },
        },
      },
      async (req) => follows.followers(currentUser(req).id, segmentId(req.params.entity), req.query),
    )
    app.delete(
      '/api/core/user_subscription/subscribers/self/:entity',
      { schema: { tags, params: z.object({ entity: UserSegment }), response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await follows.removeFollower(currentUser(req).id, segmentId(req.params.entity))
        return reply.code(204).send(null)
      },
    )
  }
