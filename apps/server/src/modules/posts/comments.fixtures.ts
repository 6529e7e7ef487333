import { Comment, type CommentFetch, CommentPage, Post } from '@nauka/contracts'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { comments } from '../../db/schema'
import type { Client } from '../../test/http'

let counter = 0
/** Writes a comment (a reply with `up`) and answers it; fails the test on any other answer than 201. */
export async function addComment(
  client: Client,
  postId: number,
  up?: number,
  text?: string,
): Promise<Comment> {
  counter += 1
  const res = await client('POST', '/api/core/post/comment', {
    rPost: `302:${postId}`,
    text: text ?? `Comment ${counter}`,
    ...(up === undefined ? {} : { up }),
  })
  if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`)
  return Comment.parse(res.json())
}

export async function fetchComments(client: Client, query: CommentFetch): Promise<CommentPage> {
  const res = await client('POST', '/api/core/post/comment/fetch', query)
  if (res.statusCode !== 200) throw new Error(`fetch failed: ${res.statusCode} ${res.body}`)
  return CommentPage.parse(res.json())
}

/** `PUT /post/comment/{id}/react` with a JSON string body, as the web app sends it. */
export const reactTo = (client: Client, commentId: number, body: string | null) =>
  client('PUT', `/api/core/post/comment/${commentId}/react`, JSON.stringify(body), {
    'content-type': 'application/json',
  })

export const deleteComment = (client: Client, commentId: number) =>
  client('DELETE', `/api/core/post/comment/${commentId}`)

export async function getPost(client: Client, postId: number): Promise<Post> {
  const res = await client('GET', `/api/core/post/${postId}`)
  if (res.statusCode !== 200) throw new Error(`get post failed: ${res.statusCode} ${res.body}`)
  return Post.parse(res.json())
}

/** The stored counters of comments, read straight from the table. */
export async function storedCounters(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: comments.id, childCount: comments.childCount, descendantCount: comments.descendantCount })
    .from(comments)
    .where(inArray(comments.id, ids))
  return new Map(
    rows.map((row) => [row.id, { childCount: row.childCount, descendantCount: row.descendantCount }]),
  )
}

/** Sets a comment's publication date (to test ties and order without waiting). */
export async function setPublishedAt(db: Db, commentId: number, date: Date): Promise<void> {
  await db.update(comments).set({ publishedAt: date }).where(eq(comments.id, commentId))
}
