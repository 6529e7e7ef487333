import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * The one place that says, in SQL, who reads a group's posts and whose feed channels a group is:
 * the posts, comments, feed and search queries all use these, so a hidden group's posts cannot
 * reach anyone but its members through any of them.
 */

/** Numeric parts of the contracts' GroupVisibility and GroupMemberStatus, as the tables store them. */
const VISIBLE = 1
const HIDDEN = 2
const MEMBER = 1

/** A reader's id, or the placeholder of a statement built once (the feed's) that fills it in. */
type ReaderId = number | Placeholder

/** The user is a member of the group (both SQL expressions). */
const memberOf = (groupId: SQL, userId: SQL): SQL =>
  sql`exists (select 1 from group_members gm
               where gm.group_id = ${groupId} and gm.user_id = ${userId} and gm.status = ${MEMBER})`

/**
 * A post (its `group_id` column given) is readable by the reader as far as its group goes: a post
 * outside groups, a post of a visible group, or a post of a hidden group the reader is a member of
 * (an invitation or a request is not enough). A visitor (null) reads visible groups' posts only.
 * An event of a group is seen by the same rule.
 */
export function groupPostReadable(readerId: ReaderId | null, groupId: AnyPgColumn | SQL): SQL {
  const member = readerId === null ? sql`false` : memberOf(sql`g.id`, sql`${readerId}::integer`)
  return sql`(${groupId} is null or exists (select 1 from groups g
              where g.id = ${groupId} and (g.visibility = ${VISIBLE} or ${member})))`
}

/**
 * The user (a column) is outside the group (its `group_id` column): the group is hidden and they
 * are not its member, so nothing of it is theirs to see.
 */
export function hiddenGroupOutsider(groupId: AnyPgColumn | SQL, userId: AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from groups g where g.id = ${groupId} and g.visibility = ${HIDDEN}
              and not ${memberOf(sql`g.id`, sql`${userId}`)})`
}

/**
 * Ids of the groups whose channel a reader has (before their switches): the groups they are a
 * member of, and the visible groups they follow. A select of one column `group_id`.
 */
export function groupChannelIds(readerId: ReaderId): SQL {
  return sql`(select gm.group_id from group_members gm
               where gm.user_id = ${readerId}::integer and gm.status = ${MEMBER}
              union
              select gf.group_id from group_followers gf join groups g on g.id = gf.group_id
               where gf.user_id = ${readerId}::integer and g.visibility = ${VISIBLE})`
}

/**
 * Ids of the users who have a group's channel (before their switches), the other way round from
 * `groupChannelIds`: its members and, for a visible group, its followers. A select of `user_id`.
 */
export function groupChannelReaders(groupId: number): SQL {
  return sql`(select gm.user_id from group_members gm
               where gm.group_id = ${groupId}::integer and gm.status = ${MEMBER}
              union
              select gf.user_id from group_followers gf join groups g on g.id = gf.group_id
               where gf.group_id = ${groupId}::integer and g.visibility = ${VISIBLE})`
}
