import { Comment, CommentMessage, CommentPermission, ErrorBody, PostStatus, Reaction } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import {
  addComment,
  deleteComment,
  fetchComments,
  getPost,
  reactTo,
  storedCounters,
} from './comments.fixtures'
import { createPost } from './posts.fixtures'

const env = useTestServer()
let author: TestUser
let reader: TestUser
let third: TestUser
let authorApi: Client
let readerApi: Client
let thirdApi: Client

beforeAll(async () => {
  ;[author, reader, third] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
  authorApi = env.as(author)
  readerApi = env.as(reader)
  thirdApi = env.as(third)
  await readerApi('POST', '/api/core/user_profile/info', { firstName: 'Lise', lastName: 'Meitner' })
})

const error = (body: string) => ErrorBody.parse(JSON.parse(body)).error
const comment = (client: Client, body: object, headers: Record<string, string> = {}) =>
  client('POST', '/api/core/post/comment', body, headers)

describe('writing comments', () => {
  it('answers 201 with the comment, counts it on the post and shows it first-level', async () => {
    const post = await createPost(authorApi)
    const res = await comment(readerApi, {
      rPost: post.uref,
      text: '  Nice result  ',
      rAuthor: `202:${reader.id}`,
    })
    expect(res.statusCode).toBe(201)
    const created = Comment.parse(res.json())
    expect(created).toMatchObject({
      rPost: `302:${post.id}`,
      rAuthor: `202:${reader.id}`,
      up: null,
      text: 'Nice result',
      cStatus: PostStatus.Active,
      meta: { reaction_count: 0 },
      myReaction: null,
      authorInfo: { rEntity: `202:${reader.id}`, fullName: 'Lise Meitner' },
      replyTo: null,
      childCount: 0,
      lastChild: null,
    })
    expect((await getPost(authorApi, post.id)).meta.comment_count).toBe(1)
    const page = await fetchComments(authorApi, { postId: post.id })
    expect(page).toMatchObject({ count: 1, hasMore: false })
    expect(page.elements.map((c) => c.id)).toEqual([created.id])
  })

  it('sets the parent, the first-level ancestor and the counters of a reply in the same write', async () => {
    const post = await createPost(authorApi)
    const root = await addComment(readerApi, post.id)
    const child = await addComment(authorApi, post.id, root.id)
    const grandchild = await addComment(thirdApi, post.id, child.id, 'Deep answer')
    expect(child).toMatchObject({
      up: root.id,
      replyTo: { rEntity: `202:${reader.id}`, fullName: 'Lise Meitner' },
    })
    expect(grandchild).toMatchObject({ up: child.id, replyTo: { rEntity: `202:${author.id}` } })
    const counters = await storedCounters(env.db, [root.id, child.id, grandchild.id])
    expect(counters.get(root.id)).toEqual({ childCount: 1, descendantCount: 2 })
    expect(counters.get(child.id)).toEqual({ childCount: 1, descendantCount: 0 })
    expect(counters.get(grandchild.id)).toEqual({ childCount: 0, descendantCount: 0 })
    expect((await getPost(authorApi, post.id)).meta.comment_count).toBe(3)
    const [listedRoot] = (await fetchComments(readerApi, { postId: post.id })).elements
    expect(listedRoot).toMatchObject({ id: root.id, childCount: 1, lastChild: { id: child.id } })
  })

  it('refuses an empty text with the required message, in the language of the request', async () => {
    const post = await createPost(authorApi)
    for (const lang of ['ru', 'en'] as const) {
      const res = await comment(readerApi, { rPost: post.uref, text: '   ' }, { 'accept-language': lang })
      expect(res.statusCode).toBe(400)
      const body = ErrorBody.parse(res.json())
      expect(body.validationErrors).toContainEqual({
        field: 'text',
        message: translate(lang, CommentMessage.textRequired),
      })
    }
    expect((await getPost(authorApi, post.id)).meta.comment_count).toBe(0)
  })

  it('refuses a malformed post reference (400) and an unknown post (404)', async () => {
    expect((await comment(readerApi, { rPost: '202:1', text: 'x' })).statusCode).toBe(400)
    const res = await comment(readerApi, { rPost: '302:999999', text: 'x' })
    expect(res.statusCode).toBe(404)
    expect(error(res.body).message).toBe(translate('ru', 'posts.notFound'))
  })

  it("refuses to comment in another user's name", async () => {
    const post = await createPost(authorApi)
    const res = await comment(readerApi, { rPost: post.uref, text: 'x', rAuthor: `202:${third.id}` })
    expect(res.statusCode).toBe(403)
    expect(error(res.body).message).toBe(translate('ru', 'posts.comments.notAuthor'))
  })

  it('refuses a reply to a comment of another post, to a deleted one or to none (400)', async () => {
    const [post, otherPost] = await Promise.all([createPost(authorApi), createPost(authorApi)])
    const elsewhere = await addComment(readerApi, otherPost.id)
    const deleted = await addComment(readerApi, post.id)
    expect((await deleteComment(readerApi, deleted.id)).statusCode).toBe(204)
    for (const up of [elsewhere.id, deleted.id, 999_999]) {
      const res = await comment(readerApi, { rPost: post.uref, text: 'x', up }, { 'accept-language': 'en' })
      expect(res.statusCode).toBe(400)
      expect(error(res.body).message).toBe(translate('en', 'posts.comments.parentInvalid'))
    }
    expect((await getPost(authorApi, post.id)).meta.comment_count).toBe(0)
  })

  it('refuses comments on a deleted post (404)', async () => {
    const post = await createPost(authorApi)
    expect((await authorApi('DELETE', `/api/core/post/${post.id}`)).statusCode).toBeLessThan(300)
    expect((await comment(readerApi, { rPost: post.uref, text: 'x' })).statusCode).toBe(404)
  })
})

