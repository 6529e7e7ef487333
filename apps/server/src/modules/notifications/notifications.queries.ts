import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { commentNotificationSettings } from '../../db/schema'

/** Stores a reader's comment-notification switch for a post. */
export async function saveCommentStatus(
  db: Db,
  userId: number,
  postId: number,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(commentNotificationSettings)
    .values({ userId, postId, enabled })
    .onConflictDoUpdate({
      target: [commentNotificationSettings.userId, commentNotificationSettings.postId],
      set: { enabled },
    })
}

/** Which of the users switched the comment notifications of the post off (no row: on). */
export async function findMutedUsers(db: Db, postId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .select({ userId: commentNotificationSettings.userId })
    .from(commentNotificationSettings)
    .where(
      and(
        eq(commentNotificationSettings.postId, postId),
        inArray(commentNotificationSettings.userId, userIds),
        eq(commentNotificationSettings.enabled, false),
      ),
    )
  return new Set(rows.map((row) => row.userId))
}
