import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { follows } from '../../db/schema'

export type FollowRow = typeof follows.$inferSelect

/** What one user holds towards another; a missing row means neither a follow nor a block. */
export interface Relation {
  subscribed: boolean
  blocked: boolean
  subscribedAt: Date | null
}

export const NO_RELATION: Relation = { subscribed: false, blocked: false, subscribedAt: null }

export async function findRelation(db: Db, followerId: number, followeeId: number): Promise<Relation> {
  const [row] = await db
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
  return row ?? NO_RELATION
}

const relationsBetweenStatement = builtOnce((db) => {
  const [a, b] = [sql.placeholder('a'), sql.placeholder('b')]
  return db
    .select()
    .from(follows)
    .where(
      or(
        and(eq(follows.followerId, a), eq(follows.followeeId, b)),
        and(eq(follows.followerId, b), eq(follows.followeeId, a)),
      ),
    )
    .prepare('find_relations_between')
})

/** What `a` holds towards `b` and `b` towards `a`, in one statement (every profile page reads both). */
export async function findRelationsBetween(
  db: Db,
  a: number,
  b: number,
): Promise<{ mine: Relation; theirs: Relation }> {
  const rows = await relationsBetweenStatement(db).execute({ a, b })
  return {
    mine: rows.find((row) => row.followerId === a) ?? NO_RELATION,
    theirs: rows.find((row) => row.followerId === b) ?? NO_RELATION,
  }
}

/** The viewer's relations to many users at once (list hydration). */
export async function findRelationsFrom(
  db: Db,
  followerId: number,
  followeeIds: number[],
): Promise<Map<number, Relation>> {
  if (followeeIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, followerId), inArray(follows.followeeId, followeeIds)))
  return new Map(rows.map((row) => [row.followeeId, row]))
}

/** Stores a relation; one that holds neither a follow nor a block is deleted. */
export async function saveRelation(db: Db, followerId: number, followeeId: number, relation: Relation) {
  const key = and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId))
  if (!relation.subscribed && !relation.blocked) {
    await db.delete(follows).where(key)
    return
  }
  const values = {
    subscribed: relation.subscribed,
    blocked: relation.blocked,
    subscribedAt: relation.subscribed ? relation.subscribedAt : null,
    updatedAt: new Date(),
  }
  await db
    .insert(follows)
    .values({ followerId, followeeId, ...values })
    .onConflictDoUpdate({ target: [follows.followerId, follows.followeeId], set: values })
}

/** Ids of the users `userId` follows, newest follow first. */
export async function findFollowingIds(db: Db, userId: number, limit: number, offset: number) {
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, userId), eq(follows.subscribed, true)))
    .orderBy(desc(follows.subscribedAt), desc(follows.followeeId))
    .limit(limit)
    .offset(offset)
  return rows.map((row) => row.id)
}

/** Ids of the users who follow `userId`, newest follow first. */
export async function findFollowerIds(db: Db, userId: number, limit: number, offset: number) {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followeeId, userId), eq(follows.subscribed, true)))
    .orderBy(desc(follows.subscribedAt), desc(follows.followerId))
    .limit(limit)
    .offset(offset)
  return rows.map((row) => row.id)
}

const countFollowsStatement = builtOnce((db) => {
  const userId = sql.placeholder('userId')
  return db
    .select({
      followings: sql<number>`count(*) filter (where ${follows.followerId} = ${userId})`.mapWith(Number),
      followers: sql<number>`count(*) filter (where ${follows.followeeId} = ${userId})`.mapWith(Number),
    })
    .from(follows)
    .where(
      and(eq(follows.subscribed, true), or(eq(follows.followerId, userId), eq(follows.followeeId, userId))),
    )
    .prepare('count_follows')
})

/** How many users `userId` follows (`followings`) and how many follow them (`followers`). */
export async function countFollows(
  db: Db,
  userId: number,
): Promise<{ followings: number; followers: number }> {
  const [row] = await countFollowsStatement(db).execute({ userId })
  return { followings: row?.followings ?? 0, followers: row?.followers ?? 0 }
}

