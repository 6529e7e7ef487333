import { type FeedNewPostEvent, FeedTopic, GroupVisibility } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { recordSocial } from '../../platform/realtime/socket-test-client'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { follow } from '../feed/feed.fixtures'
import { BASE, createGroup, groupPost, join } from './groups.fixtures'

/**
 * A group's new post reaches live, over real sockets, the feeds its channel is on in (members and
 * followers) under the group's channel, and nobody else: not the author's own followers.
 */
const env = useTestServer({ listen: true })
const { newUser, as } = env

const listen = async (user: TestUser) => {
  const socket = await env.open(user)
  const seen = recordSocial(socket)
  const newPosts = (postId: number) =>
    seen.filter((e): e is FeedNewPostEvent => e.topic === FeedTopic.NewPost && e.postId === postId)
  /** Resolves once the new post has reached the socket (the test's timeout bounds the wait). */
  const arrival = (postId: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (newPosts(postId).length === 0) return
        socket.off('social', check)
        resolve()
      }
      socket.on('social', check)
      check()
    })
  return { user, socket, newPosts, arrival }
}

describe("a group's new post in the live feed", () => {
  it("reaches its members and followers under the group's channel, not the author's followers", async () => {
    const [author, member, groupFan, authorFan] = await Promise.all([
      newUser(),
      newUser(),
      newUser(),
      newUser(),
    ])
    await follow(as(authorFan), author)
    const group = await createGroup(as(author))
    await join(as(member), group.id)
    await as(groupFan)('PUT', `${BASE}/${group.id}/follow`)
    const live = await Promise.all([member, groupFan, authorFan].map(listen))

    const post = await groupPost(as(author), group.id)
    const [memberLive, fanLive, authorFanLive] = live
    // The delivery runs after the answer: the members' copies arriving show it has run.
    await Promise.all([memberLive?.arrival(post.id), fanLive?.arrival(post.id)])
    for (const listener of live) await env.caughtUp(listener.socket, listener.user)
    expect(memberLive?.newPosts(post.id).map((e) => e.item.source)).toEqual([`401:${group.id}`])
    expect(fanLive?.newPosts(post.id).map((e) => e.item.source)).toEqual([`401:${group.id}`])
    expect(authorFanLive?.newPosts(post.id)).toEqual([])
  })

  it("keeps a hidden group's new post from everyone but its members", async () => {
    const [author, authorFan] = await Promise.all([newUser(), newUser()])
    await follow(as(authorFan), author)
    const group = await createGroup(as(author), { visibility: GroupVisibility.Hidden })
    const [fanLive, authorLive] = await Promise.all([listen(authorFan), listen(author)])
    const post = await groupPost(as(author), group.id)
    await authorLive.arrival(post.id)
    await env.caughtUp(fanLive.socket, fanLive.user)
    expect(fanLive.newPosts(post.id)).toEqual([])
  })
})
