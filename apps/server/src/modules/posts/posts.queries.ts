import { type AnyColumn, and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { postFiles, posts, postViews } from '../../db/schema'

// The tsvector of the whole text is search's own (its SQL names the column); a post read never
// needs it, and it is the costliest column to send and parse.
const { searchVector: _vector, ...readColumns } = getTableColumns(posts)
export const postColumns = readColumns
export type PostRow = Omit<typeof posts.$inferSelect, 'searchVector'>
export type NewPostRow = typeof posts.$inferInsert
export type PostCounters = Pick<PostRow, 'viewCount' | 'commentCount' | 'reactionCount'>

/** The numeric part of the status references (25:n). */
export const POST_ACTIVE = 1
export const POST_INACTIVE = 6

export async function insertPost(db: Db, values: NewPostRow): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning(postColumns)
  if (!row) throw new Error('insert returned no post')
  return row
}

/** A list of ids as one parameter, so the statement's text is the same for any number of them. */
export const anyOf = (column: AnyColumn, name: string) =>
  sql`${column} = any(${sql.placeholder(name)}::integer[])`

const postStatement = builtOnce((db) =>
  db
    .select(postColumns)
    .from(posts)
    .where(eq(posts.id, sql.placeholder('id')))
    .prepare('find_post'),
)

/** A post by id; every post page and comment list reads it. */
export async function findPost(db: Db, id: number): Promise<PostRow | null> {
  const [row] = await postStatement(db).execute({ id })
  return row ?? null
}

/** The post, locked until the end of the transaction (attachment limits count what is linked). */
export async function lockPost(db: Db, id: number): Promise<PostRow | null> {
  const [row] = await db.select(postColumns).from(posts).where(eq(posts.id, id)).for('update')
  return row ?? null
}

const postsStatement = builtOnce((db) =>
  db.select(postColumns).from(posts).where(anyOf(posts.id, 'ids')).prepare('find_posts'),
)

/** The posts among the ids, in no particular order; every feed page reads its page of them. */
export async function findPosts(db: Db, ids: number[]): Promise<PostRow[]> {
  if (ids.length === 0) return []
  return postsStatement(db).execute({ ids })
}

export async function updatePost(
  db: Db,
  id: number,
  values: Partial<
    Pick<NewPostRow, 'title' | 'text' | 'commentPermission' | 'topics' | 'editedAt' | 'status'>
  >,
): Promise<PostRow | null> {
  const [row] = await db.update(posts).set(values).where(eq(posts.id, id)).returning(postColumns)
  return row ?? null
}

export interface OwnPostsPage {
  authorId: number
  asc: boolean
  limit: number
  /** The last item of the previous page: its publication date (ISO) and, to break ties, its id. */
  sinceDateTime?: string
  sinceId?: number
}

/**
 * Ids of an author's active posts, keyset paged by (published_at, id) so equal dates neither repeat
 * nor skip a post between pages. Without `sinceId` the date alone bounds the page.
 */
export async function findOwnPostIds(db: Db, page: OwnPostsPage): Promise<number[]> {
  const op = page.asc ? sql.raw('>') : sql.raw('<')
  const cursor =
    page.sinceDateTime === undefined
      ? undefined
      : page.sinceId === undefined
        ? sql`${posts.publishedAt} ${op} ${page.sinceDateTime}::timestamptz`
        : sql`(${posts.publishedAt}, ${posts.id}) ${op} (${page.sinceDateTime}::timestamptz, ${page.sinceId})`
  // Spelled as posts_author_idx is sorted (desc nulls last, read backwards for asc), so the index
  // serves the order and nothing is sorted at read time.
  const order = page.asc
    ? [sql`${posts.publishedAt} asc nulls first`, sql`${posts.id} asc nulls first`]
    : [sql`${posts.publishedAt} desc nulls last`, sql`${posts.id} desc nulls last`]
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.authorId, page.authorId), eq(posts.status, POST_ACTIVE), cursor))
    .orderBy(...order)
    .limit(page.limit)
  return rows.map((row) => row.id)
}

export async function countOwnPosts(db: Db, authorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.authorId, authorId), eq(posts.status, POST_ACTIVE)))
  return row?.n ?? 0
}

const postFilesStatement = builtOnce((db) =>
  db
    .select({ postId: postFiles.postId, fileId: postFiles.fileId })
    .from(postFiles)
    .where(anyOf(postFiles.postId, 'postIds'))
    .orderBy(asc(postFiles.postId), asc(postFiles.position))
    .prepare('find_post_files'),
)

/** Attached file ids per post, in the order the author attached them. */
export async function findPostFileIds(db: Db, postIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>()
  if (postIds.length === 0) return result
  const rows = await postFilesStatement(db).execute({ postIds })
  for (const row of rows) result.set(row.postId, [...(result.get(row.postId) ?? []), row.fileId])
  return result
}

