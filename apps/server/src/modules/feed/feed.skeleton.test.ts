import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { useTestServer } from '../../test/test-server'
import { type ChannelState, channelState } from './feed.policy'
import { type FeedCursor, feedSkeletonQuery, findChannelSettings, findFeedSkeleton } from './feed.queries'

/**
 * The skeleton query on a data set large enough for the planner to choose as in production
 * (300 users following 10 each, 15,000 posts): it reads the posts indexes, and it pages exactly
 * as a plain, slow query over the same rules would.
 */
const USERS = 300
const READER = 4
/** Two authors of news and of area-2 posts that the reader follows in neither direction. */
const BLOCKED = [92, 122] as const
const env = useTestServer()
let db: Db

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

beforeAll(async () => {
  db = env.db
  await db.execute(sql`insert into users (email, email_verified_at)
    select 'skeleton.' || g || '@example.org', now() from generate_series(1, ${USERS}) g`)
  await db.execute(sql`insert into follows (follower_id, followee_id, subscribed, subscribed_at)
    select u, ((u - 1 + k * 7) % ${USERS}) + 1, true, now()
      from generate_series(1, ${USERS}) u, generate_series(1, 10) k`)
  // The reader blocks one news author, and another one blocks the reader.
  await db.execute(sql`insert into follows (follower_id, followee_id, blocked) values
    (${READER}, ${BLOCKED[0]}, true), (${BLOCKED[1]}, ${READER}, true)`)
  await db.execute(sql`insert into posts (author_id, title, text, status, feed, topics, published_at)
    select (g % ${USERS}) + 1, 'Post ' || g, 'Text',
           case when g % 50 = 0 then 6 else 1 end,
           case when g % 30 = 1 then 'news' else 'user' end,
           case when g % 10 < 3 then array[(g % 6) + 1] else '{}'::integer[] end,
           timestamp '2024-06-01' - (g / 2) * interval '1 minute'
      from generate_series(1, 15000) g`)
  await db.execute(sql`insert into feed_channel_settings (user_id, source, subscribed) values
    (${READER}, '40:2', true), (${READER}, '202:${sql.raw(String(((READER - 1 + 7) % USERS) + 1))}', false)`)
  await db.execute(sql`vacuum analyze`)
})

/** The same rules as a plain query: every active post of every channel, sorted in full. */
async function reference(state: ChannelState): Promise<number[]> {
  const muted = `{${state.mutedAuthors.join(',')}}`
  const areas = `{${state.areas.join(',')}}`
  const found = await rows<{ id: number }>(sql`
    select p.id from posts p
     where p.status = 1
       and (p.author_id = ${READER}
            or p.author_id in (select followee_id from follows
                                where follower_id = ${READER} and subscribed
                                  and followee_id <> all(${muted}::integer[]))
            or (${state.news}::boolean and p.feed = 'news')
            or p.topics && ${areas}::integer[])
       and not exists (select 1 from follows b where b.blocked
             and ((b.follower_id = ${READER} and b.followee_id = p.author_id)
               or (b.follower_id = p.author_id and b.followee_id = ${READER})))
     order by p.published_at desc, p.id desc`)
  return found.map((row) => Number(row.id))
}

describe('feed skeleton', () => {
  it('pages exactly like the plain query, across date ties, channels, mutes and blocks', async () => {
    const state = channelState(await findChannelSettings(db, READER))
    expect(state.areas).toEqual([2])
    expect(state.mutedAuthors).toHaveLength(1)
    // The blocks and the mute matter: without them, their posts would be on these pages.
    const [hidden] = await rows<{ n: number }>(sql`select count(*)::integer as n from posts
      where status = 1 and (feed = 'news' or topics && '{2}') and author_id in (${BLOCKED[0]}, ${BLOCKED[1]})`)
    expect(Number(hidden?.n)).toBeGreaterThan(10)
    const expected = await reference(state)
    const seen: number[] = []
    let cursor: FeedCursor = {}
    for (let page = 0; page < 6; page += 1) {
      const found = await findFeedSkeleton(db, READER, state, cursor, 21)
      const shown = found.slice(0, 20)
      seen.push(...shown.map((row) => row.id))
      const last = shown.at(-1)
      if (!last) break
      cursor = { before: last.publishedAt.toISOString(), beforeId: last.id }
    }
    expect(seen).toEqual(expected.slice(0, 120))
  })

  it('reads the author, news and topics indexes and never scans the posts table', async () => {
    const state = channelState(await findChannelSettings(db, READER))
    for (const cursor of [{}, { before: '2024-05-31T12:00:00.000Z', beforeId: 5000 }]) {
      const plan = (
        await rows<{ 'QUERY PLAN': string }>(sql`explain ${feedSkeletonQuery(READER, state, cursor, 21)}`)
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n')
      // Authors and news are read in index order (no sort), so each branch stops after a page.
      expect(plan).toContain('Index Scan using posts_author_idx')
      expect(plan).toContain('Index Scan using posts_news_idx')
      expect(plan).toContain('posts_topics_idx')
      expect(plan).not.toMatch(/Seq Scan on posts/)
      // The blocks are looked up by primary key, not by scanning every follow.
      expect(plan).not.toMatch(/Seq Scan on follows/)
    }
  })

  it('leaves a channel that is off out of the query, as the planner would plan it all the same', () => {
    const text = (state: ChannelState) =>
      new PgDialect().sqlToQuery(feedSkeletonQuery(READER, state, {}, 21)).sql
    const off: ChannelState = { mutedAuthors: [], areas: [], news: false, mutedGroups: [] }
    expect(text(off)).not.toMatch(/2 as via|3 as via|posts\.topics|p\.topics &&/)
    expect(text(off)).toMatch(/1 as via[\s\S]*4 as via/)
    expect(text({ ...off, news: true })).toMatch(/1 as via[\s\S]*2 as via[\s\S]*4 as via/)
    expect(text({ ...off, areas: [2] })).toMatch(/1 as via[\s\S]*3 as via[\s\S]*4 as via/)
    expect(text({ ...off, areas: [2] })).not.toMatch(/2 as via/)
  })
})
