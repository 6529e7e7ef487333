import { type CommentFetch, CommentSort, CommentView } from '@nauka/contracts'
import type { z } from 'zod'
import type { ChildrenKind } from './comments.hydrate'
import type { CommentOrder, CommentScope } from './comments.list.queries'
import type { CommentRow } from './comments.queries'

export type CommentQuery = z.output<typeof CommentFetch>

/** How one `POST /post/comment/fetch` reads: which comments, what children they show, how counted. */
export interface CommentLayout {
  scope: CommentScope
  children: ChildrenKind
  /**
   * The list's total when a stored counter already holds it (the children of `up`); null when it
   * is counted in the database.
   */
  storedCount: number | null
}

/** Why a layout is refused, as a message key. */
export type LayoutRefusal = 'posts.comments.upInLinear' | 'posts.comments.notFirstLevel'

/**
 * SPEC 3, 7 view modes. `linear`: every comment of the post, flat. `tree` (default): the first level,
 * or the direct replies of `up`, each with its direct replies counted. `second_level`: the first
 * level with every reply below each counted, or (with `up`, a first-level comment) all those replies
 * flat, in order.
 */
export function commentLayout(
  view: CommentQuery['view'],
  postId: number,
  up: Pick<CommentRow, 'id' | 'parentId' | 'childCount' | 'descendantCount'> | null,
): CommentLayout | LayoutRefusal {
  switch (view) {
    case CommentView.Linear:
      if (up) return 'posts.comments.upInLinear'
      return { scope: { kind: 'post', postId }, children: 'none', storedCount: null }
    case CommentView.Tree:
      return up
        ? { scope: { kind: 'replies', parentId: up.id }, children: 'direct', storedCount: up.childCount }
        : { scope: { kind: 'roots', postId }, children: 'direct', storedCount: null }
    case CommentView.SecondLevel:
      if (!up) return { scope: { kind: 'roots', postId }, children: 'thread', storedCount: null }
      if (up.parentId !== null) return 'posts.comments.notFirstLevel'
      return { scope: { kind: 'thread', rootId: up.id }, children: 'none', storedCount: up.descendantCount }
  }
}

/** `in_order` by (date, id), oldest first unless `asc` is false; `popular` most liked first. */
export function commentOrder(
  query: Pick<CommentQuery, 'mode' | 'asc' | 'sinceDateTime' | 'sinceId' | 'offset'>,
): CommentOrder {
  if (query.mode === CommentSort.Popular) return { sort: 'popular', offset: query.offset ?? 0 }
  return { sort: 'in_order', asc: query.asc, sinceDateTime: query.sinceDateTime, sinceId: query.sinceId }
}
