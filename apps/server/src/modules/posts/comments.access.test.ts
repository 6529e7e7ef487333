import { AuthErrorCode, Comment, ErrorBody, Reaction } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client, Method } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { addComment, deleteComment, fetchComments, getPost, reactTo } from './comments.fixtures'
import { createPost } from './posts.fixtures'

const env = useTestServer()
let author: TestUser
let reader: TestUser
let stranger: TestUser
let authorApi: Client
let readerApi: Client
let strangerApi: Client
let visitor: Client

beforeAll(async () => {
  ;[author, reader, stranger] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
  authorApi = env.as(author)
  readerApi = env.as(reader)
  strangerApi = env.as(stranger)
  visitor = env.as()
})

const error = (body: string) => ErrorBody.parse(JSON.parse(body)).error
const commentStatus = (client: Client, uref: string, value: unknown) =>
  client('PUT', `/api/core/notification/r_object/${uref}/comment_status`, { value })

describe('visitors', () => {
  it('are refused (401, code 1100) on every comment route, and nothing changes', async () => {
    const post = await createPost(authorApi)
    const target = await addComment(readerApi, post.id)
    const routes: [Method, string, unknown][] = [
      ['POST', '/api/core/post/comment', { rPost: post.uref, text: 'x' }],
      ['DELETE', `/api/core/post/comment/${target.id}`, undefined],
      ['PUT', `/api/core/post/comment/${target.id}/react`, Reaction.Like],
      ['PUT', `/api/core/notification/r_object/${post.uref}/comment_status`, { value: false }],
      ['POST', '/api/core/post/comment/fetch', { postId: post.id }],
    ]
    for (const [method, url, body] of routes) {
      const res = await visitor(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(error(res.body).code).toBe(AuthErrorCode.NotAuthorized)
    }
    const page = await fetchComments(authorApi, { postId: post.id })
    expect(page.elements).toEqual([expect.objectContaining({ id: target.id, meta: { reaction_count: 0 } })])
    expect((await getPost(authorApi, post.id)).meta.comment_count).toBe(1)
  })
})

describe('other users', () => {
  it("cannot delete someone else's comment on someone else's post (403), and nothing changes", async () => {
    const post = await createPost(authorApi)
    const target = await addComment(readerApi, post.id)
    const res = await deleteComment(strangerApi, target.id)
    expect(res.statusCode).toBe(403)
    expect(error(res.body).message).toBe(translate('ru', 'posts.comments.notOwner'))
    expect((await fetchComments(readerApi, { postId: post.id })).elements.map((c) => c.text)).toEqual([
      target.text,
    ])
  })

  it('may like and answer comments of others, and switch their own notifications of any readable post', async () => {
    const post = await createPost(authorApi)
    const target = await addComment(readerApi, post.id)
    expect((await reactTo(strangerApi, target.id, Reaction.Like)).statusCode).toBe(200)
    expect(
      (await strangerApi('POST', '/api/core/post/comment', { rPost: post.uref, text: 'x', up: target.id }))
        .statusCode,
    ).toBe(201)
    expect((await commentStatus(strangerApi, post.uref, false)).json()).toBe(false)
  })
})

describe('comment notification switch', () => {
  it('answers the value and shows it as the reader’s commentNtfStatus of the post (default on)', async () => {
    const post = await createPost(authorApi)
    expect((await getPost(authorApi, post.id)).commentNtfStatus).toBe(true)
    const off = await commentStatus(authorApi, post.uref, false)
    expect(off.statusCode).toBe(200)
    expect(off.json()).toBe(false)
    expect((await getPost(authorApi, post.id)).commentNtfStatus).toBe(false)
    // Another reader's switch is theirs alone.
    expect((await getPost(readerApi, post.id)).commentNtfStatus).toBe(true)
    expect((await commentStatus(authorApi, post.uref, true)).json()).toBe(true)
    expect((await getPost(authorApi, post.id)).commentNtfStatus).toBe(true)
  })

  it('accepts posts only (400), a boolean only (400), and readable posts only (404)', async () => {
    const post = await createPost(authorApi)
    for (const uref of [`202:${author.id}`, 'post-1', '302:abc']) {
      const res = await commentStatus(authorApi, uref, false)
      expect(res.statusCode, uref).toBe(400)
    }
    const wrong = await commentStatus(authorApi, `202:${author.id}`, false)
    expect(error(wrong.body).message).toBe(translate('ru', 'notifications.objectInvalid'))
    expect((await commentStatus(authorApi, post.uref, 'no')).statusCode).toBe(400)
    expect((await commentStatus(authorApi, '302:999999', false)).statusCode).toBe(404)
  })
})

describe('blocked readers', () => {
  it('get 404 on every comment route of a post whose author blocked them, or whom they blocked', async () => {
    const post = await createPost(authorApi)
    const own = await addComment(readerApi, post.id)
    const others = await addComment(strangerApi, post.id)
    const block = (from: Client, whom: TestUser, blocked: boolean) =>
      from('PATCH', '/api/core/user_subscription', [{ rEntity: `202:${whom.id}`, blocked }])

    for (const [blocker, whom] of [
      [authorApi, reader],
      [readerApi, author],
    ] as const) {
      expect((await block(blocker, whom, true)).statusCode).toBe(200)
      const refused = [
        await readerApi('POST', '/api/core/post/comment/fetch', { postId: post.id }),
        await readerApi('POST', '/api/core/post/comment', { rPost: post.uref, text: 'x' }),
        await readerApi('POST', '/api/core/post/comment', { rPost: post.uref, text: 'x', up: others.id }),
        await reactTo(readerApi, others.id, Reaction.Like),
        await deleteComment(readerApi, own.id),
        await commentStatus(readerApi, post.uref, false),
      ]
      expect(refused.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404, 404])
      expect(error(refused[0]?.body ?? '').message).toBe(translate('ru', 'posts.notFound'))
      expect((await block(blocker, whom, false)).statusCode).toBe(200)
    }
    const page = await fetchComments(readerApi, { postId: post.id })
    expect(page.elements.map((c) => [c.id, c.meta.reaction_count])).toEqual([
      [own.id, 0],
      [others.id, 0],
    ])
    expect(Comment.array().parse(page.elements)).toHaveLength(2)
  })
})

describe('ids out of range', () => {
  it('are refused as input (400) or name nothing (404), never a server error', async () => {
    const post = await createPost(authorApi)
    const huge = 99_999_999_999
    const answers = [
      await readerApi('POST', '/api/core/post/comment', { rPost: post.uref, text: 'x', up: huge }),
      await readerApi('POST', '/api/core/post/comment/fetch', { postId: post.id, up: huge }),
      await readerApi('POST', '/api/core/post/comment/fetch', { postId: huge }),
      await deleteComment(readerApi, huge),
      await reactTo(readerApi, huge, Reaction.Like),
      await readerApi('POST', '/api/core/post/comment', { rPost: `302:${huge}`, text: 'x' }),
      await commentStatus(readerApi, `302:${huge}`, true),
    ]
    // An id beyond PostgreSQL integers is malformed input, also inside a reference.
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400])
  })
})
