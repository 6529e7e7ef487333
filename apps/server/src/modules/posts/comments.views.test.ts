import { type Comment, type CommentFetch, ErrorBody, Reaction } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { addComment, fetchComments, reactTo, setPublishedAt } from './comments.fixtures'
import { createPost } from './posts.fixtures'

const env = useTestServer()
let author: TestUser
let reader: TestUser
let third: TestUser
let authorApi: Client
let readerApi: Client
let thirdApi: Client
let postId: number

/**
 * The known tree, written in this order (so in this order by date):
 *   r1 (reader)            1 like
 *     c11 (third)
 *       c111 (reader)      3 likes
 *         c1111 (third)
 *     c12 (author)
 *   r2 (author)            2 likes
 *   r3 (third)
 *     c31 (reader)
 */
const t = {} as Record<'r1' | 'r2' | 'r3' | 'c11' | 'c12' | 'c111' | 'c31' | 'c1111', Comment>

beforeAll(async () => {
  ;[author, reader, third] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
  authorApi = env.as(author)
  readerApi = env.as(reader)
  thirdApi = env.as(third)
  postId = (await createPost(authorApi)).id
  t.r1 = await addComment(readerApi, postId)
  t.r2 = await addComment(authorApi, postId)
  t.r3 = await addComment(thirdApi, postId)
  t.c11 = await addComment(thirdApi, postId, t.r1.id)
  t.c12 = await addComment(authorApi, postId, t.r1.id)
  t.c111 = await addComment(readerApi, postId, t.c11.id)
  t.c31 = await addComment(readerApi, postId, t.r3.id)
  t.c1111 = await addComment(thirdApi, postId, t.c111.id)
  await reactTo(thirdApi, t.r1.id, Reaction.Like)
  await reactTo(readerApi, t.r2.id, Reaction.Like)
  await reactTo(thirdApi, t.r2.id, Reaction.Like)
  for (const client of [authorApi, readerApi, thirdApi]) await reactTo(client, t.c111.id, Reaction.Like)
})

const user = (u: TestUser) => `202:${u.id}`
const ids = (elements: Comment[]) => elements.map((c) => c.id)
const fetchAs = (client: Client, query: Omit<CommentFetch, 'postId'>) =>
  fetchComments(client, { postId, ...query })
/** Each element's children as [id, childCount, lastChild id]. */
const children = (elements: Comment[]) => elements.map((c) => [c.id, c.childCount, c.lastChild?.id ?? null])

describe('tree view (default)', () => {
  it('lists the first level in order, each with its direct replies counted and the latest attached', async () => {
    const page = await fetchAs(readerApi, {})
    expect(page).toMatchObject({ count: 3, hasMore: false })
    expect(children(page.elements)).toEqual([
      [t.r1.id, 2, t.c12.id],
      [t.r2.id, 0, null],
      [t.r3.id, 1, t.c31.id],
    ])
    expect(page.elements[0]?.lastChild).toMatchObject({
      rAuthor: user(author),
      replyTo: { rEntity: user(reader) },
    })
    expect(page.elements.map((c) => c.replyTo)).toEqual([null, null, null])
  })

  it('lists the direct replies of `up`, at every depth', async () => {
    const replies = await fetchAs(readerApi, { up: t.r1.id })
    expect(replies.count).toBe(2)
    expect(children(replies.elements)).toEqual([
      [t.c11.id, 1, t.c111.id],
      [t.c12.id, 0, null],
    ])
    expect(replies.elements.map((c) => c.replyTo?.rEntity)).toEqual([user(reader), user(reader)])
    expect(children((await fetchAs(readerApi, { up: t.c11.id })).elements)).toEqual([
      [t.c111.id, 1, t.c1111.id],
    ])
    expect(children((await fetchAs(readerApi, { up: t.c111.id })).elements)).toEqual([[t.c1111.id, 0, null]])
    expect(await fetchAs(readerApi, { up: t.c1111.id })).toEqual({ count: 0, elements: [], hasMore: false })
  })

  it('orders newest first with asc false, and most liked first when popular', async () => {
    expect(ids((await fetchAs(readerApi, { asc: false })).elements)).toEqual([t.r3.id, t.r2.id, t.r1.id])
    const popular = await fetchAs(readerApi, { mode: 'popular' })
    expect(ids(popular.elements)).toEqual([t.r2.id, t.r1.id, t.r3.id])
    expect(popular.elements.map((c) => c.meta.reaction_count)).toEqual([2, 1, 0])
  })

  it("shows each reader's own likes, on the comments and on the attached latest replies", async () => {
    const seenByThird = await fetchAs(thirdApi, { mode: 'popular' })
    expect(seenByThird.elements.map((c) => c.myReaction)).toEqual([Reaction.Like, Reaction.Like, null])
    const seenByAuthor = await fetchAs(authorApi, { up: t.c11.id })
    expect(seenByAuthor.elements[0]).toMatchObject({ myReaction: Reaction.Like, meta: { reaction_count: 3 } })
    const seenByReader = await fetchAs(readerApi, { up: t.c11.id })
    expect(seenByReader.elements[0]?.lastChild).toMatchObject({ id: t.c1111.id, myReaction: null })
  })
})

