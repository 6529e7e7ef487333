import {
  type CommentNotification,
  type NotificationEvent,
  NotificationKind,
  Reaction,
  SocialEventType,
  type SocialServerEvent,
  StatsTopic,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { recordSocial } from '../../platform/realtime/socket-test-client'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { addComment, reactTo } from '../posts/comments.fixtures'
import { createPost } from '../posts/posts.fixtures'
import { holds, person as makePerson, type Person } from './notifications.fixtures'

const env = useTestServer({ listen: true })

const isComment = (event: NotificationEvent): event is CommentNotification =>
  event.kind !== NotificationKind.NewFollower
/** A user whose inbox keeps the comment notifications. */
const person = (firstName: string) => makePerson(env, firstName, isComment)
const received = (who: Person<CommentNotification>, n: number) => holds(who.inbox, n)

const commentStatus = (who: Person, postId: number, value: boolean) =>
  who.api('PUT', `/api/core/notification/r_object/302:${postId}/comment_status`, { value })

describe('ntf on new comments', () => {
  it("tells the post's author, over their socket, who commented on which post", async () => {
    const [alice, bob] = await Promise.all([person('Alice'), person('Bob')])
    const post = await createPost(alice.api, { title: 'Neutron stars' })
    const comment = await addComment(bob.api, post.id, undefined, `Great read! ${'x'.repeat(300)}`)
    const [ntf] = await received(alice, 1)
    expect(ntf).toEqual({
      kind: NotificationKind.PostComment,
      postId: post.id,
      postTitle: 'Neutron stars',
      commentId: comment.id,
      rAuthor: `202:${bob.user.id}`,
      authorName: 'Bob Test',
      authorNameEn: null,
      excerpt: expect.stringMatching(/^Great read! x+…$/),
      date: comment.publicationDate,
    })
    expect(Array.from(ntf?.excerpt ?? '')).toHaveLength(200)
  })

  it('tells the author answered of a reply, and nobody of their own comments', async () => {
    const [alice, bob, carol] = await Promise.all([person('Alice'), person('Bob'), person('Carol')])
    const post = await createPost(alice.api)
    const own = await addComment(alice.api, post.id)
    const bobs = await addComment(bob.api, post.id, own.id)
    const carols = await addComment(carol.api, post.id, bobs.id)
    // Alice: Bob's reply (to her comment, on her post: told once) and Carol's comment on her post.
    expect((await received(alice, 2)).map((n) => [n.kind, n.commentId])).toEqual([
      [NotificationKind.PostComment, bobs.id],
      [NotificationKind.PostComment, carols.id],
    ])
    // Bob: Carol's reply only; his own comment told him nothing.
    expect((await received(bob, 1)).map((n) => [n.kind, n.commentId, n.rAuthor])).toEqual([
      [NotificationKind.CommentReply, carols.id, `202:${carol.user.id}`],
    ])
    // A marker comment proves nothing else was on its way to Carol.
    const marker = await addComment(bob.api, post.id, carols.id)
    expect((await received(carol, 1)).map((n) => n.commentId)).toEqual([marker.id])
  })

  it('stays silent for a reader who switched the post off, and speaks again once on', async () => {
    const [alice, bob, carol] = await Promise.all([person('Alice'), person('Bob'), person('Carol')])
    const post = await createPost(alice.api)
    const bobs = await addComment(bob.api, post.id)
    await received(alice, 1)
    expect((await commentStatus(alice, post.id, false)).statusCode).toBe(200)
    expect((await commentStatus(bob, post.id, false)).statusCode).toBe(200)
    await addComment(carol.api, post.id)
    await addComment(carol.api, post.id, bobs.id)
    expect((await commentStatus(alice, post.id, true)).statusCode).toBe(200)
    expect((await commentStatus(bob, post.id, true)).statusCode).toBe(200)
    const heard = await addComment(carol.api, post.id, bobs.id)
    expect((await received(alice, 2)).map((n) => n.commentId)).toEqual([bobs.id, heard.id])
    expect((await received(bob, 1)).map((n) => n.commentId)).toEqual([heard.id])
  })

  it('switching one post off leaves the notifications of other posts on', async () => {
    const [alice, bob] = await Promise.all([person('Alice'), person('Bob')])
    const [quiet, loud] = await Promise.all([createPost(alice.api), createPost(alice.api)])
    await commentStatus(alice, quiet.id, false)
    await addComment(bob.api, quiet.id)
    const heard = await addComment(bob.api, loud.id)
    expect((await received(alice, 1)).map((n) => n.postId)).toEqual([loud.id])
    expect(alice.inbox[0]?.commentId).toBe(heard.id)
  })

  it('never tells a user who blocked the commenter, or whom the commenter blocked', async () => {
    const [alice, bob, carol] = await Promise.all([person('Alice'), person('Bob'), person('Carol')])
    const post = await createPost(alice.api)
    const bobs = await addComment(bob.api, post.id)
    const block = (from: Person, whom: Person, blocked: boolean) =>
      from.api('PATCH', '/api/core/user_subscription', [{ rEntity: `202:${whom.user.id}`, blocked }])
    expect((await block(bob, carol, true)).statusCode).toBe(200)
    const first = await addComment(carol.api, post.id, bobs.id)
    await block(bob, carol, false)
    expect((await block(carol, bob, true)).statusCode).toBe(200)
    const second = await addComment(carol.api, post.id, bobs.id)
    await block(carol, bob, false)
    const heard = await addComment(carol.api, post.id, bobs.id)
    // Alice, the post's author, heard of all three; Bob only of the last.
    expect((await received(alice, 4)).map((n) => n.commentId)).toEqual([
      bobs.id,
      first.id,
      second.id,
      heard.id,
    ])
    expect((await received(bob, 1)).map((n) => n.commentId)).toEqual([heard.id])
  })
})

describe('readers who lost the post', () => {
  it("does not tell the author answered once the post's author has blocked them", async () => {
    const [alice, bob, carol] = await Promise.all([person('Alice'), person('Bob'), person('Carol')])
    const post = await createPost(alice.api)
    const bobs = await addComment(bob.api, post.id)
    await alice.api('PATCH', '/api/core/user_subscription', [
      { rEntity: `202:${bob.user.id}`, blocked: true },
    ])
    const hidden = await addComment(carol.api, post.id, bobs.id)
    await alice.api('PATCH', '/api/core/user_subscription', [
      { rEntity: `202:${bob.user.id}`, blocked: false },
    ])
    const heard = await addComment(carol.api, post.id, bobs.id)
    expect((await received(alice, 3)).map((n) => n.commentId)).toEqual([bobs.id, hidden.id, heard.id])
    expect((await received(bob, 1)).map((n) => n.commentId)).toEqual([heard.id])
  })
})

describe('post statistics in real time', () => {
  /** `seen` once it holds `n` events. */
  const holding = (seen: SocialServerEvent[], n: number) => until(() => seen.length >= n).then(() => seen)

  it('sends postStats and the parent’s commentStats to readers of the post when comments come and go', async () => {
    const [alice, bob] = await Promise.all([person('Alice'), person('Bob')])
    const post = await createPost(alice.api)
    const root = await addComment(alice.api, post.id)
    const seen = recordSocial(bob.socket)
    bob.socket.emit('social', { type: SocialEventType.SubStats, postIds: [post.id] })
    // Joining the room is asynchronous (the server checks the post first): probe with a like, taken
    // back and set again, until its commentStats arrives.
    let liked = false
    await until(async () => {
      liked = !liked
      await reactTo(alice.api, root.id, liked ? Reaction.Like : '')
      await env.caughtUp(bob.socket, bob.user)
      return seen.some((event) => event.postId === post.id)
    })
    if (liked) await reactTo(alice.api, root.id, '')
    // The probe's last statistics (and the markers) have arrived: what comes next is the test's.
    await env.caughtUp(bob.socket, bob.user)
    seen.length = 0

    const reply = await addComment(alice.api, post.id, root.id)
    expect(await holding(seen, 2)).toEqual([
      { topic: StatsTopic.PostStats, postId: post.id, meta: expect.objectContaining({ comment_count: 2 }) },
      {
        topic: StatsTopic.CommentStats,
        postId: post.id,
        commentId: root.id,
        reaction_count: 0,
        childCount: 1,
      },
    ])
    expect((await alice.api('DELETE', `/api/core/post/comment/${reply.id}`)).statusCode).toBe(204)
    expect((await holding(seen, 4)).slice(2)).toEqual([
      { topic: StatsTopic.PostStats, postId: post.id, meta: expect.objectContaining({ comment_count: 1 }) },
      {
        topic: StatsTopic.CommentStats,
        postId: post.id,
        commentId: root.id,
        reaction_count: 0,
        childCount: 0,
      },
    ])
    await reactTo(bob.api, root.id, Reaction.Like)
    expect((await holding(seen, 5))[4]).toEqual({
      topic: StatsTopic.CommentStats,
      postId: post.id,
      commentId: root.id,
      reaction_count: 1,
      childCount: 0,
    })
  })
})
