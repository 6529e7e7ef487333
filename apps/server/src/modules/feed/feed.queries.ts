import { and, asc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  PgDialect,
  type PgPreparedQuery,
  type PreparedQueryConfig,
} from 'drizzle-orm/pg-core'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { feedChannelSettings, follows, groups, posts } from '../../db/schema'
import { groupChannelIds, groupPostReadable } from '../groups/groups.visibility.queries'
import type { ChannelSetting, ChannelState, FeedVia } from './feed.policy'

/**
 * The feed reads posts and follows directly (never writes them): a fan-in feed must be one indexed
 * query to page correctly and fast, which a chain of service calls cannot be.
 */

/** The numeric part of the active status (25:1); only active posts reach a feed. */
const ACTIVE = 1
const NEWS_FEED = 'news'

/** The last item of the previous page: its publication date (ISO) and, to break ties, its id. */
export interface FeedCursor {
  before?: string
  beforeId?: number
}

/** A post id as the skeleton finds it, with what the rules need to name its channel. */
export interface SkeletonRow {
  id: number
  authorId: number
  publishedAt: Date
  topics: number[]
  groupId: number | null
  via: FeedVia
}

const channelSettingsStatement = builtOnce((db) =>
  db
    .select({ source: feedChannelSettings.source, subscribed: feedChannelSettings.subscribed })
    .from(feedChannelSettings)
    .where(eq(feedChannelSettings.userId, sql.placeholder('userId')))
    .prepare('find_feed_channel_settings'),
)

/** The reader's switched channels; every feed page asks. */
export async function findChannelSettings(db: Db, userId: number): Promise<ChannelSetting[]> {
  return channelSettingsStatement(db).execute({ userId })
}

export async function saveChannelSettings(db: Db, userId: number, changes: ChannelSetting[]): Promise<void> {
  if (changes.length === 0) return
  await db
    .insert(feedChannelSettings)
    .values(changes.map((c) => ({ userId, source: c.source, subscribed: c.subscribed })))
    .onConflictDoUpdate({
      target: [feedChannelSettings.userId, feedChannelSettings.source],
      set: { subscribed: sql`excluded.subscribed` },
    })
}

/** Every researcher the user follows, oldest follow first (the channel list shows them all). */
export async function findFollowedIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, userId), eq(follows.subscribed, true)))
    .orderBy(asc(follows.subscribedAt), asc(follows.followeeId))
  return rows.map((row) => row.id)
}

/** The groups whose channel the reader has (member, or follower of a visible group), by name. */
export async function findGroupChannels(db: Db, userId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(sql`${groups.id} in ${groupChannelIds(userId)}`)
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
}

/** Of the given groups, those whose channel the reader has. */
export async function findGroupChannelsAmong(db: Db, userId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(inArray(groups.id, ids), sql`${groups.id} in ${groupChannelIds(userId)}`))
  return rows.map((row) => row.id)
}

/** Of the given users, those the reader follows. */
export async function findFollowedAmong(db: Db, userId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(
      and(eq(follows.followerId, userId), eq(follows.subscribed, true), inArray(follows.followeeId, ids)),
    )
  return rows.map((row) => row.id)
}

/** Keyset condition "older than the cursor", on the (published_at, id) order of the indexes. */
function olderThan(
  cursor: { before?: unknown; beforeId?: unknown },
  publishedAt: SQL | AnyPgColumn,
  id: SQL | AnyPgColumn,
): SQL {
  if (cursor.before === undefined) return sql`true`
  if (cursor.beforeId === undefined) return sql`${publishedAt} < ${cursor.before}::timestamptz`
  return sql`(${publishedAt}, ${id}) < (${cursor.before}::timestamptz, ${cursor.beforeId}::integer)`
}

/**
 * Newest first, exactly as the posts indexes are sorted (drizzle writes `desc nulls last`): a plain
 * `desc` means `nulls first`, which PostgreSQL cannot read from those indexes in order.
 */
const NEWEST_FIRST = sql.raw('p.published_at desc nulls last, p.id desc nulls last')

/**
 * What changes the text of the skeleton query: which channels it has a branch for and how far the
 * cursor goes. Everything else is a value, so each shape is built once (twelve at most).
 */
interface SkeletonShape {
  news: boolean
  areas: boolean
  cursor: 'none' | 'before' | 'beforeId'
}

