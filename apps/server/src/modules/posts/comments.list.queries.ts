import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { commentReactions, comments } from '../../db/schema'
import { listedComment, parentComment, type ThreadComment, threadColumns } from './comments.queries'

/** Which comments a list holds (each one only those still listed: see `isListed`). */
export type CommentScope =
  /** Every comment of a post, at any depth. */
  | { kind: 'post'; postId: number }
  /** The first level of a post. */
  | { kind: 'roots'; postId: number }
  /** The direct replies to one comment. */
  | { kind: 'replies'; parentId: number }
  /** Every reply below a first-level comment, at any depth. */
  | { kind: 'thread'; rootId: number }

/** `in_order` pages by the (date, id) of the last item; `popular` by how many items were loaded. */
export type CommentOrder =
  | { sort: 'in_order'; asc: boolean; sinceDateTime?: string; sinceId?: number }
  | { sort: 'popular'; offset: number }

function scopeCondition(scope: CommentScope): SQL | undefined {
  switch (scope.kind) {
    case 'post':
      return eq(comments.postId, scope.postId)
    case 'roots':
      return and(eq(comments.postId, scope.postId), isNull(comments.parentId))
    case 'replies':
      return eq(comments.parentId, scope.parentId)
    case 'thread':
      return eq(comments.rootId, scope.rootId)
  }
}

/**
 * The cursor of an `in_order` page: strictly after the last item, ties on the date broken by id,
 * so equal dates neither repeat nor skip a comment. Without `sinceId` the date alone bounds it.
 */
function cursorCondition(order: Extract<CommentOrder, { sort: 'in_order' }>): SQL | undefined {
  if (order.sinceDateTime === undefined) return undefined
  const op = sql.raw(order.asc ? '>' : '<')
  return order.sinceId === undefined
    ? sql`${comments.publishedAt} ${op} ${order.sinceDateTime}::timestamptz`
    : sql`(${comments.publishedAt}, ${comments.id}) ${op} (${order.sinceDateTime}::timestamptz, ${order.sinceId})`
}

/** One page of a list, with the author each comment answers; `limit` rows at most. */
export async function findCommentPage(
  db: Db,
  scope: CommentScope,
  order: CommentOrder,
  limit: number,
): Promise<ThreadComment[]> {
  const base = db
    .select(threadColumns)
    .from(comments)
    .leftJoin(parentComment, eq(parentComment.id, comments.parentId))
    .$dynamic()
  if (order.sort === 'popular') {
    // The most liked first; equally liked ones in the order they were written.
    return base
      .where(and(scopeCondition(scope), listedComment))
      .orderBy(desc(comments.reactionCount), asc(comments.publishedAt), asc(comments.id))
      .limit(limit)
      .offset(order.offset)
  }
  const direction = order.asc ? asc : desc
  return base
    .where(and(scopeCondition(scope), listedComment, cursorCondition(order)))
    .orderBy(direction(comments.publishedAt), direction(comments.id))
    .limit(limit)
}

/** How many comments the whole list holds. */
export async function countComments(db: Db, scope: CommentScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(scopeCondition(scope), listedComment))
  return row?.n ?? 0
}

/**
 * The latest listed child of each comment, in one query: by `parent` the latest direct reply, by
 * `root` the latest reply at any depth below a first-level comment.
 */
export async function findLastChildren(
  db: Db,
  ids: number[],
  by: 'parent' | 'root',
): Promise<Map<number, ThreadComment>> {
  if (ids.length === 0) return new Map()
  const key = by === 'parent' ? comments.parentId : comments.rootId
  const rows = await db
    .selectDistinctOn([key], threadColumns)
    .from(comments)
    .leftJoin(parentComment, eq(parentComment.id, comments.parentId))
    .where(and(inArray(key, ids), listedComment))
    .orderBy(key, desc(comments.publishedAt), desc(comments.id))
  const result = new Map<number, ThreadComment>()
  for (const row of rows) {
    const owner = by === 'parent' ? row.parentId : row.rootId
    if (owner !== null) result.set(owner, row)
  }
  return result
}

/** The reader's reaction (91:n, numeric part) to each of the comments that has one. */
export async function findMyCommentReactions(
  db: Db,
  userId: number,
  commentIds: number[],
): Promise<Map<number, number>> {
  if (commentIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(commentReactions)
    .where(and(eq(commentReactions.userId, userId), inArray(commentReactions.commentId, commentIds)))
  return new Map(rows.map((row) => [row.commentId, row.reaction]))
}
