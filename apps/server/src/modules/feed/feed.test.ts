import { ErrorBody, FeedKind, FeedPage, NEWS_CHANNEL, WritableFeedList } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { posts } from '../../db/schema'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { createPost } from '../posts/posts.fixtures'
import { feedIds, feedPage, follow, nextPageQuery, switchChannels } from './feed.fixtures'

const EDITOR_EMAIL = 'editor.feed@example.org'

const env = useTestServer({ env: { NEWS_AUTHOR_EMAILS: EDITOR_EMAIL } })
const { newUser, as } = env
let editor: TestUser

/** A reader with the news switched off, so other tests' news posts stay out of their feed. */
const quietReader = async () => {
  const reader = await newUser()
  await switchChannels(as(reader), reader, [{ source: NEWS_CHANNEL, subscribed: false }])
  return reader
}

beforeAll(async () => {
  editor = await env.newUser({ email: EDITOR_EMAIL })
})

describe('what the feed shows', () => {
  it('shows posts of followed researchers and the reader, newest first, each with its channel', async () => {
    const [reader, followed, stranger] = await Promise.all([quietReader(), newUser(), newUser()])
    await follow(as(reader), followed)
    const first = await createPost(as(followed))
    const own = await createPost(as(reader))
    const unseen = await createPost(as(stranger))
    const second = await createPost(as(followed))

    const page = await feedPage(as(reader), reader)
    expect(page.hasMore).toBe(false)
    expect(page.elements.map((item) => [item.id, item.source])).toEqual([
      [`post:${second.id}`, `202:${followed.id}`],
      [`post:${own.id}`, `202:${reader.id}`],
      [`post:${first.id}`, `202:${followed.id}`],
    ])
    expect(page.elements.map((item) => item.body.id)).not.toContain(unseen.id)
    const [item] = page.elements
    expect(item?.pubDate).toBe(second.publicationDate)
    expect(item?.body).toMatchObject({ id: second.id, title: second.title, rAuthor: `202:${followed.id}` })
  })

  it('stops showing a researcher once unfollowed or switched off, and shows them again when on', async () => {
    const [reader, author] = await Promise.all([quietReader(), newUser()])
    await follow(as(reader), author)
    const post = await createPost(as(author))
    expect(await feedIds(as(reader), reader)).toEqual([post.id])

    await switchChannels(as(reader), reader, [{ source: `202:${author.id}`, subscribed: false }])
    expect(await feedIds(as(reader), reader)).toEqual([])
    await switchChannels(as(reader), reader, [{ source: `202:${author.id}`, subscribed: true }])
    expect(await feedIds(as(reader), reader)).toEqual([post.id])

    await follow(as(reader), author, { subscribed: false })
    expect(await feedIds(as(reader), reader)).toEqual([])
  })

  it('shows a science area only while the reader has it switched on', async () => {
    const [reader, author] = await Promise.all([quietReader(), newUser()])
    const inArea = await createPost(as(author), { topics: ['40:5'] })
    await createPost(as(author), { topics: ['40:6'] })
    expect(await feedIds(as(reader), reader)).toEqual([])

    await switchChannels(as(reader), reader, [{ source: '40:5', subscribed: true }])
    const page = await feedPage(as(reader), reader)
    expect(page.elements.map((item) => [item.body.id, item.source])).toEqual([[inArea.id, '40:5']])

    await switchChannels(as(reader), reader, [{ source: '40:5', subscribed: false }])
    expect(await feedIds(as(reader), reader)).toEqual([])
  })

  it('shows the platform news by default, and not once switched off', async () => {
    const reader = await newUser()
    const news = await createPost(as(editor), { feed: FeedKind.News })
    const ordinary = await createPost(as(editor))
    const page = await feedPage(as(reader), reader)
    const item = page.elements.find((i) => i.body.id === news.id)
    expect(item?.source).toBe(NEWS_CHANNEL)
    expect(page.elements.map((i) => i.body.id)).not.toContain(ordinary.id)

    await switchChannels(as(reader), reader, [{ source: NEWS_CHANNEL, subscribed: false }])
    expect(await feedIds(as(reader), reader)).not.toContain(news.id)
  })

  it('names a post brought by several channels after the followed researcher', async () => {
    const reader = await newUser()
    await follow(as(reader), editor)
    await switchChannels(as(reader), reader, [{ source: '40:3', subscribed: true }])
    const news = await createPost(as(editor), { feed: FeedKind.News, topics: ['40:3'] })
    const page = await feedPage(as(reader), reader)
    expect(page.elements.filter((i) => i.body.id === news.id).map((i) => i.source)).toEqual([
      `202:${editor.id}`,
    ])
    await follow(as(reader), editor, { subscribed: false })
  })

  it('hides news and area posts of users blocked either way', async () => {
    const [reader, blockedByReader, blockingReader] = await Promise.all([newUser(), newUser(), newUser()])
    await switchChannels(as(reader), reader, [
      { source: NEWS_CHANNEL, subscribed: false },
      { source: '40:4', subscribed: true },
    ])
    const hidden1 = await createPost(as(blockedByReader), { topics: ['40:4'] })
    const hidden2 = await createPost(as(blockingReader), { topics: ['40:4'] })
    expect(await feedIds(as(reader), reader)).toEqual(expect.arrayContaining([hidden1.id, hidden2.id]))

    await follow(as(reader), blockedByReader, { blocked: true })
    await follow(as(blockingReader), reader, { blocked: true })
    const ids = await feedIds(as(reader), reader)
    expect(ids).not.toContain(hidden1.id)
    expect(ids).not.toContain(hidden2.id)
  })

  it('fills a page past posts of blocked authors instead of answering it short', async () => {
    const [reader, author, blocked] = await Promise.all([quietReader(), newUser(), newUser()])
    await switchChannels(as(reader), reader, [{ source: '40:2', subscribed: true }])
    await follow(as(reader), blocked, { blocked: true })
    const visible = await createPost(as(author), { topics: ['40:2'] })
    await createPost(as(blocked), { topics: ['40:2'] })
    await createPost(as(blocked), { topics: ['40:2'] })
    const page = await feedPage(as(reader), reader, 'pageSize=1')
    expect(page.elements.map((item) => item.body.id)).toEqual([visible.id])
  })

  it('hides news of an editor the reader blocked', async () => {
    const reader = await newUser()
    const news = await createPost(as(editor), { feed: FeedKind.News })
    expect(await feedIds(as(reader), reader)).toContain(news.id)
    await follow(as(reader), editor, { blocked: true })
    expect(await feedIds(as(reader), reader)).not.toContain(news.id)
    await follow(as(reader), editor, { blocked: false })
  })

  it('hides deleted posts', async () => {
    const [reader, author] = await Promise.all([quietReader(), newUser()])
    await follow(as(reader), author)
    const kept = await createPost(as(author))
    const deleted = await createPost(as(author))
    expect((await as(author)('DELETE', `/api/core/post/${deleted.id}`)).statusCode).toBe(204)
    expect(await feedIds(as(reader), reader)).toEqual([kept.id])
  })
})