describe('linear view', () => {
  it('lists every comment of the post flat, in order, with whom each reply answers', async () => {
    const page = await fetchAs(readerApi, { view: 'linear' })
    expect(page).toMatchObject({ count: 8, hasMore: false })
    expect(ids(page.elements)).toEqual([
      t.r1.id,
      t.r2.id,
      t.r3.id,
      t.c11.id,
      t.c12.id,
      t.c111.id,
      t.c31.id,
      t.c1111.id,
    ])
    expect(page.elements.map((c) => c.replyTo?.rEntity ?? null)).toEqual([
      null,
      null,
      null,
      user(reader),
      user(reader),
      user(third),
      user(third),
      user(reader),
    ])
    expect(page.elements.every((c) => c.childCount === 0 && c.lastChild === null)).toBe(true)
  })

  it('orders by likes when popular, and newest first with asc false', async () => {
    expect(ids((await fetchAs(readerApi, { view: 'linear', mode: 'popular' })).elements)).toEqual([
      t.c111.id,
      t.r2.id,
      t.r1.id,
      t.r3.id,
      t.c11.id,
      t.c12.id,
      t.c31.id,
      t.c1111.id,
    ])
    expect(ids((await fetchAs(readerApi, { view: 'linear', asc: false })).elements)).toEqual([
      t.c1111.id,
      t.c31.id,
      t.c111.id,
      t.c12.id,
      t.c11.id,
      t.r3.id,
      t.r2.id,
      t.r1.id,
    ])
  })

  it('refuses `up`: the linear view has no threads to open', async () => {
    const res = await readerApi('POST', '/api/core/post/comment/fetch', {
      postId,
      view: 'linear',
      up: t.r1.id,
    })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).error.message).toBe(translate('ru', 'posts.comments.upInLinear'))
  })
})

describe('second-level view', () => {
  it('lists the first level with every reply below each counted and the latest of them attached', async () => {
    const page = await fetchAs(readerApi, { view: 'second_level' })
    expect(page.count).toBe(3)
    expect(children(page.elements)).toEqual([
      [t.r1.id, 4, t.c1111.id],
      [t.r2.id, 0, null],
      [t.r3.id, 1, t.c31.id],
    ])
    expect(page.elements[0]?.lastChild?.replyTo?.rEntity).toBe(user(reader))
  })

  it('lists a whole thread flat under a first-level comment, in order or by likes', async () => {
    const thread = await fetchAs(readerApi, { view: 'second_level', up: t.r1.id })
    expect(thread).toMatchObject({ count: 4, hasMore: false })
    expect(ids(thread.elements)).toEqual([t.c11.id, t.c12.id, t.c111.id, t.c1111.id])
    expect(thread.elements.map((c) => c.replyTo?.rEntity)).toEqual([
      user(reader),
      user(reader),
      user(third),
      user(reader),
    ])
    expect(thread.elements.every((c) => c.childCount === 0 && c.lastChild === null)).toBe(true)
    const popular = await fetchAs(readerApi, { view: 'second_level', up: t.r1.id, mode: 'popular' })
    expect(ids(popular.elements)).toEqual([t.c111.id, t.c11.id, t.c12.id, t.c1111.id])
    const newest = await fetchAs(readerApi, { view: 'second_level', up: t.r1.id, asc: false })
    expect(ids(newest.elements)).toEqual([t.c1111.id, t.c111.id, t.c12.id, t.c11.id])
  })

  it('refuses a reply as `up`: threads open at the first level', async () => {
    const res = await readerApi('POST', '/api/core/post/comment/fetch', {
      postId,
      view: 'second_level',
      up: t.c11.id,
    })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).error.message).toBe(translate('ru', 'posts.comments.notFirstLevel'))
  })
})

