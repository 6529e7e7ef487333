import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { commentReactions, postReactions } from '../../db/schema'

/** The reaction tables: one row per reader and reacted-to object, named by `field` (its `column`). */
const REACTIONS = {
  post: { table: postReactions, column: postReactions.postId, field: 'postId' },
  comment: { table: commentReactions, column: commentReactions.commentId, field: 'commentId' },
} as const
export type Reacted = keyof typeof REACTIONS

/**
 * Sets or removes the reader's reaction to a post or a comment; answers how the object's reaction
 * count moves: +1 a new reaction, -1 one taken back, 0 nothing changed or one replaced by another.
 */
export async function saveReaction(
  db: Db,
  on: Reacted,
  objectId: number,
  userId: number,
  reaction: number | null,
): Promise<number> {
  const { table, column, field } = REACTIONS[on]
  const key = and(eq(column, objectId), eq(table.userId, userId))
  if (reaction === null) {
    const removed = await db.delete(table).where(key).returning({ userId: table.userId })
    return -removed.length
  }
  const inserted = await db
    .insert(table)
    .values({ [field]: objectId, userId, reaction })
    .onConflictDoNothing()
    .returning({ userId: table.userId })
  if (inserted.length > 0) return 1
  await db.update(table).set({ reaction }).where(key)
  return 0
}