describe('feed pages', () => {
  it('pages 45 posts of followed researchers as 20, 20 and 5, newest first, without repeats', async () => {
    const reader = await quietReader()
    const authors = await Promise.all([newUser(), newUser(), newUser()])
    for (const author of authors) await follow(as(reader), author)
    // Dates a request cannot choose: every third post shares its date with others, so only the
    // id breaks the tie between pages.
    const base = Date.UTC(2024, 0, 1)
    const rows = Array.from({ length: 45 }, (_, i) => ({
      authorId: (authors[i % 3] as TestUser).id,
      title: `Paged ${i}`,
      text: 'Paged',
      publishedAt: new Date(base + Math.floor(i / 3) * 60_000),
    }))
    const inserted = await env.db.insert(posts).values(rows).returning({ id: posts.id })
    const expected = inserted
      .map((row, i) => ({ id: row.id, at: rows[i]?.publishedAt.getTime() ?? 0 }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((row) => row.id)

    const first = await feedPage(as(reader), reader)
    const second = await feedPage(as(reader), reader, nextPageQuery(first))
    const third = await feedPage(as(reader), reader, nextPageQuery(second))
    expect([first, second, third].map((p) => [p.elements.length, p.hasMore])).toEqual([
      [20, true],
      [20, true],
      [5, false],
    ])
    const seen = [first, second, third].flatMap((p) => p.elements.map((item) => item.body.id))
    expect(seen).toEqual(expected)
    expect(new Set(seen).size).toBe(45)
  })

  it('takes a page size from 1 to 100 and refuses others in the reader language', async () => {
    const reader = await newUser()
    expect((await feedPage(as(reader), reader, 'pageSize=1')).elements.length).toBeLessThanOrEqual(1)
    expect((await feedPage(as(reader), reader, 'pageSize=100')).hasMore).toBe(false)
    for (const query of ['pageSize=0', 'pageSize=101', 'pageSize=abc', 'since=yesterday', 'sinceId=-3']) {
      const res = await as(reader)('POST', `/api/core/user_messages/list/${reader.id}?${query}`, undefined, {
        'accept-language': 'en',
      })
      expect(res.statusCode, query).toBe(400)
      const body = ErrorBody.parse(res.json())
      expect(body.error.message, query).toBe('Please check the data you entered')
      expect(body.validationErrors?.length, query).toBeGreaterThan(0)
    }
  })

  it('refuses another user feed with 403 and a visitor with 401', async () => {
    const [reader, other] = await Promise.all([newUser(), newUser()])
    const res = await as(other)('POST', `/api/core/user_messages/list/${reader.id}`)
    expect(res.statusCode).toBe(403)
    expect(ErrorBody.parse(res.json()).error.message).toMatch(/владелец/)
    expect((await as()('POST', `/api/core/user_messages/list/${reader.id}`)).statusCode).toBe(401)
  })
})

describe("a researcher's wall", () => {
  const wall = (viewer: TestUser | undefined, ownerId: number, query = '') =>
    as(viewer)('POST', `/api/core/feed/items/by_owner/user:${ownerId}${query ? `?${query}` : ''}`)

  it('lists the active posts of one researcher, newest first, paged by timeTo', async () => {
    const [viewer, owner] = await Promise.all([newUser(), newUser()])
    const created = []
    for (let i = 0; i < 5; i += 1) created.push(await createPost(as(owner)))
    await as(owner)('DELETE', `/api/core/post/${created[1]?.id}`)
    const expected = created
      .filter((_, i) => i !== 1)
      .map((p) => p.id)
      .reverse()

    const first = FeedPage.parse((await wall(viewer, owner.id, 'pageSize=3')).json())
    expect(first.hasMore).toBe(true)
    expect(first.elements.every((item) => item.source === `202:${owner.id}`)).toBe(true)
    const rest = FeedPage.parse(
      (await wall(viewer, owner.id, `pageSize=3&${nextPageQuery(first, 'timeTo')}`)).json(),
    )
    expect(rest.hasMore).toBe(false)
    expect([...first.elements, ...rest.elements].map((item) => item.body.id)).toEqual(expected)
    // The owner reads their own wall too.
    expect(FeedPage.parse((await wall(owner, owner.id)).json()).elements).toHaveLength(4)
  })

  it('answers 404 for an unknown user and for one who blocked the viewer', async () => {
    const [viewer, blocker] = await Promise.all([newUser(), newUser()])
    await createPost(as(blocker))
    expect((await wall(viewer, 999_999)).statusCode).toBe(404)
    await follow(as(blocker), viewer, { blocked: true })
    const res = await wall(viewer, blocker.id)
    expect(res.statusCode).toBe(404)
    expect(ErrorBody.parse(res.json()).error.type).toBe('not_found')
  })

  it('shows an empty wall of a user the viewer blocked', async () => {
    const [viewer, blocked] = await Promise.all([newUser(), newUser()])
    await createPost(as(blocked))
    await follow(as(viewer), blocked, { blocked: true })
    expect(FeedPage.parse((await wall(viewer, blocked.id)).json())).toEqual({ elements: [], hasMore: false })
  })

  it('reads the owner only as user:{id}, and refuses a visitor', async () => {
    const viewer = await newUser()
    const res = await as(viewer)('POST', `/api/core/feed/items/by_owner/202:${viewer.id}`)
    expect(res.statusCode).toBe(400)
    expect((await wall(undefined, viewer.id)).statusCode).toBe(401)
  })
})

describe('writable feeds', () => {
  it('offers every user their own feed, and the news only to its editors', async () => {
    const user = await newUser()
    const plain = await as(user)('GET', '/api/core/feed/writable', undefined, { 'accept-language': 'en' })
    expect(WritableFeedList.parse(plain.json())).toEqual([{ feed: FeedKind.User, title: 'My feed' }])
    const forEditor = await as(editor)('GET', '/api/core/feed/writable')
    expect(WritableFeedList.parse(forEditor.json())).toEqual([
      { feed: FeedKind.User, title: 'Моя лента' },
      { feed: FeedKind.News, title: 'Новости платформы' },
    ])
    expect((await as()('GET', '/api/core/feed/writable')).statusCode).toBe(401)
  })
})
