import { API, parseUserSegment } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { mount } from '../../platform/mount'
import type { FollowService } from './follow.service'

// The schema has already checked the `user:{id}` form, so the id is there.
const segmentId = (segment: string) => parseUserSegment(segment) ?? 0

/** SPEC 7 "Feed and subscriptions": follow, unfollow, block; followings and followers pages. */
export const followRoutes =
  (follows: FollowService): FastifyPluginAsyncZod =>
  async (app) => {
    const { follow } = API
    mount(app, follow.update, async (req) => follows.update(currentUser(req).id, req.body))
    mount(app, follow.followings, async (req) =>
      follows.followings(currentUser(req).id, req.params.id, req.query),
    )
    mount(app, follow.followers, async (req) =>
      follows.followers(currentUser(req).id, segmentId(req.params.entity), req.query),
    )
    mount(app, follow.removeFollower, async (req, reply) => {
      await follows.removeFollower(currentUser(req).id, segmentId(req.params.entity))
      return reply.code(204).send(null)
    })
  }
