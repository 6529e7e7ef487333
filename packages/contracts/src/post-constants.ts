import { Dictionary } from './dictionaries'
import { formatRef } from './ref-format'
import type { ValueOf } from './types'

/** SPEC 3, 9: status of posts and comments; a post is active on creation. */
export const PostStatus = {
  Active: formatRef(Dictionary.postStatus, 1),
  Inactive: formatRef(Dictionary.postStatus, 6),
} as const
export type PostStatus = ValueOf<typeof PostStatus>

/** SPEC 3, 6: whether the author lets others comment on a post. */
export const CommentPermission = {
  Deny: formatRef(Dictionary.commentPermission, 0),
  Allow: formatRef(Dictionary.commentPermission, 1),
} as const
export type CommentPermission = ValueOf<typeof CommentPermission>

/** SPEC 3, 9: comments are allowed unless the author denies them. */
export const DEFAULT_COMMENT_PERMISSION: CommentPermission = CommentPermission.Allow

/** SPEC 3: reactions to comments; the only one is like. */
export const Reaction = { Like: formatRef(Dictionary.reaction, 1) } as const
export type Reaction = ValueOf<typeof Reaction>

/** SPEC 3: how a comment thread is laid out. */
export const CommentView = { Linear: 'linear', Tree: 'tree', SecondLevel: 'second_level' } as const
export type CommentView = ValueOf<typeof CommentView>

/** SPEC 3, 7: comments are fetched as a tree unless asked otherwise. */
export const DEFAULT_COMMENT_VIEW: CommentView = CommentView.Tree

/** SPEC 3: comment order. */
export const CommentSort = { Popular: 'popular', InOrder: 'in_order' } as const
export type CommentSort = ValueOf<typeof CommentSort>

/** The post page of the web app; notifications and feed items link here. */
export const postPath = (postId: number): string => `/userPost/${postId}`
