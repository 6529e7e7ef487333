import type { Comment } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { UserSummary } from '../follow/follow.present'
import { findLastChildren, findMyCommentReactions } from './comments.list.queries'
import { presentComment } from './comments.present'
import type { ThreadComment } from './comments.queries'

/**
 * Which children each comment of a list shows (SPEC 3): `direct` replies (tree view), the whole
 * `thread` below a first-level comment (second-level view), or `none` (flat lists).
 */
export type ChildrenKind = 'direct' | 'thread' | 'none'

export interface HydrateDeps {
  db: Db
  summaries: (userIds: number[]) => Promise<Map<number, UserSummary>>
}

const childCountOf = (row: ThreadComment, kind: ChildrenKind): number =>
  kind === 'direct' ? row.childCount : kind === 'thread' ? row.descendantCount : 0

/**
 * Hydrate → present for a page of comments: the latest children, the authors' names and the
 * reader's likes are each loaded once for the whole page, never per comment.
 */
export async function hydrateComments(
  deps: HydrateDeps,
  viewerId: number,
  rows: ThreadComment[],
  kind: ChildrenKind,
): Promise<Comment[]> {
  const parents =
    kind === 'none' ? [] : rows.filter((row) => childCountOf(row, kind) > 0).map((row) => row.id)
  const lastChildren = await findLastChildren(deps.db, parents, kind === 'thread' ? 'root' : 'parent')
  const all = [...rows, ...lastChildren.values()]
  const userIds = new Set(
    all.flatMap((row) => (row.replyToId === null ? [row.authorId] : [row.authorId, row.replyToId])),
  )
  const [summaries, myReactions] = await Promise.all([
    deps.summaries([...userIds]),
    findMyCommentReactions(
      deps.db,
      viewerId,
      all.map((row) => row.id),
    ),
  ])
  return rows.map((row) =>
    presentComment(
      row,
      { count: childCountOf(row, kind), last: lastChildren.get(row.id) ?? null },
      { summaries, myReactions },
    ),
  )
}
