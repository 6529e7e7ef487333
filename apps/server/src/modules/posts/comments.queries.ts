import { eq, getTableColumns, gt, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { comments, posts } from '../../db/schema'
import { POST_ACTIVE, POST_INACTIVE, type PostCounters } from './posts.queries'

export type CommentRow = typeof comments.$inferSelect
export type NewCommentRow = typeof comments.$inferInsert
/** A comment with the author of the comment it answers (the `replyTo` of flat views). */
export type ThreadComment = CommentRow & { replyToId: number | null }

/** Comments share the status codes of posts (25:n). */
export const COMMENT_ACTIVE = POST_ACTIVE
export const COMMENT_DELETED = POST_INACTIVE

/** The comment answered, joined to read its author. */
export const parentComment = alias(comments, 'parent')
export const threadColumns = { ...getTableColumns(comments), replyToId: parentComment.authorId }

/** SQL twin of `isListed` (comments.policy): active, or deleted with replies still under it. */
export const listedComment = or(eq(comments.status, COMMENT_ACTIVE), gt(comments.childCount, 0))

export async function findComment(db: Db, id: number): Promise<ThreadComment | null> {
  const [row] = await db
    .select(threadColumns)
    .from(comments)
    .leftJoin(parentComment, eq(parentComment.id, comments.parentId))
    .where(eq(comments.id, id))
  return row ?? null
}

/** The comment, locked until the end of the transaction, so counters move one writer at a time. */
export async function lockComment(db: Db, id: number): Promise<CommentRow | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).for('update')
  return row ?? null
}

export async function insertComment(db: Db, values: NewCommentRow): Promise<CommentRow> {
  const [row] = await db.insert(comments).values(values).returning()
  if (!row) throw new Error('insert returned no comment')
  return row
}

export async function markCommentDeleted(db: Db, id: number): Promise<void> {
  await db.update(comments).set({ status: COMMENT_DELETED }).where(eq(comments.id, id))
}

/** Moves a comment's count of listed direct replies; answers the comment as it is now. */
export async function bumpChildCount(db: Db, id: number, delta: number): Promise<CommentRow | null> {
  const [row] = await db
    .update(comments)
    .set({ childCount: sql`greatest(${comments.childCount} + ${delta}, 0)` })
    .where(eq(comments.id, id))
    .returning()
  return row ?? null
}

/** Moves a first-level comment's count of listed replies at any depth. */
export async function bumpDescendantCount(db: Db, rootId: number, delta: number): Promise<void> {
  await db
    .update(comments)
    .set({ descendantCount: sql`greatest(${comments.descendantCount} + ${delta}, 0)` })
    .where(eq(comments.id, rootId))
}

/** Moves the post's count of active comments; answers all its counters (for `postStats`). */
export async function bumpPostComments(db: Db, postId: number, delta: number): Promise<PostCounters | null> {
  const [row] = await db
    .update(posts)
    .set({ commentCount: sql`greatest(${posts.commentCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId))
    .returning({
      viewCount: posts.viewCount,
      commentCount: posts.commentCount,
      reactionCount: posts.reactionCount,
    })
  return row ?? null
}

export async function bumpCommentReactions(db: Db, id: number, delta: number): Promise<void> {
  await db
    .update(comments)
    .set({ reactionCount: sql`greatest(${comments.reactionCount} + ${delta}, 0)` })
    .where(eq(comments.id, id))
}
