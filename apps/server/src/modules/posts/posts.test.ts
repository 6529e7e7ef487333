import {
  CommentPermission,
  ErrorBody,
  FeedKind,
  Post,
  PostPage,
  PostStatus,
  REQUIRED,
  Reaction,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { createPost, insertPostRow, postBody, TOPIC } from './posts.fixtures'

const EDITOR_EMAIL = 'editor.posts@example.org'

const env = useTestServer({
  env: { NEWS_AUTHOR_EMAILS: `someone@example.org, ${EDITOR_EMAIL.toUpperCase()}` },
})
let me: TestUser
let other: TestUser
let third: TestUser
let api: Client
let otherApi: Client
let thirdApi: Client

beforeAll(async () => {
  ;[me, other, third] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
  api = env.as(me)
  otherApi = env.as(other)
  thirdApi = env.as(third)
})

const error = (body: string) => ErrorBody.parse(JSON.parse(body))
const getPost = async (client: Client, id: number) => {
  const res = await client('GET', `/api/core/post/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return Post.parse(res.json())
}

describe('creating a post', () => {
  it('answers 201 with an active post that allows comments by default', async () => {
    const body = postBody({ topics: [TOPIC] })
    const res = await api('POST', '/api/core/post', body)
    expect(res.statusCode, res.body).toBe(201)
    const post = Post.parse(res.json())
    expect(post).toMatchObject({
      title: body.title,
      text: body.text,
      rAuthor: `202:${me.id}`,
      uref: `302:${post.id}`,
      cStatus: PostStatus.Active,
      cCommentStatus: CommentPermission.Allow,
      feed: FeedKind.User,
      topics: [TOPIC],
      files: [],
      meta: { view_count: 0, comment_count: 0, reaction_count: 0 },
      myReaction: null,
      commentNtfStatus: true,
      editDate: null,
      link: `/userPost/${post.id}`,
      authorInfo: { rEntity: `202:${me.id}` },
    })
    expect(Date.parse(post.publicationDate)).not.toBeNaN()
  })

  it('keeps a denial of comments (108:0)', async () => {
    const post = await createPost(api, { cCommentStatus: CommentPermission.Deny })
    expect(post.cCommentStatus).toBe(CommentPermission.Deny)
  })

  it.each([
    ['ru', 'ru'],
    ['en', 'en'],
  ] as const)('refuses a post without title and text with the SPEC 5 messages (%s)', async (lang, locale) => {
    const res = await api(
      'POST',
      '/api/core/post',
      { title: '  ', text: undefined },
      { 'accept-language': lang },
    )
    expect(res.statusCode).toBe(400)
    const issues = error(res.body).validationErrors ?? []
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'title', message: translate(locale, REQUIRED.postTitle) },
        { field: 'text', message: translate(locale, REQUIRED.postText) },
      ]),
    )
    expect(translate('ru', REQUIRED.postTitle)).not.toBe(translate('en', REQUIRED.postTitle))
  })

  it('refuses a topic that is not a science area of catalogue 40', async () => {
    const res = await api('POST', '/api/core/post', postBody({ topics: ['40:987654'] }), {
      'accept-language': 'en',
    })
    expect(res.statusCode).toBe(400)
    expect(error(res.body).validationErrors).toEqual([
      { field: 'topics.0', message: translate('en', 'catalog.refUnknown', { ref: '40:987654' }) },
    ])
  })

  it('accepts rAuthor naming the author, and refuses one naming someone else with 403', async () => {
    expect((await api('POST', '/api/core/post', postBody({ rAuthor: `202:${me.id}` }))).statusCode).toBe(201)
    const before = (await api('POST', '/api/core/post/fetch', {})).json() as PostPage
    const res = await api('POST', '/api/core/post', postBody({ rAuthor: `202:${other.id}` }))
    expect(res.statusCode).toBe(403)
    expect(error(res.body).error.message).toBe(translate('ru', 'posts.otherAuthor'))
    const after = (await api('POST', '/api/core/post/fetch', {})).json() as PostPage
    expect(after.count).toBe(before.count)
  })

  it('lets only the configured news authors publish to the news', async () => {
    const refused = await api('POST', '/api/core/post', postBody({ feed: FeedKind.News }))
    expect(refused.statusCode).toBe(403)
    expect(error(refused.body).error.message).toBe(translate('ru', 'posts.newsNotAllowed'))
    const editor = await env.newUser({ email: EDITOR_EMAIL })
    const post = await createPost(env.as(editor), { feed: FeedKind.News })
    expect(post.feed).toBe(FeedKind.News)
  })
})

describe('editing and deleting', () => {
  it('changes the fields sent and sets editDate', async () => {
    const post = await createPost(api)
    const res = await api('PATCH', '/api/core/post', {
      id: post.id,
      title: 'New title',
      cCommentStatus: CommentPermission.Deny,
    })
    expect(res.statusCode, res.body).toBe(200)
    const edited = Post.parse(res.json())
    expect(edited).toMatchObject({
      title: 'New title',
      text: post.text,
      cCommentStatus: CommentPermission.Deny,
    })
    expect(edited.editDate).not.toBeNull()
    expect(await getPost(otherApi, post.id)).toMatchObject({ title: 'New title', editDate: edited.editDate })
  })

  it('refuses an empty title on edit', async () => {
    const post = await createPost(api)
    const res = await api('PATCH', '/api/core/post', { id: post.id, title: '' })
    expect(res.statusCode).toBe(400)
    expect(error(res.body).validationErrors).toEqual([
      { field: 'title', message: translate('ru', REQUIRED.postTitle) },
    ])
  })

  it('deletes a post: 204, then 404 for everyone, gone from the own list', async () => {
    const post = await createPost(api)
    const before = PostPage.parse((await api('POST', '/api/core/post/fetch', { pageSize: 100 })).json())
    expect((await api('DELETE', `/api/core/post/${post.id}`)).statusCode).toBe(204)
    for (const client of [api, otherApi]) {
      const res = await client('GET', `/api/core/post/${post.id}`)
      expect(res.statusCode).toBe(404)
      expect(error(res.body).error.message).toBe(translate('ru', 'posts.notFound'))
    }
    const after = PostPage.parse((await api('POST', '/api/core/post/fetch', { pageSize: 100 })).json())
    expect(after.count).toBe(before.count - 1)
    expect(after.elements.map((p) => p.id)).not.toContain(post.id)
    expect((await api('PATCH', '/api/core/post', { id: post.id, title: 'x' })).statusCode).toBe(404)
    expect((await api('DELETE', `/api/core/post/${post.id}`)).statusCode).toBe(404)
  })

  it('answers 404 for a post that never existed', async () => {
    expect((await api('GET', '/api/core/post/99999999')).statusCode).toBe(404)
  })
})

describe('paging the own posts', () => {
  let author: TestUser
  let client: Client
  let expectedDesc: number[]

  beforeAll(async () => {
    author = await env.newUser()
    client = env.as(author)
    const ids: { id: number; at: number }[] = []
    for (let i = 0; i < 35; i += 1) {
      const post = await createPost(client)
      ids.push({ id: post.id, at: Date.parse(post.publicationDate) })
    }
    // Ten posts with one and the same date: the id alone keeps them apart across pages.
    const shared = new Date(Date.now() - 60_000)
    for (let i = 0; i < 10; i += 1) {
      ids.push({ id: await insertPostRow(env.db, author.id, shared), at: shared.getTime() })
    }
    expectedDesc = ids.sort((a, b) => b.at - a.at || b.id - a.id).map((p) => p.id)
  })

  const pages = async (asc: boolean) => {
    const seen: number[] = []
    const shape: [number, boolean][] = []
    let cursor: { sinceDateTime?: string; sinceId?: number } = {}
    for (let round = 0; round < 5; round += 1) {
      const res = await client('POST', '/api/core/post/fetch', { asc, ...cursor })
      expect(res.statusCode, res.body).toBe(200)
      const page = PostPage.parse(res.json())
      expect(page.count).toBe(45)
      shape.push([page.elements.length, page.hasMore])
      seen.push(...page.elements.map((p) => p.id))
      const last = page.elements.at(-1)
      if (!page.hasMore || !last) break
      cursor = { sinceDateTime: last.publicationDate, sinceId: last.id }
    }
    return { seen, shape }
  }

  it('answers 20, 20 and 5 newest first, without duplicates or gaps', async () => {
    const { seen, shape } = await pages(false)
    expect(shape).toEqual([
      [20, true],
      [20, true],
      [5, false],
    ])
    expect(seen).toEqual(expectedDesc)
  })

  it('answers the same posts oldest first with asc', async () => {
    const { seen, shape } = await pages(true)
    expect(shape.map(([n]) => n)).toEqual([20, 20, 5])
    expect(seen).toEqual([...expectedDesc].reverse())
  })

  it('refuses a page size of 101', async () => {
    const res = await client('POST', '/api/core/post/fetch', { pageSize: 101 })
    expect(res.statusCode).toBe(400)
    expect(error(res.body).validationErrors?.[0]?.field).toBe('pageSize')
  })

  it('refuses cursors and ids out of range with 400, never 500', async () => {
    const huge = { sinceDateTime: new Date().toISOString(), sinceId: 99_999_999_999 }
    expect((await client('POST', '/api/core/post/fetch', huge)).statusCode).toBe(400)
    expect((await client('POST', '/api/core/post/fetch', { sinceDateTime: 'yesterday' })).statusCode).toBe(
      400,
    )
    expect((await client('GET', '/api/core/post/99999999999')).statusCode).toBe(400)
    expect((await client('GET', '/api/core/post/abc')).statusCode).toBe(400)
    const link = await client('POST', '/api/core/s/post/1/file_default/link', { files: ['not-a-uuid'] })
    expect(link.statusCode).toBe(400)
  })

  it('lists only the reader’s own posts', async () => {
    const page = PostPage.parse((await otherApi('POST', '/api/core/post/fetch', { pageSize: 100 })).json())
    expect(page.elements.every((p) => p.rAuthor === `202:${other.id}`)).toBe(true)
  })
})

describe('likes and views', () => {
  const react = (client: Client, id: number, body: unknown) =>
    client('PUT', `/api/core/post/${id}/react`, JSON.stringify(body), { 'content-type': 'application/json' })

  it('counts likes of two users, keeps a repeated like idempotent, and takes likes back', async () => {
    const post = await createPost(api)
    const liked = await react(otherApi, post.id, Reaction.Like)
    expect(liked.statusCode, liked.body).toBe(200)
    expect(Post.parse(liked.json())).toMatchObject({ myReaction: Reaction.Like, meta: { reaction_count: 1 } })
    expect(Post.parse((await react(otherApi, post.id, Reaction.Like)).json()).meta.reaction_count).toBe(1)
    const second = Post.parse((await react(thirdApi, post.id, Reaction.Like)).json())
    expect(second.meta.reaction_count).toBe(2)
    // The author sees the count but no reaction of their own.
    expect(await getPost(api, post.id)).toMatchObject({ myReaction: null, meta: { reaction_count: 2 } })
    const back = Post.parse((await react(otherApi, post.id, '')).json())
    expect(back).toMatchObject({ myReaction: null, meta: { reaction_count: 1 } })
    expect(Post.parse((await react(otherApi, post.id, '')).json()).meta.reaction_count).toBe(1)
    expect(Post.parse((await react(thirdApi, post.id, null)).json()).meta.reaction_count).toBe(0)
  })

  it('refuses a reaction other than like', async () => {
    const post = await createPost(api)
    expect((await react(otherApi, post.id, '91:2')).statusCode).toBe(400)
    expect((await react(otherApi, post.id, { reaction: '91:1' })).statusCode).toBe(400)
    expect(Post.parse((await otherApi('GET', `/api/core/post/${post.id}`)).json()).meta.reaction_count).toBe(
      0,
    )
  })

  it('counts a view once per reader and never the author’s', async () => {
    const post = await createPost(api)
    expect((await getPost(api, post.id)).meta.view_count).toBe(0)
    expect((await getPost(otherApi, post.id)).meta.view_count).toBe(1)
    expect((await getPost(otherApi, post.id)).meta.view_count).toBe(1)
    expect((await getPost(thirdApi, post.id)).meta.view_count).toBe(2)
    expect((await getPost(api, post.id)).meta.view_count).toBe(2)
  })
})