/** Which of the files are attached to a post, and to which. */
export async function findLinksOf(db: Db, fileIds: string[]): Promise<Map<string, number>> {
  if (fileIds.length === 0) return new Map()
  const rows = await db.select().from(postFiles).where(inArray(postFiles.fileId, fileIds))
  return new Map(rows.map((row) => [row.fileId, row.postId]))
}

/** Appends files to a post after the ones already there. */
export async function insertPostFiles(db: Db, postId: number, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return
  const [last] = await db
    .select({ max: sql<number | null>`max(${postFiles.position})` })
    .from(postFiles)
    .where(eq(postFiles.postId, postId))
  const start = (last?.max ?? -1) + 1
  await db.insert(postFiles).values(fileIds.map((fileId, i) => ({ postId, fileId, position: start + i })))
}

/** Detaches files from a post; answers the ids that were attached to it. */
export async function deletePostFiles(db: Db, postId: number, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return []
  const rows = await db
    .delete(postFiles)
    .where(and(eq(postFiles.postId, postId), inArray(postFiles.fileId, fileIds)))
    .returning({ fileId: postFiles.fileId })
  return rows.map((row) => row.fileId)
}

/** The active posts a file is attached to (at most one: a file belongs to one post). */
export async function findActivePostsWithFile(db: Db, fileId: string): Promise<PostRow[]> {
  const rows = await db
    .select({ post: postColumns })
    .from(postFiles)
    .innerJoin(posts, eq(posts.id, postFiles.postId))
    .where(and(eq(postFiles.fileId, fileId), eq(posts.status, POST_ACTIVE)))
  return rows.map((row) => row.post)
}

const countViewStatement = builtOnce((db) => {
  const viewed = db.$with('viewed').as(
    db
      .insert(postViews)
      .values({ postId: sql.placeholder('postId'), userId: sql.placeholder('userId') })
      .onConflictDoNothing()
      .returning({ postId: postViews.postId }),
  )
  return db
    .with(viewed)
    .update(posts)
    .set({ viewCount: sql`${posts.viewCount} + 1` })
    .from(viewed)
    .where(eq(posts.id, viewed.postId))
    .returning({
      viewCount: posts.viewCount,
      commentCount: posts.commentCount,
      reactionCount: posts.reactionCount,
    })
    .prepare('count_post_view')
})

/**
 * Counts a reader once: the view and the post's counter in one statement (atomic without a
 * transaction, one round trip on every post page). Answers the new counters on the reader's
 * first view, null on a repeated one.
 */
export async function countView(db: Db, postId: number, userId: number): Promise<PostCounters | null> {
  const [row] = await countViewStatement(db).execute({ postId, userId })
  return row ?? null
}

/** Moves the post's counters by the given amounts; answers the new counters. */
export async function bumpCounters(
  db: Db,
  postId: number,
  delta: { views?: number; reactions?: number },
): Promise<PostCounters | null> {
  const [row] = await db
    .update(posts)
    .set({
      viewCount: sql`${posts.viewCount} + ${delta.views ?? 0}`,
      reactionCount: sql`greatest(${posts.reactionCount} + ${delta.reactions ?? 0}, 0)`,
    })
    .where(eq(posts.id, postId))
    .returning({
      viewCount: posts.viewCount,
      commentCount: posts.commentCount,
      reactionCount: posts.reactionCount,
    })
  return row ?? null
}

/** A post announcing a publication; none (null) when one announces it already. */
/** A post announcing an event (issue 18); null when the event was announced already. */
export async function insertEventAnnouncement(
  db: Db,
  values: Pick<NewPostRow, 'authorId' | 'title' | 'text' | 'topics' | 'eventId' | 'groupId' | 'asGroup'>,
): Promise<PostRow | null> {
  const [row] = await db
    .insert(posts)
    .values(values)
    .onConflictDoNothing({ target: posts.eventId })
    .returning()
  return row ?? null
}

/**
 * The post announcing the event follows it into a group's channel (as the group) or out of groups
 * (the organiser's own again), so it reaches no one the event itself does not.
 */
export async function moveEventAnnouncement(db: Db, eventId: number, groupId: number | null): Promise<void> {
  await db
    .update(posts)
    .set({ groupId, asGroup: groupId !== null })
    .where(eq(posts.eventId, eventId))
}

export async function insertAnnouncement(
  db: Db,
  values: Pick<NewPostRow, 'authorId' | 'title' | 'text' | 'topics' | 'publicationId'>,
): Promise<PostRow | null> {
  const [row] = await db
    .insert(posts)
    .values(values)
    .onConflictDoNothing({ target: posts.publicationId })
    .returning()
  return row ?? null
}
