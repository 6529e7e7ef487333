import { sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { commentNotificationSettings, postFiles, postReactions, posts } from '../../db/schema'
import { anyOf, type PostRow, postColumns } from './posts.queries'

/** A post with what one reader's view of it takes from the tables around it. */
export interface ReadPostRow extends PostRow {
  /** The attached files, in the order the author attached them. */
  fileIds: string[]
  /** The reader's reaction (91:n, numeric part), null when none. */
  myReaction: number | null
  /** The reader's comment-notification switch, null when no row (notified). */
  commentNtf: boolean | null
}

const viewer = sql.placeholder('viewerId')

// The attachments, the reader's like and notification switch come as subqueries of the post read
// (each an index lookup by primary key): one round trip for a post page or a feed page instead
// of four (issue 20).
const readPostsStatement = builtOnce((db) =>
  db
    .select({
      ...postColumns,
      fileIds: sql<
        string[]
      >`coalesce((select array_agg(${postFiles.fileId}::text order by ${postFiles.position}) from ${postFiles} where ${postFiles.postId} = ${posts.id}), '{}'::text[])`,
      myReaction: sql<
        number | null
      >`(select ${postReactions.reaction} from ${postReactions} where ${postReactions.postId} = ${posts.id} and ${postReactions.userId} = ${viewer})`,
      commentNtf: sql<
        boolean | null
      >`(select ${commentNotificationSettings.enabled} from ${commentNotificationSettings} where ${commentNotificationSettings.postId} = ${posts.id} and ${commentNotificationSettings.userId} = ${viewer})`,
    })
    .from(posts)
    .where(anyOf(posts.id, 'ids'))
    .prepare('read_posts'),
)

/** The posts among the ids as the reader sees them, in no particular order. */
export async function readPosts(db: Db, viewerId: number, ids: number[]): Promise<ReadPostRow[]> {
  if (ids.length === 0) return []
  return readPostsStatement(db).execute({ viewerId, ids })
}
