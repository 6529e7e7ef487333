import { CommentPage, FeedPage, Post, SearchPage } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { SEED_PASSWORD, seedEmail, seedPlan, seedPlatform } from '../../../bench/data/platform-seed.mjs'
import { sessionCookie, signIn } from './test/auth-helpers'
import { useTestServer } from './test/test-server'

/**
 * The bench data set (issues 19 and 20) at a small scale: its rows are the app's own to read, so the
 * soak and the large bench load what a real instance would serve.
 */
const env = useTestServer()
const SEED = 4242
const SCALE = {
  users: 40,
  followsPerUser: 8,
  posts: 400,
  comments: 1_200,
  publications: 100,
  dialogs: 40,
  messages: 200,
  groups: 2,
}
let firstUserId = 0

beforeAll(async () => {
  const client = { query: (text: string, values?: unknown[]) => env.t.database.executeSql(text, values) }
  ;({ firstUserId } = await seedPlatform(client, { seed: SEED, scale: SCALE }))
})

const signedIn = async (n: number) => {
  const res = await signIn(env.t, { email: seedEmail(SEED, n), password: SEED_PASSWORD })
  expect(res.statusCode, res.body).toBe(200)
  return env.as({ cookie: sessionCookie(res) })
}

describe('the platform seed', () => {
  it('refuses a plan it cannot fill', () => {
    expect(() => seedPlan({ users: 10 })).toThrow(/users/)
    expect(() => seedPlan({ users: 20, followsPerUser: 20 })).toThrow(/followsPerUser/)
    // 20 users make 20 × 9 distinct pairs of user a and a + d (d < 10).
    expect(seedPlan({ users: 20, followsPerUser: 5, dialogs: 180 }).dialogs).toBe(180)
    expect(() => seedPlan({ users: 20, followsPerUser: 5, dialogs: 181 })).toThrow(/dialogs/)
    expect(() => seedPlan({ posts: 1.5 })).toThrow(/posts/)
  })

  it('lets a seeded user sign in and read a feed of the people they follow', async () => {
    const api = await signedIn(3)
    const res = await api('POST', `/api/core/user_messages/list/${firstUserId + 2}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(FeedPage.parse(res.json()).elements.length).toBeGreaterThan(0)
  })

  it('serves a seeded post with its comments and their likes', async () => {
    const api = await signedIn(5)
    const { rows } = await env.t.database.executeSql(
      `select id from posts where author_id >= $1 and comment_count > 2 order by id desc limit 1`,
      [firstUserId],
    )
    const id = Number(rows[0]?.id)
    const post = Post.parse((await api('GET', `/api/core/post/${id}`)).json())
    const res = await api('POST', '/api/core/post/comment/fetch', { postId: id, pageSize: 100 })
    expect(res.statusCode, res.body).toBe(200)
    const page = CommentPage.parse(res.json())
    expect(page.elements.length).toBe(post.meta.comment_count)
  })

  it('finds seeded posts, publications and people by their words', async () => {
    const api = await signedIn(7)
    const search = async (message: string, kind: string) => {
      const res = await api(
        'GET',
        `/api/search2/search/v2/all/paged?${new URLSearchParams({ message, kind })}`,
      )
      expect(res.statusCode, res.body).toBe(200)
      return SearchPage.parse(res.json())
    }
    expect((await search('турбулентных течений', 'posts')).count).toBeGreaterThan(0)
    expect((await search('turbulent flows', 'publications')).count).toBeGreaterThan(0)
    const { rows } = await env.t.database.executeSql('select last_name from profiles where user_id = $1', [
      firstUserId,
    ])
    expect((await search(String(rows[0]?.last_name), 'people')).count).toBeGreaterThan(0)
  })
})
