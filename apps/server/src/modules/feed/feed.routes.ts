import {
  ChannelSubscriptionChanges,
  ChannelSubscriptionList,
  ErrorBody,
  FeedPage,
  FeedQuery,
  OwnerFeedQuery,
  parseUserSegment,
  UserIdParams,
  UserSegment,
  WritableFeedList,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import type { FeedService } from './feed.service'

const tags = ['feed']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
// The schema has already checked the `user:{id}` form, so the id is there.
const segmentId = (segment: string) => parseUserSegment(segment) ?? 0
const CHANNELS = '/api/core/user_messages/channels/subscriptions/:id'

/** SPEC 7 "Feed and subscriptions": the feed, its channels, a researcher's wall, writable feeds. */
export const feedRoutes =
  (feed: FeedService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/core/user_messages/list/:id',
      {
        schema: {
          tags,
          params: UserIdParams,
          querystring: FeedQuery,
          response: { 200: FeedPage, ...errors },
        },
      },
      async (req) => feed.feed(currentUser(req), req.params.id, req.query),
    )
    app.get(
      CHANNELS,
      { schema: { tags, params: UserIdParams, response: { 200: ChannelSubscriptionList, ...errors } } },
      async (req) => feed.channels(currentUser(req), req.params.id, requestLocale(req)),
    )
    app.post(
      CHANNELS,
      {
        schema: {
          tags,
          params: UserIdParams,
          body: ChannelSubscriptionChanges,
          response: { 200: ChannelSubscriptionList, ...errors },
        },
      },
      async (req) => feed.updateChannels(currentUser(req), req.params.id, req.body, requestLocale(req)),
    )
    app.post(
      '/api/core/feed/items/by_owner/:entity',
      {
        schema: {
          tags,
          params: z.object({ entity: UserSegment }),
          querystring: OwnerFeedQuery,
          response: { 200: FeedPage, ...errors },
        },
      },
      async (req) => feed.wall(currentUser(req), segmentId(req.params.entity), req.query),
    )
    app.get(
      '/api/core/feed/writable',
      { schema: { tags, response: { 200: WritableFeedList, 401: ErrorBody } } },
      async (req) => feed.writable(currentUser(req), requestLocale(req)),
    )
  }
