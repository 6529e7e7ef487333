import { desc, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { posts } from '../../db/schema'
import { type Criteria, postConditions } from './search.filters.queries'
import { headline, textQuery, wordsOf } from './search.text.queries'

type Reader = Pick<Db, 'select'>

/** One page of the ids of matching posts the reader may read: best first, or newest first. */
export async function findPostPage(
  db: Reader,
  criteria: Criteria,
  readerId: number | null,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const where = postConditions(criteria, readerId)
  if (!where) return []
  const words = wordsOf(criteria.message)
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(where)
    .orderBy(
      ...(words ? [desc(sql`ts_rank_cd(${posts.searchVector}, ${textQuery(words)}, 32)`)] : []),
      desc(posts.publishedAt),
      desc(posts.id),
    )
    .limit(page.limit)
    .offset(page.offset)
  return rows.map((row) => row.id)
}

export async function countPosts(db: Reader, criteria: Criteria, readerId: number | null): Promise<number> {
  const where = postConditions(criteria, readerId)
  if (!where) return 0
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(posts)
    .where(where)
  return row?.count ?? 0
}

/** A page of posts as results show them: their fields and their title and text with the words marked. */
export interface PostHeadline {
  id: number
  authorId: number
  publishedAt: Date
  title: string
  text: string
  /** Marked (see `headline`); null without words. */
  markedTitle: string | null
  markedText: string | null
}

/** Only the posts of the page are marked, never the whole match set. */
export async function findPostHeadlines(
  db: Reader,
  ids: number[],
  message: string | undefined,
  whole: boolean,
): Promise<PostHeadline[]> {
  if (ids.length === 0) return []
  const words = wordsOf(message)
  const marked = (text: SQL, all: boolean) =>
    words ? headline(text, textQuery(words), all) : sql<string | null>`null::text`
  return db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      publishedAt: posts.publishedAt,
      title: posts.title,
      text: posts.text,
      markedTitle: marked(sql`${posts.title}`, true),
      markedText: marked(sql`${posts.text}`, whole),
    })
    .from(posts)
    .where(inArray(posts.id, ids))
}
