import {
  type Comment,
  type CommentBase,
  type CommentPage,
  CommentPermission,
  CommentSort,
  type CommentStatsEvent,
  CommentView,
  type Post,
  PostStatus,
  Reaction,
} from '@nauka/contracts'
import type { InfiniteData } from '@tanstack/react-query'

/**
 * Pure rules of the comment thread (SPEC 3, 4): likes, live statistics, who may comment or
 * delete, paging cursors and how deep a reply is drawn. Components only call these.
 */

/** SPEC 4: a comment like toggles the reader's reaction and adjusts the count. */
export const toggleLike = <C extends CommentBase>(comment: C): C => {
  const liked = comment.myReaction === Reaction.Like
  return {
    ...comment,
    myReaction: liked ? null : Reaction.Like,
    meta: { ...comment.meta, reaction_count: Math.max(0, comment.meta.reaction_count + (liked ? -1 : 1)) },
  }
}

/** The body of `PUT /post/comment/{id}/react` for the like button: the inverse of the current one. */
export const likeReaction = (comment: Pick<CommentBase, 'myReaction'>): typeof Reaction.Like | '' =>
  comment.myReaction === Reaction.Like ? '' : Reaction.Like

const hasChildren = (comment: CommentBase): comment is Comment => 'childCount' in comment

/**
 * A `commentStats` event applied to one comment. The like count always follows the server; the
 * reply count only in the tree view, where it counts direct replies as the event does (the
 * second-level view counts every reply below a first-level comment, the linear view none).
 */
export const applyCommentStats = <C extends CommentBase>(
  comment: C,
  event: CommentStatsEvent,
  view: CommentView,
): C => {
  if (comment.id !== event.commentId) return comment
  const meta = { ...comment.meta, reaction_count: event.reaction_count }
  if (view === CommentView.Tree && hasChildren(comment))
    return { ...comment, meta, childCount: event.childCount }
  return { ...comment, meta }
}

/** A comment change applied to every loaded page, including each comment's preview of its latest reply. */
export const mapCommentPages = (
  data: InfiniteData<CommentPage, unknown>,
  change: <C extends CommentBase>(comment: C) => C,
): InfiniteData<CommentPage, unknown> => ({
  ...data,
  pages: data.pages.map((page) => ({
    ...page,
    elements: page.elements.map((comment) => {
      const next = change(comment)
      return next.lastChild ? { ...next, lastChild: change(next.lastChild) } : next
    }),
  })),
})

/** Changes only the comment with this id. */
export const forComment =
  (id: number, change: <C extends CommentBase>(comment: C) => C) =>
  <C extends CommentBase>(comment: C): C =>
    comment.id === id ? change(comment) : comment

/** Deleted comments stay in the thread while they have replies; their text is not shown. */
export const isDeleted = (comment: Pick<CommentBase, 'cStatus'>): boolean =>
  comment.cStatus !== PostStatus.Active

/** SPEC 6: anyone may comment unless the author denied it; the author always may. */
export const canComment = (post: Pick<Post, 'cCommentStatus' | 'rAuthor'>, myRef: string | null): boolean =>
  post.cCommentStatus === CommentPermission.Allow || (myRef !== null && post.rAuthor === myRef)

/** A comment may be deleted by its author and by the author of the post it is under. */
export const canDeleteComment = (
  comment: Pick<CommentBase, 'rAuthor' | 'cStatus'>,
  postAuthor: string,
  myRef: string | null,
): boolean => myRef !== null && !isDeleted(comment) && (comment.rAuthor === myRef || postAuthor === myRef)

/** Where the next page of comments starts: after the last one's date and id, or after so many popular ones. */
export type CommentCursor = { sinceDateTime?: string; sinceId?: number; offset?: number }

/**
 * The cursor of the page after `last` (SPEC 9: a full page signals more). `in_order` pages by date
 * and id; `popular` by the number of comments already loaded.
 */
export const nextCommentCursor = (
  last: CommentPage,
  pages: readonly CommentPage[],
  sort: CommentSort,
): CommentCursor | undefined => {
  const tail = last.elements.at(-1)
  if (!last.hasMore || !tail) return undefined
  if (sort === CommentSort.Popular)
    return { offset: pages.reduce((sum, page) => sum + page.elements.length, 0) }
  return { sinceDateTime: tail.publicationDate, sinceId: tail.id }
}

/** Replies deeper than this are drawn at this indentation (a narrow column stays readable). */
export const MAX_VISUAL_DEPTH = 4

/** How far a comment at `depth` (0 for a comment on the post) is indented. */
export const visualDepth = (depth: number): number => Math.min(Math.max(depth, 0), MAX_VISUAL_DEPTH)

/**
 * Whether a comment names the one it answers ("in reply to …"): always in the flat views, and in
 * the tree once the indentation no longer shows who answers whom.
 */
export const showsReplyTo = (view: CommentView, depth: number): boolean =>
  view !== CommentView.Tree || depth > MAX_VISUAL_DEPTH

/** Which comments a view fetches with `up`: replies in the tree and second-level views, none in the linear one. */
export const hasReplies = (view: CommentView, comment: CommentBase, depth: number): comment is Comment =>
  view !== CommentView.Linear &&
  hasChildren(comment) &&
  comment.childCount > 0 &&
  (view === CommentView.Tree || depth === 0)
