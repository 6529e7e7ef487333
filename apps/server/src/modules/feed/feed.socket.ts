import { postStatsRoom, SocialEventType } from '@nauka/contracts'
import type { RealtimeHub } from '../../platform/realtime/hub'
import type { PostsService } from '../posts/posts.service'

/**
 * SPEC 3 social events from feed readers: `view` counts a view of a post on screen; `subStats` puts
 * the socket in the statistics room of each post the reader may read (others are skipped, so a
 * reader never learns about posts hidden from them); `unsubStats` takes it out again.
 */
export function registerPostSocialHandlers(
  hub: RealtimeHub,
  posts: Pick<PostsService, 'recordView' | 'readableAmong'>,
): void {
  hub.onSocial(async ({ user, join, leave }, event) => {
    if (event.type === SocialEventType.View) {
      await posts.recordView(user.id, event.postId)
      return
    }
    const ids = [...new Set(event.postIds)]
    if (event.type === SocialEventType.UnsubStats) {
      for (const id of ids) leave(postStatsRoom(id))
      return
    }
    // A feed joins a page of posts at a time: checked as one batch, not post by post.
    for (const id of await posts.readableAmong(user.id, ids)) join(postStatsRoom(id))
  })
}
