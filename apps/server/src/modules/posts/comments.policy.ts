import type { RequestUser } from '../../platform/auth-guard'
import { COMMENT_ACTIVE } from './comments.queries'
import { COMMENTS_DENIED } from './posts.present'

type Viewer = Pick<RequestUser, 'id'>
type PostLike = { authorId: number; commentPermission: number }
type CommentLike = { authorId: number; status: number; childCount: number }

/**
 * SPEC 6: the author of a post may deny comments (108:0); then only the author comments on it.
 * Comments are allowed by default (108:1).
 */
export const canComment = (viewer: Viewer, post: PostLike): boolean =>
  viewer.id === post.authorId || post.commentPermission !== COMMENTS_DENIED

/** A comment is deleted by whoever wrote it, or by the author of the post it sits under. */
export const canDeleteComment = (
  viewer: Viewer,
  comment: Pick<CommentLike, 'authorId'>,
  post: PostLike,
): boolean => viewer.id === comment.authorId || viewer.id === post.authorId

/** Likes go to live comments only; a deleted one keeps its count but takes no new ones. */
export const canReactToComment = (comment: Pick<CommentLike, 'status'>): boolean =>
  comment.status === COMMENT_ACTIVE

/**
 * Whether a comment appears in lists: an active one always; a deleted one only while replies still
 * hang under it, as an empty placeholder, so its thread keeps its shape.
 */
export const isListed = (comment: Pick<CommentLike, 'status' | 'childCount'>): boolean =>
  comment.status === COMMENT_ACTIVE || comment.childCount > 0
