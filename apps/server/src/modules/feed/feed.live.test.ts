import { type FeedNewPostEvent, FeedTopic, NEWS_CHANNEL, userChannel } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { recordSocial, type TestSocket } from '../../platform/realtime/socket-test-client'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { createPost, TOPIC } from '../posts/posts.fixtures'
import { feedIds, follow, switchChannels } from './feed.fixtures'

/**
 * The feed list is live: a new post reaches, over real sockets, the readers whose feed would list
 * it (followers, news readers, area readers) under the channel their feed names, and nobody else:
 * not a stranger, not a user blocked either way.
 */
const NEWS_AUTHOR = 'news.live@example.org'
const env = useTestServer({ env: { NEWS_AUTHOR_EMAILS: NEWS_AUTHOR }, listen: true })
const { as } = env
const newUser = (email?: string) => env.newUser({ email })

/** A user's socket and the new posts it has received, in order. */
type Listener = { user: TestUser; newPosts: () => FeedNewPostEvent[]; socket: TestSocket }
const listen = async (user: TestUser): Promise<Listener> => {
  const socket = await env.open(user)
  const seen = recordSocial(socket)
  const newPosts = () => seen.filter((e): e is FeedNewPostEvent => e.topic === FeedTopic.NewPost)
  return { user, socket, newPosts }
}

/** The new post events of `postId` that have reached the listener. */
const got = (listener: Listener, postId: number) => listener.newPosts().filter((e) => e.postId === postId)

/** The new post event of `postId` once it has reached the listener (the test's timeout bounds the wait). */
const arrival = (listener: Listener, postId: number): Promise<FeedNewPostEvent> =>
  new Promise((resolve) => {
    const check = () => {
      const [event] = got(listener, postId)
      if (!event) return
      listener.socket.off('social', check)
      resolve(event)
    }
    listener.socket.on('social', check)
    check()
  })

/** Everything sent to the listener before now has arrived: it shows what else a delivery reached. */
const settle = ({ socket, user }: Listener) => env.caughtUp(socket, user)

describe('a new post in the live feed', () => {
  it('reaches the author and their followers as their feed lists it, and not a stranger', async () => {
    const [author, fan, stranger] = await Promise.all([newUser(), newUser(), newUser()])
    await follow(as(fan), author)
    const [authorLive, fanLive, strangerLive] = await Promise.all([
      listen(author),
      listen(fan),
      listen(stranger),
    ])

    const post = await createPost(as(author), { title: 'Live post' })
    const event = await arrival(fanLive, post.id)
    expect(event.item).toEqual({
      id: `post:${post.id}`,
      source: userChannel(author.id),
      pubDate: post.publicationDate,
      body: post,
    })
    // The follower's feed lists the same post as the event carried.
    expect(await feedIds(as(fan), fan)).toContain(post.id)
    await arrival(authorLive, post.id)
    await settle(strangerLive)
    expect(got(strangerLive, post.id)).toEqual([])
  })

  it('does not reach a follower the author blocked, nor one who switched the author’s channel off', async () => {
    const [author, blockedFan, mutingFan, fan] = await Promise.all([
      newUser(),
      newUser(),
      newUser(),
      newUser(),
    ])
    await Promise.all([
      follow(as(blockedFan), author),
      follow(as(mutingFan), author),
      follow(as(fan), author),
    ])
    await follow(as(author), blockedFan, { blocked: true })
    await switchChannels(as(mutingFan), mutingFan, [{ source: userChannel(author.id), subscribed: false }])
    const [blockedLive, mutingLive, fanLive] = await Promise.all([
      listen(blockedFan),
      listen(mutingFan),
      listen(fan),
    ])

    const post = await createPost(as(author))
    await arrival(fanLive, post.id)
    await Promise.all([settle(blockedLive), settle(mutingLive)])
    expect(got(blockedLive, post.id)).toEqual([])
    expect(got(mutingLive, post.id)).toEqual([])
    expect(await feedIds(as(blockedFan), blockedFan)).not.toContain(post.id)
    expect(await feedIds(as(mutingFan), mutingFan)).not.toContain(post.id)
  })

  it('brings a news post to every reader under the news, but not to one who blocked its author or switched the news off', async () => {
    const [editor, reader, blocker, newsOff] = await Promise.all([
      newUser(NEWS_AUTHOR),
      newUser(),
      newUser(),
      newUser(),
    ])
    await follow(as(blocker), editor, { blocked: true })
    await switchChannels(as(newsOff), newsOff, [{ source: NEWS_CHANNEL, subscribed: false }])
    const [readerLive, blockerLive, newsOffLive] = await Promise.all([
      listen(reader),
      listen(blocker),
      listen(newsOff),
    ])

    const post = await createPost(as(editor), { feed: 'news' })
    expect((await arrival(readerLive, post.id)).item.source).toBe(NEWS_CHANNEL)
    await Promise.all([settle(blockerLive), settle(newsOffLive)])
    expect(got(blockerLive, post.id)).toEqual([])
    expect(got(newsOffLive, post.id)).toEqual([])
  })

  it('brings a post to the readers of its science area under that area', async () => {
    const [author, areaReader, other] = await Promise.all([newUser(), newUser(), newUser()])
    await switchChannels(as(areaReader), areaReader, [{ source: TOPIC, subscribed: true }])
    const [areaLive, otherLive] = await Promise.all([listen(areaReader), listen(other)])

    const post = await createPost(as(author), { topics: [TOPIC] })
    expect((await arrival(areaLive, post.id)).item.source).toBe(TOPIC)
    expect(await feedIds(as(areaReader), areaReader)).toContain(post.id)
    await settle(otherLive)
    expect(got(otherLive, post.id)).toEqual([])
  })
})
