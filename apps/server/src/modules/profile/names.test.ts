import {
  ChannelSubscription,
  CommentPage,
  Dialog,
  FollowPage,
  Post,
  ProfileInfo,
  UserSearchList,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { createPersonal } from '../chat/dialogs.fixtures'
import { addComment } from '../posts/comments.fixtures'
import { createPost } from '../posts/posts.fixtures'

/**
 * SPEC 3 "name in English": every answer that shows a person carries the name and its English
 * form, whatever the request's language, so a cached answer and a live event serve readers of
 * both languages; the web app picks. Only the channel list, already worded per request, picks here.
 */

const env = useTestServer()
const { as } = env
let marie: TestUser
let reader: TestUser

const MARIE = { fullName: 'Мария Кюри', fullNameEn: 'Marie Curie' }

beforeAll(async () => {
  ;[marie, reader] = await Promise.all([env.newUser(), env.newUser()])
  const named = await as(marie)('POST', '/api/core/user_profile/info', {
    firstName: 'Мария',
    lastName: 'Кюри',
    firstNameEn: 'Marie',
    lastNameEn: 'Curie',
  })
  if (named.statusCode !== 200) throw new Error(`naming failed: ${named.body}`)
})

const inEnglish = { 'accept-language': 'en' }

describe('names in both languages', () => {
  it('come with the profile', async () => {
    const info = ProfileInfo.parse(
      (await as(reader)('GET', `/api/core/user_profile/info/${marie.id}`)).json(),
    )
    expect(info).toMatchObject(MARIE)
  })

  it('come with a post and a comment, and with whom a reply answers', async () => {
    const post = await createPost(as(marie))
    const read = Post.parse(
      (await as(reader)('GET', `/api/core/post/${post.id}`, undefined, inEnglish)).json(),
    )
    expect(read.authorInfo).toMatchObject(MARIE)
    const comment = await addComment(as(marie), post.id)
    expect(comment.authorInfo).toMatchObject(MARIE)
    const reply = await addComment(as(reader), post.id, comment.id)
    expect(reply.replyTo).toMatchObject(MARIE)
    const page = CommentPage.parse(
      (await as(reader)('POST', '/api/core/post/comment/fetch', { postId: post.id, view: 'linear' })).json(),
    )
    expect(page.elements.find((c) => c.id === comment.id)?.authorInfo).toMatchObject(MARIE)
  })

  it('come with follow records', async () => {
    await as(reader)('PATCH', '/api/core/user_subscription', [
      { rEntity: `202:${marie.id}`, subscribed: true },
    ])
    const page = FollowPage.parse(
      (await as(reader)('GET', `/api/core/user_subscription/${reader.id}`)).json(),
    )
    expect(page.elements).toEqual([expect.objectContaining(MARIE)])
  })

  it('come with chat members and people found to write to', async () => {
    const { id: dialogId } = await createPersonal(as(reader), marie.id)
    const info = Dialog.parse((await as(reader)('GET', `/api/chat/v1/dialogs/info/${dialogId}`)).json())
    expect(info.interlocutor).toMatchObject(MARIE)
    const found = UserSearchList.parse(
      (
        await as(reader)('GET', `/api/chat/v1/users/search?searchField=${encodeURIComponent('Curie')}`)
      ).json(),
    )
    expect(found.find((user) => user.id === marie.id)).toMatchObject(MARIE)
  })

  it('are picked by the request language in the channel list, which the server words', async () => {
    await as(reader)('PATCH', '/api/core/user_subscription', [
      { rEntity: `202:${marie.id}`, subscribed: true },
    ])
    const names = async (language: string) =>
      z
        .array(ChannelSubscription)
        .parse(
          (
            await as(reader)(
              'GET',
              `/api/core/user_messages/channels/subscriptions/${reader.id}`,
              undefined,
              {
                'accept-language': language,
              },
            )
          ).json(),
        )
        .map((channel) => channel.name)
    expect(await names('en')).toContain('Marie Curie')
    expect(await names('ru')).toContain('Мария Кюри')
  })
})
