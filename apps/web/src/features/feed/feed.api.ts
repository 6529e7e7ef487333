import {
  type ChannelSubscription,
  type ChannelSubscriptionChanges,
  ChannelSubscriptionList,
  FeedPage,
  userSegment,
  type WritableFeed,
  WritableFeedList,
} from '@nauka/contracts'
import { apiRequest } from '../../api/client'

const CORE = '/api/core'

/** The query of a feed page (contracts FeedQuery, as the client sends it). */
export type FeedPageQuery = { pageSize: number; since?: string; sinceId?: number }

/** SPEC 7, 9: `POST /user_messages/list/{id}?pageSize&since&sinceId`, no body: a page of the feed. */
export const fetchFeedPage = (
  userId: number,
  query: FeedPageQuery,
  signal?: AbortSignal,
): Promise<FeedPage> =>
  apiRequest(`${CORE}/user_messages/list/${userId}`, { method: 'POST', query, schema: FeedPage, signal })

/** SPEC 7: the reader's channels (followed researchers, science areas, platform news). */
export const fetchChannels = (userId: number, signal?: AbortSignal): Promise<ChannelSubscription[]> =>
  apiRequest(`${CORE}/user_messages/channels/subscriptions/${userId}`, {
    schema: ChannelSubscriptionList,
    signal,
  })

/** SPEC 7: `POST` the same path with the changed channels, names removed; answers the new list. */
export const saveChannels = (
  userId: number,
  changes: ChannelSubscriptionChanges,
): Promise<ChannelSubscription[]> =>
  apiRequest(`${CORE}/user_messages/channels/subscriptions/${userId}`, {
    method: 'POST',
    body: changes,
    schema: ChannelSubscriptionList,
  })

/** SPEC 7: `GET /feed/writable`: the feeds the reader may publish to (own; platform news for its authors). */
export const fetchWritableFeeds = (signal?: AbortSignal): Promise<WritableFeed[]> =>
  apiRequest(`${CORE}/feed/writable`, { schema: WritableFeedList, signal })

/** `POST /feed/items/by_owner/user:{id}?pageSize&timeTo&sinceId`: one researcher's posts. */
export const fetchOwnerFeed = (
  userId: number,
  query: { pageSize: number; timeTo?: string; sinceId?: number },
  signal?: AbortSignal,
): Promise<FeedPage> =>
  apiRequest(`${CORE}/feed/items/by_owner/${userSegment(userId)}`, {
    method: 'POST',
    query,
    schema: FeedPage,
    signal,
  })
