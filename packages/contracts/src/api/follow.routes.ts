import { z } from 'zod'
import { FollowPage, FollowPageQuery, FollowRecord, FollowUpdateList, UserSegmentParams } from '../follow'
import { IdParam } from '../primitives'
import { errors, route } from './route'

const tags = ['follows']
const refusals = errors(400, 401, 403, 404)

/** SPEC 7 "Feed and subscriptions": follow, unfollow, block; followings and followers pages. */
export const followRoutes = {
  /** Applied in order; answers the new record of each user. */
  update: route({
    method: 'PATCH',
    path: '/api/core/user_subscription',
    tags,
    body: FollowUpdateList,
    responses: { 200: z.array(FollowRecord), ...refusals },
  }),
  /** A page of the users `id` follows. */
  followings: route({
    method: 'GET',
    path: '/api/core/user_subscription/:id',
    tags,
    params: z.object({ id: IdParam }),
    query: FollowPageQuery,
    responses: { 200: FollowPage, ...refusals },
  }),
  /** A page of the followers of `user:{id}`. */
  followers: route({
    method: 'GET',
    path: '/api/core/user_subscription/subscribers/:entity',
    tags,
    params: UserSegmentParams,
    query: FollowPageQuery,
    responses: { 200: FollowPage, ...refusals },
  }),
  /** Removes a follower of mine. */
  removeFollower: route({
    method: 'DELETE',
    path: '/api/core/user_subscription/subscribers/self/:entity',
    tags,
    params: UserSegmentParams,
    responses: { 204: null, ...refusals },
  }),
} as const
