import { postStatsRoom, StatsTopic } from '@nauka/contracts'
import type { RealtimeHub } from '../../platform/realtime/hub'
import type { CommentRow } from './comments.queries'
import { PostEvents } from './posts.events'
import type { PostCounters } from './posts.queries'

/** Comment events → the socket room of the post's statistics (readers join it with `subStats`). */
export class CommentEvents {
  private readonly posts: PostEvents

  constructor(private readonly hub: RealtimeHub) {
    this.posts = new PostEvents(hub)
  }

  /** The post's counters changed (a comment came or went). */
  postStats(postId: number, counters: PostCounters): void {
    this.posts.stats(postId, counters)
  }

  /** A comment's likes or listed replies changed. */
  commentStats(comment: Pick<CommentRow, 'id' | 'postId' | 'reactionCount' | 'childCount'>): void {
    this.hub.toRoom(postStatsRoom(comment.postId), 'social', {
      topic: StatsTopic.CommentStats,
      postId: comment.postId,
      commentId: comment.id,
      reaction_count: comment.reactionCount,
      childCount: comment.childCount,
    })
  }
}
