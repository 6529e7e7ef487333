import { type Post, PostStatus, postStatsRoom, StatsTopic } from '@nauka/contracts'
import type { RealtimeHub } from '../../platform/realtime/hub'
import { presentMeta } from './posts.present'
import type { PostCounters } from './posts.queries'

/** Post events → the socket room of the post's statistics (readers join it with `subStats`). */
export class PostEvents {
  constructor(private readonly hub: RealtimeHub) {}

  /** Views, comments or reactions changed. */
  stats(postId: number, counters: PostCounters): void {
    this.hub.toRoom(postStatsRoom(postId), 'social', {
      topic: StatsTopic.PostStats,
      postId,
      meta: presentMeta(counters),
    })
  }

  /** SPEC 4: status 25:1 with the shared fields is an update on the readers' screens. */
  updated(post: Post): void {
    const { title, text, cCommentStatus, files, topics, editDate } = post
    this.hub.toRoom(postStatsRoom(post.id), 'social', {
      topic: StatsTopic.PostUpdate,
      postId: post.id,
      cStatus: PostStatus.Active,
      changes: { title, text, cCommentStatus, files, topics, editDate },
    })
  }

  /** SPEC 4: any other status is a delete. */
  deleted(postId: number): void {
    this.hub.toRoom(postStatsRoom(postId), 'social', {
      topic: StatsTopic.PostUpdate,
      postId,
      cStatus: PostStatus.Inactive,
      changes: null,
    })
  }
}
