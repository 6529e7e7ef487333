import { Dictionary, formatRef, groupChannel, NEWS_CHANNEL, userChannel } from '@nauka/contracts'
import { and, eq, inArray, not, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { feedChannelSettings, follows } from '../../db/schema'
import { groupChannelReaders } from '../groups/groups.visibility.queries'
import type { AudienceFacts, NewPost } from './feed.audience'

/**
 * What the rules of a live new post need (feed.audience): a few small reads, each on an index
 * of follows or the channel switches, asked only when the post can use the answer.
 */
export async function findAudienceFacts(db: Db, post: NewPost): Promise<AudienceFacts> {
  const inGroup = post.groupId !== null
  const [followers, blocked, newsOff, areaReaders, groupReaders] = await Promise.all([
    inGroup ? [] : findUnmutedFollowers(db, post.authorId),
    findBlockedEitherWay(db, post.authorId),
    post.news ? findNewsOff(db) : [],
    inGroup ? [] : findAreaReaders(db, post.topics),
    post.groupId === null ? [] : findGroupReaders(db, post.groupId),
  ])
  return { followers, blocked, newsOff, areaReaders, groupReaders }
}

/** Those who have the group's channel (its members and followers) and did not switch it off. */
async function findGroupReaders(db: Db, groupId: number): Promise<number[]> {
  const { rows } = (await db.execute(sql`
    select r.user_id from ${groupChannelReaders(groupId)} r
     where not exists (select 1 from ${feedChannelSettings} s
                        where s.user_id = r.user_id and s.source = ${groupChannel(groupId)} and not s.subscribed)`)) as unknown as {
    rows: { user_id: number }[]
  }
  return rows.map((row) => Number(row.user_id))
}

/** Followers of the author (`follows_followers_idx`) who did not switch the author's channel off. */
async function findUnmutedFollowers(db: Db, authorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(
      and(
        eq(follows.followeeId, authorId),
        eq(follows.subscribed, true),
        sql`not exists (select 1 from ${feedChannelSettings} s
                         where s.user_id = ${follows.followerId} and s.source = ${userChannel(authorId)}
                           and not s.subscribed)`,
      ),
    )
  return rows.map((row) => row.id)
}

/** Users the author blocked (the follows key) and who blocked the author (`follows_blocked_by_idx`). */
async function findBlockedEitherWay(db: Db, authorId: number): Promise<number[]> {
  const rows = await db
    .select({ follower: follows.followerId, followee: follows.followeeId })
    .from(follows)
    .where(
      and(eq(follows.blocked, true), or(eq(follows.followerId, authorId), eq(follows.followeeId, authorId))),
    )
  return rows.map((row) => (row.follower === authorId ? row.followee : row.follower))
}

/** Readers who switched the platform news off (the news is on unless switched off). */
async function findNewsOff(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: feedChannelSettings.userId })
    .from(feedChannelSettings)
    .where(and(eq(feedChannelSettings.source, NEWS_CHANNEL), not(feedChannelSettings.subscribed)))
  return rows.map((row) => row.id)
}

/** Readers who switched on one of the areas (areas are off unless switched on). */
async function findAreaReaders(db: Db, topics: number[]): Promise<AudienceFacts['areaReaders']> {
  if (topics.length === 0) return []
  const sources = new Map<string, number>(
    topics.map((area) => [formatRef(Dictionary.scienceArea, area), area]),
  )
  const rows = await db
    .select({ userId: feedChannelSettings.userId, source: feedChannelSettings.source })
    .from(feedChannelSettings)
    .where(
      and(inArray(feedChannelSettings.source, [...sources.keys()]), eq(feedChannelSettings.subscribed, true)),
    )
  return rows.flatMap((row) => {
    const area = sources.get(row.source)
    return area === undefined ? [] : [{ userId: row.userId, area }]
  })
}
