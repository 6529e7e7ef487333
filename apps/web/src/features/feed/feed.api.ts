import {
  type ChannelSubscription,
  type ChannelSubscriptionChanges,
  type FeedPage,
  userSegment,
  type WritableFeed,
} from '@nauka/contracts'
import { api } from '../../api/api'

/** The query of a feed page (contracts FeedQuery, as the client sends it). */
export type FeedPageQuery = { pageSize: number; since?: string; sinceId?: number }

/** SPEC 7, 9: `POST /user_messages/list/{id}?pageSize&since&sinceId`, no body: a page of the feed. */
export const fetchFeedPage = (
  userId: number,
  query: FeedPageQuery,
  signal?: AbortSignal,
): Promise<FeedPage> => api.feed.page({ params: { id: userId }, query, signal })

/** SPEC 7: the reader's channels (followed researchers, science areas, platform news). */
export const fetchChannels = (userId: number, signal?: AbortSignal): Promise<ChannelSubscription[]> =>
  api.feed.channels({ params: { id: userId }, signal })

/** SPEC 7: `POST` the same path with the changed channels, names removed; answers the new list. */
export const saveChannels = (
  userId: number,
  changes: ChannelSubscriptionChanges,
): Promise<ChannelSubscription[]> => api.feed.saveChannels({ params: { id: userId }, body: changes })

/** SPEC 7: `GET /feed/writable`: the feeds the reader may publish to (own; platform news for its authors). */
export const fetchWritableFeeds = (signal?: AbortSignal): Promise<WritableFeed[]> =>
  api.feed.writable({ signal })

/** `POST /feed/items/by_owner/user:{id}?pageSize&timeTo&sinceId`: one researcher's posts. */
export const fetchOwnerFeed = (
  userId: number,
  query: { pageSize: number; timeTo?: string; sinceId?: number },
  signal?: AbortSignal,
): Promise<FeedPage> => api.feed.wall({ params: { entity: userSegment(userId) }, query, signal })