const profileFollowsStatement = builtOnce((db) => {
  const [user, viewer] = [sql.placeholder('userId'), sql.placeholder('viewerId')]
  const { followerId, followeeId, subscribed, blocked } = follows
  const mine = sql`${followerId} = ${viewer} and ${followeeId} = ${user}`
  const theirs = sql`${followerId} = ${user} and ${followeeId} = ${viewer}`
  const count = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number)
  const any = (flag: PgColumn, where: SQL) =>
    sql<boolean>`coalesce(bool_or(${flag}) filter (where ${where}), false)`
  return (
    db
      .select({
        followings: count(sql`${subscribed} and ${followerId} = ${user}`),
        followers: count(sql`${subscribed} and ${followeeId} = ${user}`),
        mineSubscribed: any(subscribed, mine),
        mineBlocked: any(blocked, mine),
        theirsSubscribed: any(subscribed, theirs),
        theirsBlocked: any(blocked, theirs),
      })
      .from(follows)
      // Both rows between the two have `userId` on one side: they are among the rows counted. A
      // row toward `userId` matters only when subscribed or blocked, and the two arms say so, so
      // each is read by its partial index (follows_followers_idx, follows_blocked_by_idx): a plain
      // `followee_id = userId` has no index and read every follow (a full profile at 200,000
      // follows: 68 answers a second, bench pages).
      .where(
        or(eq(followerId, user), and(eq(followeeId, user), subscribed), and(eq(followeeId, user), blocked)),
      )
      .prepare('find_profile_follows')
  )
})

/**
 * What a profile page shows of follows in one statement: how many `userId` follows and is followed
 * by, and how the viewer (null for none) and `userId` relate both ways.
 */
export async function findProfileFollows(db: Db, userId: number, viewerId: number | null) {
  const [row] = await profileFollowsStatement(db).execute({ userId, viewerId })
  const flag = (value: boolean | undefined) => value === true
  return {
    followings: row?.followings ?? 0,
    followers: row?.followers ?? 0,
    mine: { subscribed: flag(row?.mineSubscribed), blocked: flag(row?.mineBlocked) },
    theirs: { subscribed: flag(row?.theirsSubscribed), blocked: flag(row?.theirsBlocked) },
  }
}

/** Whether either user has blocked the other. */
const blockBetweenStatement = builtOnce((db) =>
  db
    .select({ blocked: follows.blocked })
    .from(follows)
    .where(
      and(
        eq(follows.blocked, true),
        or(
          and(eq(follows.followerId, sql.placeholder('a')), eq(follows.followeeId, sql.placeholder('b'))),
          and(eq(follows.followerId, sql.placeholder('b')), eq(follows.followeeId, sql.placeholder('a'))),
        ),
      ),
    )
    .limit(1)
    .prepare('any_block_between'),
)

export async function anyBlockBetween(db: Db, a: number, b: number): Promise<boolean> {
  const rows = await blockBetweenStatement(db).execute({ a, b })
  return rows.length > 0
}

// `= any(array)`, not `in (…)`: one text whatever the length of the list, so it is built once.
const blockedAmongStatement = builtOnce((db) => {
  const [userId, others] = [sql.placeholder('userId'), sql`${sql.placeholder('otherIds')}::integer[]`]
  return db
    .select({ followerId: follows.followerId, followeeId: follows.followeeId })
    .from(follows)
    .where(
      and(
        eq(follows.blocked, true),
        or(
          and(eq(follows.followerId, userId), sql`${follows.followeeId} = any(${others})`),
          and(eq(follows.followeeId, userId), sql`${follows.followerId} = any(${others})`),
        ),
      ),
    )
    .prepare('find_blocked_among')
})

/** Of the given users, those who blocked `userId` or whom `userId` blocked (one query for a whole list). */
export async function findBlockedAmong(db: Db, userId: number, otherIds: number[]): Promise<Set<number>> {
  if (otherIds.length === 0) return new Set()
  const rows = await blockedAmongStatement(db).execute({ userId, otherIds })
  return new Set(rows.map((row) => (row.followerId === userId ? row.followeeId : row.followerId)))
}
