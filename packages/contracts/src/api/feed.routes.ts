import {
  ChannelSubscriptionChanges,
  ChannelSubscriptionList,
  FeedPage,
  FeedQuery,
  OwnerFeedQuery,
  WritableFeedList,
} from '../feed'
import { UserSegmentParams } from '../follow'
import { UserIdParams } from '../profile-fields'
import { errors, route } from './route'

const tags = ['feed']
const refusals = errors(400, 401, 403, 404)
const CHANNELS = '/api/core/user_messages/channels/subscriptions/:id'

/** SPEC 7 "Feed and subscriptions": the feed, its channels, a researcher's wall, writable feeds. */
export const feedRoutes = {
  /** A page of the reader's feed; no body, the query says where the page starts. */
  page: route({
    method: 'POST',
    path: '/api/core/user_messages/list/:id',
    tags,
    params: UserIdParams,
    query: FeedQuery,
    responses: { 200: FeedPage, ...refusals },
  }),
  /** The reader's channels: followed researchers, science areas, platform news. */
  channels: route({
    method: 'GET',
    path: CHANNELS,
    tags,
    params: UserIdParams,
    responses: { 200: ChannelSubscriptionList, ...refusals },
  }),
  /** The changed channels, names left out; answers the new list. */
  saveChannels: route({
    method: 'POST',
    path: CHANNELS,
    tags,
    params: UserIdParams,
    body: ChannelSubscriptionChanges,
    responses: { 200: ChannelSubscriptionList, ...refusals },
  }),
  /** One researcher's posts (`user:{id}`). */
  wall: route({
    method: 'POST',
    path: '/api/core/feed/items/by_owner/:entity',
    tags,
    params: UserSegmentParams,
    query: OwnerFeedQuery,
    responses: { 200: FeedPage, ...refusals },
  }),
  /** The feeds the reader may publish to: their own; platform news for its authors. */
  writable: route({
    method: 'GET',
    path: '/api/core/feed/writable',
    tags,
    responses: { 200: WritableFeedList, ...errors(401) },
  }),
} as const