const shapeOf = (state: ChannelState, cursor: FeedCursor): SkeletonShape => ({
  news: state.news,
  areas: state.areas.length > 0,
  cursor: cursor.before === undefined ? 'none' : cursor.beforeId === undefined ? 'before' : 'beforeId',
})

/** The values of a skeleton query; the id lists as array literals, one parameter each. */
type SkeletonValues = {
  reader: number
  muted: string
  mutedGroups: string
  areas: string
  before: string | null
  beforeId: number | null
  limit: number
}

type Slot = keyof SkeletonValues
/** A value in the query: the value itself, or the placeholder of a statement built once. */
type SlotOf = (slot: Slot) => number | string | null | Placeholder

const arrayLiteral = (ids: number[]) => `{${ids.join(',')}}`

const valuesOf = (
  readerId: number,
  state: ChannelState,
  cursor: FeedCursor,
  limit: number,
): SkeletonValues => ({
  reader: readerId,
  muted: arrayLiteral(state.mutedAuthors),
  mutedGroups: arrayLiteral(state.mutedGroups),
  areas: arrayLiteral(state.areas),
  before: cursor.before ?? null,
  beforeId: cursor.beforeId ?? null,
  limit,
})

/**
 * No block either way between the reader and the post's author. Written as two scalar lookups of
 * the follows primary key (follower, followee), which PostgreSQL runs per candidate post: an
 * ordered index scan then stops after a page. As a NOT EXISTS it becomes an anti join that scans
 * the follows of the whole table for "who blocked the reader", which no index serves.
 */
const notBlocked = (reader: SQL) => sql`
  not coalesce((select b.blocked from follows b
                 where b.follower_id = ${reader} and b.followee_id = p.author_id), false)
  and not coalesce((select b.blocked from follows b
                     where b.follower_id = p.author_id and b.followee_id = ${reader}), false)`

/**
 * The skeleton of a reader's feed, newest first, as one query: ids of active posts of the reader
 * and of the researchers they follow (a lateral top-N per author on `posts_author_idx`, so a busy
 * author costs no more than a quiet one), of the news (`posts_news_idx`, read in order) and of the
 * switched-on science areas (`posts_topics_idx`; the matches are sorted first and checked for
 * blocks only until a page is full), and of the groups whose channel is on (a lateral top-N per
 * group on `posts_group_idx`). A group's posts come through its channel only, never the author's
 * or an area's. Authors blocked either way are left out inside each branch, so a page is never
 * short. Each branch stops at `limit`, which is enough for the merged first `limit`; a post several
 * branches bring appears once, under the first (author, news, area).
 */
function skeletonQuery(shape: SkeletonShape, value: SlotOf): SQL {
  const readerId = value('reader') as number | Placeholder
  const reader = sql`${readerId}::integer`
  const limit = sql`${value('limit')}`
  const muted = sql`${value('muted')}::integer[]`
  const areas = sql`${value('areas')}::integer[]`
  const mutedGroups = sql`${value('mutedGroups')}::integer[]`
  const olderPost = olderThan(
    shape.cursor === 'none'
      ? {}
      : {
          before: value('before'),
          beforeId: shape.cursor === 'beforeId' ? value('beforeId') : undefined,
        },
    sql.raw('p.published_at'),
    sql.raw('p.id'),
  )
  const columns = sql.raw('p.id, p.author_id, p.published_at, p.topics, p.group_id')
  const byAuthors = sql`(select ${columns}, 1 as via from authors a cross join lateral (
         select id, author_id, published_at, topics, group_id from posts p
          where p.author_id = a.id and p.status = ${ACTIVE} and p.group_id is null and ${olderPost}
          order by ${NEWEST_FIRST} limit ${limit}) p)`
  const news = sql`(select ${columns}, 2 as via from posts p
        where p.status = ${ACTIVE} and p.feed = ${NEWS_FEED}
          and ${olderPost} and ${notBlocked(reader)}
        order by ${NEWEST_FIRST} limit ${limit})`
  const byAreas = sql`(select ${columns}, 3 as via from (
         select id, author_id, published_at, topics, group_id from posts p
          where p.status = ${ACTIVE} and p.topics && ${areas}
            and p.group_id is null and ${olderPost}
          order by ${NEWEST_FIRST} offset 0) p -- offset 0: sort the matches, then check blocks
        where ${notBlocked(reader)}
        order by ${NEWEST_FIRST} limit ${limit})`
  const byGroups = sql`(select ${columns}, 4 as via from channel_groups cg cross join lateral (
         select id, author_id, published_at, topics, group_id from posts p
          where p.group_id = cg.id and p.status = ${ACTIVE} and ${olderPost}
            and ${notBlocked(reader)} and ${groupPostReadable(readerId, sql.raw('p.group_id'))}
          order by ${NEWEST_FIRST} limit ${limit}) p)`
  // A channel that is off is left out of the text rather than switched off by a parameter: a branch
  // is planned on every page all the same (a reader with no area on, as most are, paid a sixth of
  // the query's time for the areas' branch on the embedded database).
  const branches = [byAuthors, ...(shape.news ? [news] : []), ...(shape.areas ? [byAreas] : []), byGroups]
  return sql`
    with authors as (
      select ${reader} as id
      union all
      select f.followee_id from follows f
       where f.follower_id = ${reader} and f.subscribed and f.followee_id <> all(${muted})
    ),
    channel_groups as (
      select g.group_id as id from ${groupChannelIds(readerId)} g where g.group_id <> all(${mutedGroups})
    ),
    candidates as (
      ${sql.join(
        branches,
        sql`
      union all
      `,
      )}
    )
    select distinct on (c.published_at, c.id) c.id, c.author_id, c.published_at, c.topics, c.group_id, c.via
      from candidates c
     order by c.published_at desc, c.id desc, c.via
     limit ${limit}`
}

