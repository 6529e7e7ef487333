import { GeneralErrorCode, SettingsAccess, SettingsElementRef } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { follow, setSettings } from '../profile/settings.fixtures'
import { addComment, fetchComments } from './comments.fixtures'
import { createPost } from './posts.fixtures'

/** Settings 132:14 "who can comment on my posts", decided by the server on every new comment. */

/** SPEC 6: the message shown is that the author limited who can comment. */
const REFUSED = {
  ru: 'Автор ограничил круг лиц, которые могут комментировать',
  en: 'The author has limited who can comment',
}

const env = useTestServer()
const { newUser, as: api } = env
const whoCanComment = (user: TestUser, level: string) =>
  setSettings(api(user), { [SettingsElementRef.WhoCanComment]: level })
const comment = (user: TestUser, postId: number, headers: Record<string, string> = {}) =>
  api(user)('POST', '/api/core/post/comment', { rPost: `302:${postId}`, text: 'A thought' }, headers)

describe('who can comment on my posts (132:14)', () => {
  it('refuses a comment when the author lets nobody comment, with the SPEC message in ru and en', async () => {
    const [author, reader] = await Promise.all([newUser(), newUser()])
    const post = await createPost(api(author))
    await whoCanComment(author, SettingsAccess.Nobody)
    const ru = await comment(reader, post.id)
    expect(ru.statusCode).toBe(403)
    expect(ru.json()).toMatchObject({ error: { code: GeneralErrorCode.Forbidden, message: REFUSED.ru } })
    const en = await comment(reader, post.id, { 'accept-language': 'en' })
    expect(en.json()).toMatchObject({ error: { message: REFUSED.en } })
    // The author still comments under their own post.
    await addComment(api(author), post.id)
    expect((await fetchComments(api(reader), { postId: post.id })).count).toBe(1)
  })

  it('refuses a reply under the post too, and keeps the comments written before readable', async () => {
    const [author, reader] = await Promise.all([newUser(), newUser()])
    const post = await createPost(api(author))
    const earlier = await addComment(api(reader), post.id)
    await whoCanComment(author, SettingsAccess.Nobody)
    const reply = await api(reader)('POST', '/api/core/post/comment', {
      rPost: `302:${post.id}`,
      text: 'Replying',
      up: earlier.id,
    })
    expect(reply.statusCode).toBe(403)
    const page = await fetchComments(api(reader), { postId: post.id })
    expect(page.elements.map((c) => c.id)).toEqual([earlier.id])
  })

  it('lets any signed-in reader comment by default and with "everyone"', async () => {
    const [author, reader] = await Promise.all([newUser(), newUser()])
    const post = await createPost(api(author))
    await addComment(api(reader), post.id)
    await whoCanComment(author, SettingsAccess.Everyone)
    await addComment(api(reader), post.id)
  })

  it('with "followers" lets in the readers who follow the author, and only them', async () => {
    const [author, reader] = await Promise.all([newUser(), newUser()])
    const post = await createPost(api(author))
    await whoCanComment(author, SettingsAccess.Followers)
    await follow(api(author), reader.id)
    expect((await comment(reader, post.id)).statusCode).toBe(403)
    await follow(api(reader), author.id)
    expect((await comment(reader, post.id)).statusCode).toBe(201)
  })

  it('with "mutual" needs follows both ways', async () => {
    const [author, reader] = await Promise.all([newUser(), newUser()])
    const post = await createPost(api(author))
    await whoCanComment(author, SettingsAccess.Mutual)
    await follow(api(reader), author.id)
    expect((await comment(reader, post.id)).statusCode).toBe(403)
    await follow(api(author), reader.id)
    expect((await comment(reader, post.id)).statusCode).toBe(201)
  })
})