describe('comments denied by the author', () => {
  it("refuses another user's comment with the SPEC 6 message in ru and en; the author still comments", async () => {
    const post = await createPost(authorApi)
    const patched = await authorApi('PATCH', '/api/core/post', {
      id: post.id,
      cCommentStatus: CommentPermission.Deny,
    })
    expect(patched.statusCode).toBe(200)
    const ru = await comment(readerApi, { rPost: post.uref, text: 'x' }, { 'accept-language': 'ru' })
    expect(ru.statusCode).toBe(403)
    expect(error(ru.body).message).toBe('Автор ограничил круг лиц, которые могут комментировать')
    const en = await comment(readerApi, { rPost: post.uref, text: 'x' }, { 'accept-language': 'en' })
    expect(en.statusCode).toBe(403)
    expect(error(en.body).message).toBe('The author has limited who can comment')
    const own = await comment(authorApi, { rPost: post.uref, text: 'Only me here' })
    expect(own.statusCode).toBe(201)
    // Replies are comments too.
    const reply = await comment(readerApi, { rPost: post.uref, text: 'x', up: Comment.parse(own.json()).id })
    expect(reply.statusCode).toBe(403)
    expect((await getPost(authorApi, post.id)).meta.comment_count).toBe(1)

    await authorApi('PATCH', '/api/core/post', { id: post.id, cCommentStatus: CommentPermission.Allow })
    expect((await comment(readerApi, { rPost: post.uref, text: 'Open again' })).statusCode).toBe(201)
  })
})

describe('likes', () => {
  it('sets a like idempotently, takes it back with "" or null, and counts likes of several users', async () => {
    const post = await createPost(authorApi)
    const target = await addComment(authorApi, post.id)
    const liked = await reactTo(readerApi, target.id, Reaction.Like)
    expect(liked.statusCode).toBe(200)
    expect(Comment.parse(liked.json())).toMatchObject({
      myReaction: Reaction.Like,
      meta: { reaction_count: 1 },
    })
    const again = Comment.parse((await reactTo(readerApi, target.id, Reaction.Like)).json())
    expect(again).toMatchObject({ myReaction: Reaction.Like, meta: { reaction_count: 1 } })
    const byThird = Comment.parse((await reactTo(thirdApi, target.id, Reaction.Like)).json())
    expect(byThird.meta.reaction_count).toBe(2)
    const [seenByAuthor] = (await fetchComments(authorApi, { postId: post.id })).elements
    expect(seenByAuthor).toMatchObject({ myReaction: null, meta: { reaction_count: 2 } })

    const taken = Comment.parse((await reactTo(readerApi, target.id, '')).json())
    expect(taken).toMatchObject({ myReaction: null, meta: { reaction_count: 1 } })
    const takenAgain = Comment.parse((await reactTo(readerApi, target.id, null)).json())
    expect(takenAgain).toMatchObject({ myReaction: null, meta: { reaction_count: 1 } })
    const byThirdBack = Comment.parse((await reactTo(thirdApi, target.id, null)).json())
    expect(byThirdBack.meta.reaction_count).toBe(0)
  })

  it('refuses other reactions (400), and likes of deleted or unknown comments (404)', async () => {
    const post = await createPost(authorApi)
    const target = await addComment(authorApi, post.id)
    expect((await reactTo(readerApi, target.id, '91:2')).statusCode).toBe(400)
    expect((await reactTo(readerApi, 999_999, Reaction.Like)).statusCode).toBe(404)
    await deleteComment(authorApi, target.id)
    expect((await reactTo(readerApi, target.id, Reaction.Like)).statusCode).toBe(404)
  })
})

