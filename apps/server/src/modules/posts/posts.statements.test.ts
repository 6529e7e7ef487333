import { type CommentPage, Reaction } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { recordSqlBuilds } from '../../test/sql-builds'
import { recordStatements } from '../../test/statements'
import { useTestServer } from '../../test/test-server'
import { addComment, fetchComments, getPost, reactTo } from './comments.fixtures'
import { createPost } from './posts.fixtures'

const env = useTestServer()

/** The statements the server runs for `request`, after a first one warmed up. */
async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
  await request()
  const log = recordStatements(env.t.database)
  const builds = recordSqlBuilds()
  await request()
  // This module's statements are built once (~70 µs of CPU each when built per request).
  expect(builds.stop().filter((text) => /"(posts|post_\w+|comments|comment_\w+)"/.test(text))).toEqual([])
  return log.stop()
}

/** The tsvector of a post's whole text: search's own column, never needed by a post read. */
const readsSearchVector = (sql: string[]) => sql.filter((text) => text.includes('search_vector'))

// A regression guard of the post page's throughput (issue 20, bench "pages"): every statement is
// a round trip and its SQL built on the server's one core. The page once took 12 (the post read
// twice with its search vector, the block check twice, a transaction around the view's insert,
// the attachments, the reader's like and notification switch each a statement of their own).
describe('the statements of a post page', () => {
  it('reads a post in 5: session, post (with its files, like and switch), block, author, the view', async () => {
    const [author, reader] = await Promise.all([env.newUser(), env.newUser()])
    const post = await createPost(env.as(author))
    const sql = await statementsOf(() => getPost(env.as(reader), post.id))
    expect(sql, sql.join('\n')).toHaveLength(5)
    expect(readsSearchVector(sql)).toEqual([])
  })

  it('counts a first view in the same 5, without a transaction', async () => {
    const [author, reader] = await Promise.all([env.newUser(), env.newUser()])
    const first = await createPost(env.as(author))
    const second = await createPost(env.as(author))
    await getPost(env.as(reader), first.id)
    const log = recordStatements(env.t.database)
    const read = await getPost(env.as(reader), second.id)
    const sql = log.stop()
    expect(read.meta.view_count).toBe(1)
    expect(sql, sql.join('\n')).toHaveLength(5)
    expect(sql).not.toContain('begin')
  })
})

// The tree view once took 8: its count and the reader's likes were statements of their own.
describe('the statements of a comment tree', () => {
  it('lists the first level in 6: session, post, block, the page (with its count and likes), last replies, authors', async () => {
    const [author, reader] = await Promise.all([env.newUser(), env.newUser()])
    const post = await createPost(env.as(author))
    const root = await addComment(env.as(author), post.id)
    const reply = await addComment(env.as(author), post.id, root.id)
    await Promise.all([
      reactTo(env.as(reader), root.id, Reaction.Like),
      reactTo(env.as(reader), reply.id, Reaction.Like),
    ])
    let page: CommentPage | undefined
    const sql = await statementsOf(async () => {
      page = await fetchComments(env.as(reader), { postId: post.id })
    })
    expect(sql, sql.join('\n')).toHaveLength(6)
    expect(readsSearchVector(sql)).toEqual([])
    // The likes that now ride along with the comments' read are the reader's, on both levels.
    expect(page?.count).toBe(1)
    expect(page?.elements[0]).toMatchObject({
      myReaction: Reaction.Like,
      lastChild: { myReaction: Reaction.Like },
    })
  })
})