/** The skeleton query with its values in it (to explain it, or read its text). */
export function feedSkeletonQuery(
  readerId: number,
  state: ChannelState,
  cursor: FeedCursor,
  limit: number,
): SQL {
  const values = valuesOf(readerId, state, cursor, limit)
  return skeletonQuery(shapeOf(state, cursor), (slot) => values[slot])
}

// The skeleton is raw SQL (no query builder), so it is prepared on the session the way Drizzle's
// own `execute` runs raw SQL, from text built once per shape. Unnamed on PostgreSQL: a named
// statement may switch to a generic plan after five runs, planned without the reader's lists,
// cursor and limit, and this query's plan (index scans stopping after a page) depends on them.
const dialect = new PgDialect()
const skeletonStatements = new Map<string, (db: Db) => PgPreparedQuery<PreparedQueryConfig>>()

function skeletonStatement(db: Db, shape: SkeletonShape): PgPreparedQuery<PreparedQueryConfig> {
  const key = `${shape.news ? 'news' : 'nonews'}_${shape.areas ? 'areas' : 'noareas'}_${shape.cursor}`
  let statement = skeletonStatements.get(key)
  if (statement === undefined) {
    const query = dialect.sqlToQuery(skeletonQuery(shape, (slot) => sql.placeholder(slot)))
    statement = builtOnce((db) => db._.session.prepareQuery(query, undefined, undefined, false))
    skeletonStatements.set(key, statement)
  }
  return statement(db)
}

export async function findFeedSkeleton(
  db: Db,
  readerId: number,
  state: ChannelState,
  cursor: FeedCursor,
  limit: number,
): Promise<SkeletonRow[]> {
  const values = valuesOf(readerId, state, cursor, limit)
  // Both drivers (pg and PGlite) answer a raw query with its `rows`.
  const { rows } = (await skeletonStatement(db, shapeOf(state, cursor)).execute(values)) as unknown as {
    rows: RawSkeletonRow[]
  }
  return rows.map((row) => ({
    id: Number(row.id),
    authorId: Number(row.author_id),
    publishedAt: new Date(row.published_at),
    topics: row.topics ?? [],
    groupId: row.group_id === null ? null : Number(row.group_id),
    via: Number(row.via) as FeedVia,
  }))
}

interface RawSkeletonRow {
  id: number
  author_id: number
  published_at: string | Date
  topics: number[] | null
  group_id: number | null
  via: number
}

/** One researcher's active posts (their wall), newest first, from `posts_author_idx`. */
export async function findAuthorSkeleton(
  db: Db,
  authorId: number,
  cursor: FeedCursor,
  limit: number,
): Promise<{ id: number; publishedAt: Date }[]> {
  return db
    .select({ id: posts.id, publishedAt: posts.publishedAt })
    .from(posts)
    .where(
      and(
        eq(posts.authorId, authorId),
        eq(posts.status, ACTIVE),
        // A group's posts are the group's channel, never the author's wall.
        isNull(posts.groupId),
        olderThan(cursor, posts.publishedAt, posts.id),
      ),
    )
    .orderBy(sql`${posts.publishedAt} desc nulls last`, sql`${posts.id} desc nulls last`)
    .limit(limit)
}
