import {
  ChannelSubscriptionList,
  FeedPage,
  GroupJoinPolicy,
  GroupVisibility,
  Post,
  PostPage,
  SearchPage,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { feedIds, feedPage, follow, switchChannels } from '../feed/feed.fixtures'
import { addComment } from '../posts/comments.fixtures'
import { BASE, createGroup, groupPost, join } from './groups.fixtures'

const env = useTestServer()
const { newUser, as } = env

const wall = async (viewer: TestUser, author: TestUser) => {
  const res = await as(viewer)('POST', `/api/core/feed/items/by_owner/user:${author.id}?pageSize=100`)
  expect(res.statusCode, res.body).toBe(200)
  return FeedPage.parse(res.json()).elements.map((item) => item.body.id)
}
const channels = async (reader: TestUser) => {
  const res = await as(reader)('GET', `/api/core/user_messages/channels/subscriptions/${reader.id}`)
  expect(res.statusCode, res.body).toBe(200)
  return ChannelSubscriptionList.parse(res.json())
}
const searchPosts = async (reader: TestUser, words: string) => {
  const res = await as(reader)(
    'GET',
    `/api/search2/search/v2/all/paged?kind=posts&message=${encodeURIComponent(words)}`,
  )
  expect(res.statusCode, res.body).toBe(200)
  return SearchPage.parse(res.json()).elements.map((hit) => hit.id)
}

describe('posting in a group', () => {
  it("done when: a group by request, a request approved, a member's post in the other member's feed", async () => {
    const [owner, member] = await Promise.all([newUser(), newUser()])
    const group = await createGroup(as(owner), { joinPolicy: GroupJoinPolicy.Request })
    expect((await join(as(member), group.id)).status).toBe(2)
    const approved = await as(owner)('PATCH', `${BASE}/${group.id}/members/${member.id}`, { status: 1 })
    expect(approved.statusCode, approved.body).toBe(200)

    const post = await groupPost(as(member), group.id, { title: 'Beam time on Friday' })
    expect(post.group).toEqual({
      id: group.id,
      name: group.name,
      avatarUrl: null,
      link: `/groups/${group.id}`,
      asGroup: false,
    })
    expect(post.rAuthor).toBe(`202:${member.id}`)
    const feed = await feedPage(as(owner), owner, 'pageSize=100')
    const item = feed.elements.find((element) => element.body.id === post.id)
    expect(item?.source).toBe(`401:${group.id}`)
    expect(item?.body.group?.id).toBe(group.id)
  })

  it('lets only members post, and only moderators post as the group', async () => {
    const [owner, moderator, member, stranger] = await Promise.all([
      newUser(),
      newUser(),
      newUser(),
      newUser(),
    ])
    const group = await createGroup(as(owner))
    await join(as(moderator), group.id)
    await join(as(member), group.id)
    await as(owner)('PATCH', `${BASE}/${group.id}/members/${moderator.id}`, { role: 2 })
    const body = { title: 'T', text: 'X' }
    expect((await as(stranger)('POST', `${BASE}/${group.id}/posts`, body)).statusCode).toBe(403)
    expect(
      (await as(member)('POST', `${BASE}/${group.id}/posts`, { ...body, asGroup: true })).statusCode,
    ).toBe(403)
    expect((await as()('POST', `${BASE}/${group.id}/posts`, body)).statusCode).toBe(401)
    expect((await groupPost(as(moderator), group.id, { asGroup: true })).group?.asGroup).toBe(true)
    expect((await groupPost(as(owner), group.id, { asGroup: true })).group?.asGroup).toBe(true)
  })

  it("lists the group's posts newest first to whoever may read them", async () => {
    const [owner, reader] = await Promise.all([newUser(), newUser()])
    const group = await createGroup(as(owner))
    const first = await groupPost(as(owner), group.id)
    const second = await groupPost(as(owner), group.id)
    const res = await as(reader)('GET', `${BASE}/${group.id}/posts`)
    expect(res.statusCode, res.body).toBe(200)
    const page = PostPage.parse(res.json())
    expect(page.elements.map((p) => p.id)).toEqual([second.id, first.id])
    expect(page.count).toBe(2)
  })

  it("keeps a group's posts off the author's wall, their followers' feed and the areas' channels", async () => {
    const [author, follower] = await Promise.all([newUser(), newUser()])
    await follow(as(follower), author)
    await switchChannels(as(follower), follower, [{ source: '40:1', subscribed: true }])
    const group = await createGroup(as(author))
    const post = await groupPost(as(author), group.id)
    const topical = await as(author)('POST', `${BASE}/${group.id}/posts`, {
      title: 'T',
      text: 'X',
      topics: ['40:1'],
    })
    const topicalId = Post.parse(topical.json()).id
    expect(await wall(follower, author)).not.toContain(post.id)
    expect(await feedIds(as(follower), follower)).not.toContain(post.id)
    expect(await feedIds(as(follower), follower)).not.toContain(topicalId)
    // The author reads it in their feed through the group's channel.
    const own = await feedPage(as(author), author, 'pageSize=100')
    expect(own.elements.find((item) => item.body.id === post.id)?.source).toBe(`401:${group.id}`)
  })
})

describe("a hidden group's posts", () => {
  it('are read by its members only: post page, comments, likes, search and feed', async () => {
    const [owner, member, follower, stranger] = await Promise.all([
      newUser(),
      newUser(),
      newUser(),
      newUser(),
    ])
    await follow(as(follower), owner)
    const group = await createGroup(as(owner), { visibility: GroupVisibility.Hidden })
    await as(owner)('POST', `${BASE}/${group.id}/invites`, { users: [member.id] })
    await join(as(member), group.id)
    const words = `quasiparticle${Date.now()}`
    const post = await groupPost(as(owner), group.id, { title: `Secret ${words}` })
    await addComment(as(member), post.id)

    for (const reader of [follower, stranger]) {
      expect((await as(reader)('GET', `/api/core/post/${post.id}`)).statusCode).toBe(404)
      expect((await as(reader)('POST', '/api/core/post/comment/fetch', { postId: post.id })).statusCode).toBe(
        404,
      )
      expect(
        (
          await as(reader)('PUT', `/api/core/post/${post.id}/react`, '"91:1"', {
            'content-type': 'application/json',
          })
        ).statusCode,
      ).toBe(404)
      expect(
        (await as(reader)('POST', '/api/core/post/comment', { rPost: `302:${post.id}`, text: 'Hi' }))
          .statusCode,
      ).toBe(404)
      expect(await searchPosts(reader, words)).toEqual([])
      expect(await feedIds(as(reader), reader)).not.toContain(post.id)
      expect(await wall(reader, owner)).not.toContain(post.id)
    }
    expect((await as(member)('GET', `/api/core/post/${post.id}`)).statusCode).toBe(200)
    expect(await searchPosts(member, words)).toEqual([String(post.id)])
    expect(await feedIds(as(member), member)).toContain(post.id)
  })
})

describe("a group's feed channel", () => {
  it('is in the channels of members and followers, named by the group, on by default and switchable', async () => {
    const [owner, member, reader, stranger] = await Promise.all([newUser(), newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner))
    await join(as(member), group.id)
    const followed = await as(reader)('PUT', `${BASE}/${group.id}/follow`)
    expect(followed.json()).toEqual({ role: null, status: null, following: true })
    const source = `401:${group.id}`
    for (const user of [member, reader])
      expect((await channels(user)).find((c) => c.source === source)).toEqual({
        source,
        name: group.name,
        subscribed: true,
      })
    expect((await channels(stranger)).map((c) => c.source)).not.toContain(source)
    const refused = await as(stranger)(
      'POST',
      `/api/core/user_messages/channels/subscriptions/${stranger.id}`,
      [{ source, subscribed: true }],
    )
    expect(refused.statusCode).toBe(400)

    const post = await groupPost(as(owner), group.id)
    expect(await feedIds(as(reader), reader)).toContain(post.id)
    await switchChannels(as(member), member, [{ source, subscribed: false }])
    expect(await feedIds(as(member), member)).not.toContain(post.id)
    expect((await as(member)('GET', `${BASE}/${group.id}`)).json().me.following).toBe(false)

    const unfollowed = await as(reader)('DELETE', `${BASE}/${group.id}/follow`)
    expect(unfollowed.json()).toEqual({ role: null, status: null, following: false })
    expect(await feedIds(as(reader), reader)).not.toContain(post.id)
    expect((await channels(reader)).map((c) => c.source)).not.toContain(source)
  })
})