describe('fetch requests', () => {
  it('refuses page sizes outside 1..100 (400) and answers 10 by default', async () => {
    for (const pageSize of [0, 101]) {
      const res = await readerApi('POST', '/api/core/post/comment/fetch', { postId, pageSize })
      expect(res.statusCode).toBe(400)
      expect(ErrorBody.parse(res.json()).validationErrors?.[0]?.field).toBe('pageSize')
    }
    const res = await readerApi('POST', '/api/core/post/comment/fetch', { postId, view: 'sideways' })
    expect(res.statusCode).toBe(400)
  })

  it('answers 404 for `up` of another post or an unknown comment, and for an unknown post', async () => {
    const otherPost = await createPost(authorApi)
    const elsewhere = await addComment(readerApi, otherPost.id)
    for (const up of [elsewhere.id, 999_999]) {
      const res = await readerApi('POST', '/api/core/post/comment/fetch', { postId, up })
      expect(res.statusCode).toBe(404)
      expect(ErrorBody.parse(res.json()).error.message).toBe(translate('ru', 'posts.comments.notFound'))
    }
    expect((await readerApi('POST', '/api/core/post/comment/fetch', { postId: 999_999 })).statusCode).toBe(
      404,
    )
  })
})

describe('paging', () => {
  let pagedPost: number
  let roots: Comment[]

  beforeAll(async () => {
    pagedPost = (await createPost(authorApi)).id
    roots = []
    for (let i = 0; i < 25; i += 1) roots.push(await addComment(i % 2 ? readerApi : thirdApi, pagedPost))
    // Seven comments share one date: the cursor must break the tie by id, never repeat or skip.
    const shared = new Date(roots[8]?.publicationDate ?? 0)
    for (const c of roots.slice(8, 15)) await setPublishedAt(env.db, c.id, shared)
    // Likes that make the popular order differ from the time order, with ties among them.
    for (const [i, likes] of [
      [20, 2],
      [3, 2],
      [11, 1],
      [0, 1],
    ] as const) {
      const clients = [authorApi, readerApi].slice(0, likes)
      for (const client of clients) await reactTo(client, roots[i]?.id ?? 0, Reaction.Like)
    }
  })

  const walk = async (query: Omit<CommentFetch, 'postId'>, cursor: 'date' | 'offset') => {
    const pages = []
    let next: Partial<CommentFetch> = {}
    for (;;) {
      const page = await fetchComments(readerApi, { postId: pagedPost, ...query, ...next })
      pages.push(page)
      if (!page.hasMore) return pages
      const last = page.elements.at(-1)
      const loaded = pages.reduce((n, p) => n + p.elements.length, 0)
      next =
        cursor === 'date' ? { sinceDateTime: last?.publicationDate, sinceId: last?.id } : { offset: loaded }
    }
  }

  it('pages 25 first-level comments by date as 10, 10, 5, without repeats or gaps', async () => {
    const pages = await walk({}, 'date')
    expect(pages.map((p) => [p.elements.length, p.hasMore, p.count])).toEqual([
      [10, true, 25],
      [10, true, 25],
      [5, false, 25],
    ])
    expect(pages.flatMap((p) => ids(p.elements))).toEqual(ids(roots))
  })

  it('pages newest first the same way', async () => {
    const pages = await walk({ asc: false }, 'date')
    expect(pages.map((p) => p.elements.length)).toEqual([10, 10, 5])
    expect(pages.flatMap((p) => ids(p.elements))).toEqual(ids(roots).reverse())
  })

  it('pages the popular order by offset, without repeats, as the whole list orders it', async () => {
    const pages = await walk({ mode: 'popular' }, 'offset')
    expect(pages.map((p) => [p.elements.length, p.hasMore])).toEqual([
      [10, true],
      [10, true],
      [5, false],
    ])
    const paged = pages.flatMap((p) => ids(p.elements))
    expect(new Set(paged).size).toBe(25)
    const whole = await fetchComments(readerApi, { postId: pagedPost, mode: 'popular', pageSize: 100 })
    expect(paged).toEqual(ids(whole.elements))
    const at = (i: number) => roots[i]?.id
    expect(paged.slice(0, 4)).toEqual([at(3), at(20), at(0), at(11)])
  })

  it('bounds a page by the date alone when no id is given', async () => {
    const shared = roots[8]?.publicationDate
    const page = await fetchComments(readerApi, { postId: pagedPost, sinceDateTime: shared, pageSize: 100 })
    expect(ids(page.elements)).toEqual(ids(roots.slice(15)))
  })
})
