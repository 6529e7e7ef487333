import { Dictionary, formatRef, groupChannel, NEWS_CHANNEL, refId, userChannel } from '@nauka/contracts'

/** A reader's stored switch for one channel; a channel without one keeps its default. */
export interface ChannelSetting {
  source: string
  subscribed: boolean
}

/** What a reader's feed gathers, read from their switches (SPEC 3 Feed, SPEC 7 subscriptions). */
export interface ChannelState {
  /** Followed researchers the reader switched off (followed ones are on unless switched off). */
  mutedAuthors: number[]
  /** Science areas (40:n) the reader switched on (areas are off unless switched on). */
  areas: number[]
  /** The platform news, on unless switched off. */
  news: boolean
  /** Groups (401:n) the reader switched off (a group they are in or follow is on unless switched off). */
  mutedGroups: number[]
}

/** Only the reader reads their own feed and changes its channels. */
export const canReadFeed = (viewer: { id: number }, ownerId: number): boolean => viewer.id === ownerId

/** How two users relate, each way (the follow module's mutual states). */
interface Mutual {
  out: { blocked: boolean }
  in: { blocked: boolean }
}

/**
 * What the viewer sees of a researcher's wall: nothing at all (`hidden`, as if the user did not
 * exist) when that user blocked them; an empty wall when the viewer blocked the user (their posts
 * are hidden everywhere, as the posts module's rule says); otherwise the posts.
 */
export function wallAccess(
  viewer: { id: number },
  ownerId: number,
  mutual: Mutual,
): 'hidden' | 'empty' | 'open' {
  if (viewer.id === ownerId) return 'open'
  if (mutual.in.blocked) return 'hidden'
  return mutual.out.blocked ? 'empty' : 'open'
}

/**
 * The defaults: a followed researcher, a group the reader is in or follows and the news are on, a
 * science area is off. A new follow or
 * the news reaches the reader without any setting; areas are opt-in, as they can be very busy.
 */
export function channelState(settings: ChannelSetting[]): ChannelState {
  const state: ChannelState = { mutedAuthors: [], areas: [], news: true, mutedGroups: [] }
  for (const { source, subscribed } of settings) {
    if (source === NEWS_CHANNEL) {
      state.news = subscribed
      continue
    }
    const author = refId(source, Dictionary.user)
    if (author !== null && !subscribed) state.mutedAuthors.push(author)
    const area = refId(source, Dictionary.scienceArea)
    if (area !== null && subscribed) state.areas.push(area)
    const group = refId(source, Dictionary.group)
    if (group !== null && !subscribed) state.mutedGroups.push(group)
  }
  return state
}

/** Whether a channel is on for a reader, given their switches (absent switch: the default). */
export function isSubscribed(state: ChannelState, source: string): boolean {
  if (source === NEWS_CHANNEL) return state.news
  const author = refId(source, Dictionary.user)
  if (author !== null) return !state.mutedAuthors.includes(author)
  const group = refId(source, Dictionary.group)
  if (group !== null) return !state.mutedGroups.includes(group)
  const area = refId(source, Dictionary.scienceArea)
  return area !== null && state.areas.includes(area)
}

/** Which branch of the feed brought a post (the skeleton query reports it). */
export const FeedVia = { Author: 1, News: 2, Area: 3, Group: 4 } as const
export type FeedVia = (typeof FeedVia)[keyof typeof FeedVia]

/**
 * The channel shown as a feed item's `source`: the reader's own channel for their posts, the
 * author's for a followed researcher, then the news, then the first switched-on area of the post.
 */
export function sourceOf(
  post: { authorId: number; topics: number[]; via: FeedVia; groupId: number | null },
  state: ChannelState,
): string {
  // A group's posts come only through its channel.
  if (post.via === FeedVia.Group && post.groupId !== null) return groupChannel(post.groupId)
  // The reader's own posts come through the author branch too, under the reader's own channel.
  if (post.via === FeedVia.Author) return userChannel(post.authorId)
  if (post.via === FeedVia.News) return NEWS_CHANNEL
  const area = post.topics.find((topic) => state.areas.includes(topic))
  return area === undefined ? NEWS_CHANNEL : formatRef(Dictionary.scienceArea, area)
}
