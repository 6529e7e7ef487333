import { CommentView, type Post, SocialEventType, StatsTopic } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useSocketEvent, useWhenConnected } from '../../../api/SocketProvider'
import { changeCachedComment, commentKeys } from '../comments/comments.queries'
import { applyCommentStats } from '../comments/model'
import { changeCachedPost, postKeys } from '../posts.queries'
import { applyPostStats, applyPostUpdate, markedDeleted } from './model'

/**
 * SPEC 3 Real-time: while a post is open its statistics come live. The page joins the post's
 * room (`subStats`) and counts a view, again after every reconnection, and leaves on the way out;
 * the events it gets change the cached post and comments through the pure functions of the models.
 */
export const usePostLive = (postId: number | null): void => {
  const client = useQueryClient()

  useWhenConnected(
    postId ?? 0,
    (socket) => {
      if (postId === null) return
      socket.emit('social', { type: SocialEventType.SubStats, postIds: [postId] })
      socket.emit('social', { type: SocialEventType.View, postId })
    },
    (socket) => {
      if (postId !== null) socket.emit('social', { type: SocialEventType.UnsubStats, postIds: [postId] })
    },
  )

  useSocketEvent('social', (event) => {
    if (postId === null || event.postId !== postId) return
    switch (event.topic) {
      case StatsTopic.PostStats: {
        const before = client.getQueryData<Post>(postKeys.detail(postId))
        changeCachedPost(client, postId, (post) => applyPostStats(post, event))
        // Someone else's new or deleted comment: the open thread is read again.
        if (before && before.meta.comment_count !== event.meta.comment_count) {
          void client.invalidateQueries({ queryKey: commentKeys.post(postId) })
        }
        return
      }
      case StatsTopic.CommentStats:
        // Each view counts replies its own way, so each view's lists take the event by their rule.
        for (const view of Object.values(CommentView)) {
          changeCachedComment(client, commentKeys.view(postId, view), event.commentId, (comment) =>
            applyCommentStats(comment, event, view),
          )
        }
        return
      case StatsTopic.PostUpdate: {
        // SPEC 4: an active status carries the changes; any other status is a delete.
        const post = client.getQueryData<Post>(postKeys.detail(postId))
        changeCachedPost(client, postId, (cached) => {
          const next = applyPostUpdate(cached, event)
          return next === 'deleted' ? null : next
        })
        if (post && applyPostUpdate(post, event) === 'deleted') {
          client.setQueryData(postKeys.detail(postId), markedDeleted(post))
        }
        return
      }
    }
  })
}
