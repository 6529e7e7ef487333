import {
  Post,
  postStatsRoom,
  Reaction,
  SocialEventType,
  type SocialServerEvent,
  StatsTopic,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { nextSocial, statsEvent, type TestSocket } from '../../platform/realtime/socket-test-client'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { createPost } from '../posts/posts.fixtures'
import { follow } from './feed.fixtures'

/** SPEC 3 social events of feed readers over a real socket: views and post statistics rooms. */
const env = useTestServer({ listen: true })
const { newUser, as } = env
const socketOf = (user: TestUser) => env.open(user)
const like = (client: Client, postId: number) =>
  client('PUT', `/api/core/post/${postId}/react`, JSON.stringify(Reaction.Like), {
    'content-type': 'application/json',
  })
const views = async (viewer: TestUser, postId: number) =>
  Post.parse((await as(viewer)('GET', `/api/core/post/${postId}`)).json()).meta.view_count

/** Whether the socket is in the statistics room of the post now. */
const inRoom = async (socket: TestSocket, user: TestUser, postId: number) => {
  let reached = false
  const onEvent = (event: SocialServerEvent) => {
    if (event.postId === postId) reached = true
  }
  socket.on('social', onEvent)
  env.t.app.realtime.toRoom(postStatsRoom(postId), 'social', statsEvent(postId))
  await env.caughtUp(socket, user)
  socket.off('social', onEvent)
  return reached
}

describe('post statistics rooms', () => {
  it('subscribes a reader to the posts they may read only, and unsubscribes them', async () => {
    const [reader, author, blocker] = await Promise.all([newUser(), newUser(), newUser()])
    const open = await createPost(as(author))
    const hidden = await createPost(as(blocker))
    await follow(as(blocker), reader, { blocked: true })
    const socket = await socketOf(reader)

    socket.emit('social', { type: SocialEventType.SubStats, postIds: [open.id, hidden.id, 999_999] })
    await until(() => inRoom(socket, reader, open.id))
    expect(await inRoom(socket, reader, hidden.id)).toBe(false)
    expect(await inRoom(socket, reader, 999_999)).toBe(false)

    socket.emit('social', { type: SocialEventType.UnsubStats, postIds: [open.id] })
    await until(async () => !(await inRoom(socket, reader, open.id)))
  })

  it('passes the post statistics of a like to the readers in the room', async () => {
    const [reader, author, fan] = await Promise.all([newUser(), newUser(), newUser()])
    const post = await createPost(as(author))
    const socket = await socketOf(reader)
    socket.emit('social', { type: SocialEventType.SubStats, postIds: [post.id] })
    await until(() => inRoom(socket, reader, post.id))
    const arrived = nextSocial(socket)
    expect((await like(as(fan), post.id)).statusCode).toBe(200)
    expect(await arrived).toEqual({
      topic: StatsTopic.PostStats,
      postId: post.id,
      meta: { view_count: 0, comment_count: 0, reaction_count: 1 },
    })
  })

  it('counts a view sent over the socket once', async () => {
    const [reader, author] = await Promise.all([newUser(), newUser()])
    const post = await createPost(as(author))
    const socket = await socketOf(reader)
    socket.emit('social', { type: SocialEventType.View, postId: post.id })
    socket.emit('social', { type: SocialEventType.View, postId: post.id })
    expect(
      await until(
        () => views(author, post.id),
        (n) => n > 0,
      ),
    ).toBe(1)
  })

  it("counts no view of a post the reader may not read, nor the author's own", async () => {
    const [reader, blocker, third] = await Promise.all([newUser(), newUser(), newUser()])
    const hidden = await createPost(as(blocker))
    const control = await createPost(as(third))
    await follow(as(blocker), reader, { blocked: true })
    const [readerSocket, authorSocket] = await Promise.all([socketOf(reader), socketOf(blocker)])
    readerSocket.emit('social', { type: SocialEventType.View, postId: hidden.id })
    authorSocket.emit('social', { type: SocialEventType.View, postId: hidden.id })
    // Views sent after those are counted once those have been handled.
    readerSocket.emit('social', { type: SocialEventType.View, postId: control.id })
    authorSocket.emit('social', { type: SocialEventType.View, postId: control.id })
    expect(
      await until(
        () => views(third, control.id),
        (n) => n >= 2,
      ),
    ).toBe(2)
    expect(await views(blocker, hidden.id)).toBe(0)
    expect(readerSocket.connected && authorSocket.connected).toBe(true)
  })
})
