import {
  type ChannelSubscription,
  type ChannelSubscriptionChanges,
  Dictionary,
  FeedKind,
  type FeedPage,
  type FeedQuery,
  formatRef,
  groupChannel,
  Lang,
  type Locale,
  NEWS_CHANNEL,
  nameIn,
  type OwnerFeedQuery,
  PAGE_SIZE,
  type Post,
  refId,
  userChannel,
  type WritableFeed,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { CatalogService } from '../catalog/catalog.service'
import type { UserSummary } from '../follow/follow.present'
import type { FollowService } from '../follow/follow.service'
import type { PostsService } from '../posts/posts.service'
import { canReadFeed, channelState, isSubscribed, sourceOf, wallAccess } from './feed.policy'
import { presentFeedItem } from './feed.present'
import {
  type FeedCursor,
  findAuthorSkeleton,
  findChannelSettings,
  findFeedSkeleton,
  findFollowedAmong,
  findFollowedIds,
  findGroupChannels,
  findGroupChannelsAmong,
  saveChannelSettings,
} from './feed.queries'

export interface FeedDeps {
  db: Db
  /** Hydrate → rules → present of posts, and who may publish news: the posts module's. */
  posts: Pick<PostsService, 'present' | 'mayPublishNews'>
  follows: Pick<FollowService, 'mutualStates'>
  /** The auth module's answer to "which of these users exist and are active". */
  users: { activeUserIds(ids: number[]): Promise<number[]> }
  /** Names of users, from the profile module. */
  summaries: (ids: number[]) => Promise<Map<number, UserSummary>>
  /** Science areas (catalogue 40) and their names. */
  catalog: CatalogService
}

type Query = z.output<typeof FeedQuery>
type OwnerQuery = z.output<typeof OwnerFeedQuery>

/** The news feed, its channels, one researcher's wall and the writable feeds (SPEC 3 Feed, SPEC 7). */
export class FeedService {
  constructor(private readonly deps: FeedDeps) {}

  /**
   * `POST /user_messages/list/{id}`: the reader's feed, newest first. Skeleton (one indexed query
   * over every channel) → hydrate, rules and present by the posts module → the channel of each item.
   */
  async feed(viewer: RequestUser, userId: number, query: Query): Promise<FeedPage> {
    if (!canReadFeed(viewer, userId)) throw new ForbiddenError('feed.notOwner')
    const state = channelState(await findChannelSettings(this.deps.db, viewer.id))
    const cursor: FeedCursor = { before: query.since, beforeId: query.sinceId }
    // One more than the page tells whether another page follows.
    const rows = await findFeedSkeleton(this.deps.db, viewer.id, state, cursor, query.pageSize + 1)
    const page = rows.slice(0, query.pageSize)
    const posts = await this.presented(
      viewer.id,
      page.map((row) => row.id),
    )
    return {
      elements: page.flatMap((row) => {
        const post = posts.get(row.id)
        return post ? [presentFeedItem(post, sourceOf(row, state))] : []
      }),
      hasMore: rows.length > query.pageSize,
    }
  }

  /**
   * `POST /feed/items/by_owner/user:{id}`: one researcher's active posts. A user who blocked the
   * viewer, like one who does not exist, is not found; one the viewer blocked shows nothing.
   */
  async wall(viewer: RequestUser, ownerId: number, query: OwnerQuery): Promise<FeedPage> {
    const [active] = await this.deps.users.activeUserIds([ownerId])
    if (active === undefined) throw new NotFoundError('profile.notFound')
    const access = wallAccess(viewer, ownerId, await this.deps.follows.mutualStates(viewer.id, ownerId))
    if (access === 'hidden') throw new NotFoundError('profile.notFound')
    if (access === 'empty') return { elements: [], hasMore: false }
    const cursor: FeedCursor = { before: query.timeTo, beforeId: query.sinceId }
    const rows = await findAuthorSkeleton(this.deps.db, ownerId, cursor, query.pageSize + 1)
    const page = rows.slice(0, query.pageSize)
    const posts = await this.presented(
      viewer.id,
      page.map((row) => row.id),
    )
    const source = userChannel(ownerId)
    return {
      elements: page.flatMap((row) => {
        const post = posts.get(row.id)
        return post ? [presentFeedItem(post, source)] : []
      }),
      hasMore: rows.length > query.pageSize,
    }
  }

  /**
   * `GET /user_messages/channels/subscriptions/{id}`: the news, every followed researcher, every
   * group the reader is in or follows and every science area, each with whether it is on.
   */
  async channels(viewer: RequestUser, userId: number, locale: Locale): Promise<ChannelSubscription[]> {
    if (!canReadFeed(viewer, userId)) throw new ForbiddenError('feed.notOwner')
    const [settings, followed, groups, areas] = await Promise.all([
      findChannelSettings(this.deps.db, viewer.id),
      findFollowedIds(this.deps.db, viewer.id),
      findGroupChannels(this.deps.db, viewer.id),
      this.areas(locale),
    ])
    const state = channelState(settings)
    const names = await this.deps.summaries(followed)
    const channel = (source: string, name: string): ChannelSubscription => ({
      source,
      name,
      subscribed: isSubscribed(state, source),
    })
    return [
      channel(NEWS_CHANNEL, translate(locale, 'feed.channel.news')),
      ...followed.map((id) =>
        channel(
          userChannel(id),
          nameIn(locale, names.get(id) ?? { fullName: null }) ??
            translate(locale, 'feed.channel.unnamedUser', { id }),
        ),
      ),
      ...groups.map((group) => channel(groupChannel(group.id), group.name)),
      ...areas.map((area) => channel(area.source, area.name)),
    ]
  }

  /**
   * `POST /user_messages/channels/subscriptions/{id}`: switches channels on or off. Every source
   * must be a channel the reader has: the news, a researcher they follow, a group they are in or
   * follow, an area of catalogue 40.
   */
  async updateChannels(
    viewer: RequestUser,
    userId: number,
    changes: ChannelSubscriptionChanges,
    locale: Locale,
  ): Promise<ChannelSubscription[]> {
    if (!canReadFeed(viewer, userId)) throw new ForbiddenError('feed.notOwner')
    const known = await this.knownSources(
      viewer.id,
      changes.map((c) => c.source),
    )
    const unknown = changes.flatMap((change, index) =>
      known.has(change.source)
        ? []
        : [
            {
              field: `${index}.source`,
              message: translate(locale, 'feed.channel.unknown', { source: change.source }),
            },
          ],
    )
    if (unknown.length > 0) throw new ValidationError(unknown)
    // The last change of a source wins, as if they had been applied in order.
    const latest = new Map(changes.map((c) => [c.source, c.subscribed]))
    await saveChannelSettings(
      this.deps.db,
      viewer.id,
      [...latest].map(([source, subscribed]) => ({ source, subscribed })),
    )
    return this.channels(viewer, userId, locale)
  }

  /**
   * Switches one of the reader's channels on or off without checking it is theirs: the groups
   * module turns a group's channel on when its reader joins or follows it, off when they unfollow.
   */
  async setChannel(userId: number, source: string, subscribed: boolean): Promise<void> {
    await saveChannelSettings(this.deps.db, userId, [{ source, subscribed }])
  }

  /** `GET /feed/writable`: the reader's own feed, and the news for its authors. */
  writable(viewer: RequestUser, locale: Locale): WritableFeed[] {
    const feeds: WritableFeed[] = [{ feed: FeedKind.User, title: translate(locale, 'feed.writable.own') }]
    if (this.deps.posts.mayPublishNews(viewer))
      feeds.push({ feed: FeedKind.News, title: translate(locale, 'feed.channel.news') })
    return feeds
  }

  /** Of the given sources, the channels the reader has (three small queries for the whole batch). */
  private async knownSources(readerId: number, sources: string[]): Promise<Set<string>> {
    const authorIds = sources.flatMap((s) => refId(s, Dictionary.user) ?? [])
    const areaRefs = sources.filter((s) => refId(s, Dictionary.scienceArea) !== null)
    const groupIds = sources.flatMap((s) => refId(s, Dictionary.group) ?? [])
    const [followed, groups, areas] = await Promise.all([
      findFollowedAmong(this.deps.db, readerId, authorIds),
      findGroupChannelsAmong(this.deps.db, readerId, groupIds),
      this.deps.catalog.refs.lookup(areaRefs),
    ])
    return new Set([NEWS_CHANNEL, ...followed.map(userChannel), ...groups.map(groupChannel), ...areas.keys()])
  }

  /** Every science area, named in the reader's language. */
  private async areas(locale: Locale): Promise<{ source: string; name: string }[]> {
    const { elements } = await this.deps.catalog.all(
      {
        cls: Dictionary.scienceArea,
        lang: Lang[locale],
        page: 1,
        pageSize: PAGE_SIZE.catalogue,
      },
      locale,
    )
    return elements.map((e) => ({ source: formatRef(Dictionary.scienceArea, e.num), name: e.term }))
  }

  private async presented(viewerId: number, ids: number[]): Promise<Map<number, Post>> {
    const posts = await this.deps.posts.present(viewerId, ids)
    return new Map(posts.map((post) => [post.id, post]))
  }
}
