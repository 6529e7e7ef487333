import { z } from 'zod'
import { PAGE_SIZE } from './constants'
import { NEWS_CHANNEL } from './feed-constants'
import { FeedKind, Post } from './posts'
import { DateTimeParam, IdParam } from './primitives'
import { RefString } from './references'

export const ChannelSource = z.union([RefString, z.literal(NEWS_CHANNEL)])

/** SPEC 3: a channel subscription as `GET /user_messages/channels/subscriptions/{id}` lists it. */
export const ChannelSubscription = z.object({
  source: z.string(),
  subscribed: z.boolean(),
  /** The researcher's name or the science area's term, in the reader's language. */
  name: z.string(),
})
export type ChannelSubscription = z.infer<typeof ChannelSubscription>

export const ChannelSubscriptionList = z.array(ChannelSubscription)

/** `POST /user_messages/channels/subscriptions/{id}`: the changes, names removed (SPEC 7). */
export const ChannelSubscriptionChanges = z
  .array(z.object({ source: ChannelSource, subscribed: z.boolean() }))
  .min(1)
  .max(500)
export type ChannelSubscriptionChanges = z.infer<typeof ChannelSubscriptionChanges>

/**
 * SPEC 3: a news message. `body` is the post (with its id, meta and link); `source` the channel
 * that brought it to this reader.
 */
export const FeedItem = z.object({
  id: z.string(),
  source: z.string(),
  pubDate: z.string(),
  body: Post,
})
export type FeedItem = z.infer<typeof FeedItem>

/**
 * A page of the feed, newest first. No total: counting a fan-in feed costs as much as reading it,
 * and the reader only needs to know whether to ask for more.
 */
export const FeedPage = z.object({ elements: z.array(FeedItem), hasMore: z.boolean() })
export type FeedPage = z.infer<typeof FeedPage>

/** `POST /user_messages/list/{id}?pageSize&since&sinceId`: `since` is the last item's `pubDate`. */
export const FeedQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.feed),
  since: DateTimeParam.optional(),
  sinceId: IdParam.optional(),
})
export type FeedQuery = z.input<typeof FeedQuery>

/** `POST /feed/items/by_owner/user:{id}?pageSize&timeTo&sinceId`: one researcher's posts. */
export const OwnerFeedQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.feed),
  timeTo: DateTimeParam.optional(),
  sinceId: IdParam.optional(),
})
export type OwnerFeedQuery = z.input<typeof OwnerFeedQuery>

/** `GET /feed/writable`: the feeds the reader may publish to. */
export const WritableFeed = z.object({ feed: z.enum([FeedKind.User, FeedKind.News]), title: z.string() })
export type WritableFeed = z.infer<typeof WritableFeed>
export const WritableFeedList = z.array(WritableFeed)
