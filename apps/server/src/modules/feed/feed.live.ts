import {
  Dictionary,
  FeedKind,
  FeedTopic,
  NEWS_CHANNEL,
  type Post,
  refId,
  type SocialServerEvent,
} from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { RealtimeHub } from '../../platform/realtime/hub'
import { type NewPost, newPostAudience } from './feed.audience'
import { findAudienceFacts } from './feed.live.queries'
import { presentFeedItem } from './feed.present'

export interface FeedLiveDeps {
  db: Db
  hub: RealtimeHub
  log: FastifyBaseLogger
}

/**
 * The feed list is live: a new post reaches the open feeds whose channels bring it, as the feed
 * would list it. (Counters, edits and deletes of listed posts reach them through the posts'
 * statistics rooms, which the feed joins as the post page does.)
 */
export class FeedLive {
  constructor(private readonly deps: FeedLiveDeps) {}

  /** A post was just published. Never fails the publication: a failed delivery is logged. */
  published(post: Post): void {
    this.deliver(post).catch((err: unknown) =>
      this.deps.log.error({ err, postId: post.id }, 'live feed: a new post was not delivered'),
    )
  }

  private async deliver(post: Post): Promise<void> {
    const authorId = refId(post.rAuthor, Dictionary.user)
    if (authorId === null) return
    const rules: NewPost = {
      authorId,
      news: post.feed === FeedKind.News,
      topics: post.topics.flatMap((ref) => refId(ref, Dictionary.scienceArea) ?? []),
      groupId: post.group?.id ?? null,
    }
    const audience = newPostAudience(rules, await findAudienceFacts(this.deps.db, rules))
    // Nobody has liked a new post or set its notifications yet: the author's copy is every reader's.
    const shared: Post = { ...post, myReaction: null, commentNtfStatus: true }
    const event = (source: string): SocialServerEvent => ({
      topic: FeedTopic.NewPost,
      postId: post.id,
      item: presentFeedItem(shared, source),
    })
    for (const group of audience.groups) this.deps.hub.toUsers(group.userIds, 'social', event(group.source))
    if (audience.newsExcept)
      this.deps.hub.toUsers('everyone', 'social', event(NEWS_CHANNEL), audience.newsExcept)
  }
}
