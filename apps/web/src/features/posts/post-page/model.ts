import {
  CommentPermission,
  type Post,
  type PostStatsEvent,
  PostStatus,
  type PostUpdateEvent,
} from '@nauka/contracts'
import { COMMENTS_HINT } from '../../../shared/paths'

/** Pure rules of the post page: live updates of the post (SPEC 3 Real-time, 4) and its links. */

/** SPEC 4: a real-time update is an update when its status is 25:1, and a delete otherwise. */
export const applyPostUpdate = (post: Post, event: PostUpdateEvent): Post | 'deleted' => {
  if (event.postId !== post.id) return post
  if (event.cStatus !== PostStatus.Active) return 'deleted'
  return event.changes ? { ...post, ...event.changes } : post
}

/** A `postStats` event: the counters every reader shares. */
export const applyPostStats = (post: Post, event: PostStatsEvent): Post =>
  event.postId === post.id ? { ...post, meta: event.meta } : post

/** A post the page knows to be deleted (the server answered 404, or a delete arrived live). */
export const markedDeleted = (post: Post): Post => ({ ...post, cStatus: PostStatus.Inactive })

export const isPostDeleted = (post: Pick<Post, 'cStatus'>): boolean => post.cStatus !== PostStatus.Active

/** The author's "Allow comments" switch sends the inverse of the current permission. */
export const nextCommentPermission = (post: Pick<Post, 'cCommentStatus'>): CommentPermission =>
  post.cCommentStatus === CommentPermission.Allow ? CommentPermission.Deny : CommentPermission.Allow

/** The id of the comments section, also accepted as the hash `#comments`. */
export const COMMENTS_ANCHOR = 'comments'

/** Whether the page was opened with the hint to scroll to the comments (`?comments=1` or `#comments`). */
export const wantsComments = (search: string, hash: string): boolean =>
  new URLSearchParams(search).get(COMMENTS_HINT) === '1' || hash === `#${COMMENTS_ANCHOR}`
