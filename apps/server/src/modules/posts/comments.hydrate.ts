import type { Comment } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { UserSummary } from '../follow/follow.present'
import { findLastChildren, type ReadComment } from './comments.list.queries'
import { presentComment } from './comments.present'

/**
 * Which children each comment of a list shows (SPEC 3): `direct` replies (tree view), the whole
 * `thread` below a first-level comment (second-level view), or `none` (flat lists).
 */
export type ChildrenKind = 'direct' | 'thread' | 'none'

export interface HydrateDeps {
  db: Db
  summaries: (userIds: number[]) => Promise<Map<number, UserSummary>>
}

const childCountOf = (row: ReadComment, kind: ChildrenKind): number =>
  kind === 'direct' ? row.childCount : kind === 'thread' ? row.descendantCount : 0

/**
 * Hydrate → present for a page of comments: the latest children, the authors' names and the
 * reader's likes are each loaded once for the whole page, never per comment.
 */
export async function hydrateComments(
  deps: HydrateDeps,
  viewerId: number,
  rows: ReadComment[],
  kind: ChildrenKind,
): Promise<Comment[]> {
  const parents =
    kind === 'none' ? [] : rows.filter((row) => childCountOf(row, kind) > 0).map((row) => row.id)
  const lastChildren = await findLastChildren(
    deps.db,
    viewerId,
    parents,
    kind === 'thread' ? 'root' : 'parent',
  )
  const all = [...rows, ...lastChildren.values()]
  const userIds = new Set(
    all.flatMap((row) => (row.replyToId === null ? [row.authorId] : [row.authorId, row.replyToId])),
  )
  const summaries = await deps.summaries([...userIds])
  const myReactions = new Map(
    all.flatMap((row) => (row.myReaction === null ? [] : [[row.id, row.myReaction]])),
  )
  return rows.map((row) =>
    presentComment(
      row,
      { count: childCountOf(row, kind), last: lastChildren.get(row.id) ?? null },
      { summaries, myReactions },
    ),
  )
}