describe('deleting comments', () => {
  it("lets the comment's author and the post's author delete, keeping the counters right", async () => {
    const post = await createPost(authorApi)
    const [first, second] = [await addComment(readerApi, post.id), await addComment(readerApi, post.id)]
    expect((await deleteComment(thirdApi, first.id)).statusCode).toBe(403)
    expect(error((await deleteComment(thirdApi, first.id)).body).message).toBe(
      translate('ru', 'posts.comments.notOwner'),
    )
    expect((await deleteComment(readerApi, first.id)).statusCode).toBe(204)
    expect((await deleteComment(authorApi, second.id)).statusCode).toBe(204)
    expect((await deleteComment(authorApi, second.id)).statusCode).toBe(404)
    expect((await getPost(authorApi, post.id)).meta.comment_count).toBe(0)
    expect(await fetchComments(readerApi, { postId: post.id })).toEqual({
      count: 0,
      elements: [],
      hasMore: false,
    })
  })

  it('keeps a deleted comment with replies as an empty placeholder, and drops it with its last reply', async () => {
    const post = await createPost(authorApi)
    const root = await addComment(readerApi, post.id)
    const middle = await addComment(thirdApi, post.id, root.id)
    const leaf = await addComment(readerApi, post.id, middle.id)

    expect((await deleteComment(thirdApi, middle.id)).statusCode).toBe(204)
    expect((await getPost(authorApi, post.id)).meta.comment_count).toBe(2)
    const replies = await fetchComments(readerApi, { postId: post.id, up: root.id })
    expect(replies.count).toBe(1)
    expect(replies.elements[0]).toMatchObject({
      id: middle.id,
      text: '',
      cStatus: PostStatus.Inactive,
      childCount: 1,
      lastChild: { id: leaf.id },
    })
    const linear = await fetchComments(readerApi, { postId: post.id, view: 'linear' })
    expect(linear.elements.map((c) => [c.id, c.cStatus])).toEqual([
      [root.id, PostStatus.Active],
      [middle.id, PostStatus.Inactive],
      [leaf.id, PostStatus.Active],
    ])
    // Deleted comments take no replies.
    const refused = await comment(readerApi, { rPost: post.uref, text: 'x', up: middle.id })
    expect(refused.statusCode).toBe(400)

    // The last reply goes: the placeholder above it goes too, and the root is left without replies.
    expect((await deleteComment(readerApi, leaf.id)).statusCode).toBe(204)
    const counters = await storedCounters(env.db, [root.id])
    expect(counters.get(root.id)).toEqual({ childCount: 0, descendantCount: 0 })
    expect(
      (await fetchComments(readerApi, { postId: post.id, view: 'linear' })).elements.map((c) => c.id),
    ).toEqual([root.id])
    expect((await fetchComments(readerApi, { postId: post.id })).elements[0]).toMatchObject({
      childCount: 0,
      lastChild: null,
    })
    expect((await getPost(authorApi, post.id)).meta.comment_count).toBe(1)
  })

  it('keeps a deleted first-level comment while its thread lives, counting the thread in second level', async () => {
    const post = await createPost(authorApi)
    const root = await addComment(readerApi, post.id)
    const a = await addComment(thirdApi, post.id, root.id)
    await addComment(thirdApi, post.id, a.id)
    expect((await deleteComment(authorApi, root.id)).statusCode).toBe(204)
    const second = await fetchComments(readerApi, { postId: post.id, view: 'second_level' })
    expect(second).toMatchObject({ count: 1 })
    expect(second.elements[0]).toMatchObject({ id: root.id, text: '', childCount: 2 })
    expect((await getPost(authorApi, post.id)).meta.comment_count).toBe(2)
  })
})
