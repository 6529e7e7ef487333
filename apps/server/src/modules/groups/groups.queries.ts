import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { likeContaining } from '../../db/like'
import { feedChannelSettings, groupFollowers, groupMembers, groups, profiles } from '../../db/schema'

export type GroupRow = typeof groups.$inferSelect
export type NewGroupRow = typeof groups.$inferInsert
export type MemberRow = typeof groupMembers.$inferSelect

/** Numeric parts of the contracts' constants, as the tables store them. */
const VISIBLE = 1
const MEMBER = 1
const REQUESTED = 2
const INVITED = 3
const OWNER = 1

export async function insertGroup(db: Db, values: NewGroupRow): Promise<GroupRow> {
  const [row] = await db.insert(groups).values(values).returning()
  if (!row) throw new Error('insert returned no group')
  return row
}

export async function findGroup(db: Db, id: number): Promise<GroupRow | null> {
  const [row] = await db.select().from(groups).where(eq(groups.id, id))
  return row ?? null
}

/** The group, locked until the end of the transaction: membership changes go one at a time. */
export async function lockGroup(db: Db, id: number): Promise<GroupRow | null> {
  const [row] = await db.select().from(groups).where(eq(groups.id, id)).for('update')
  return row ?? null
}

export async function findGroups(db: Db, ids: number[]): Promise<GroupRow[]> {
  if (ids.length === 0) return []
  return db.select().from(groups).where(inArray(groups.id, ids))
}

export async function updateGroup(
  db: Db,
  id: number,
  values: Partial<Omit<NewGroupRow, 'id' | 'createdAt'>>,
): Promise<void> {
  await db.update(groups).set(values).where(eq(groups.id, id))
}

export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.delete(groups).where(eq(groups.id, id))
}

/** Moves the member counter by `delta` (in the transaction that adds or removes the member). */
export async function bumpMemberCount(db: Db, id: number, delta: number): Promise<void> {
  await db
    .update(groups)
    .set({ memberCount: sql`${groups.memberCount} + ${delta}` })
    .where(eq(groups.id, id))
}

export async function findPlace(db: Db, groupId: number, userId: number): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
  return row ?? null
}

/** The reader's rows in each of the groups (one query for a page of groups). */
export async function findPlaces(
  db: Db,
  userId: number,
  groupIds: number[],
): Promise<Map<number, MemberRow>> {
  if (groupIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, groupIds)))
  return new Map(rows.map((row) => [row.groupId, row]))
}

/** The rows of the users in the group, by user. */
export async function findPlacesOf(
  db: Db,
  groupId: number,
  userIds: number[],
): Promise<Map<number, MemberRow>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, userIds)))
  return new Map(rows.map((row) => [row.userId, row]))
}

export async function insertPlaces(
  db: Db,
  rows: Pick<MemberRow, 'groupId' | 'userId' | 'role' | 'status' | 'byUserId' | 'joinedAt'>[],
): Promise<MemberRow[]> {
  if (rows.length === 0) return []
  return db.insert(groupMembers).values(rows).onConflictDoNothing().returning()
}

export async function updatePlace(
  db: Db,
  groupId: number,
  userId: number,
  values: Partial<Pick<MemberRow, 'role' | 'status' | 'byUserId' | 'joinedAt'>>,
): Promise<MemberRow | null> {
  const [row] = await db
    .update(groupMembers)
    .set(values)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning()
  return row ?? null
}

export async function deletePlace(db: Db, groupId: number, userId: number): Promise<MemberRow | null> {
  const [row] = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning()
  return row ?? null
}

export async function findOwnerIds(db: Db, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map()
  const rows = await db
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(inArray(groupMembers.groupId, groupIds), eq(groupMembers.role, OWNER)))
  return new Map(rows.map((row) => [row.groupId, row.userId]))
}

export async function countRequests(db: Db, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, REQUESTED)))
  return row?.n ?? 0
}

/** Of the groups, those the user follows (a row in `group_followers`). */
export async function findFollowed(db: Db, userId: number, groupIds: number[]): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set()
  const rows = await db
    .select({ groupId: groupFollowers.groupId })
    .from(groupFollowers)
    .where(and(eq(groupFollowers.userId, userId), inArray(groupFollowers.groupId, groupIds)))
  return new Set(rows.map((row) => row.groupId))
}

/** Of the channel sources, those the user switched off in the feed settings. */
export async function findSwitchedOff(db: Db, userId: number, sources: string[]): Promise<Set<string>> {
  if (sources.length === 0) return new Set()
  const rows = await db
    .select({ source: feedChannelSettings.source })
    .from(feedChannelSettings)
    .where(
      and(
        eq(feedChannelSettings.userId, userId),
        inArray(feedChannelSettings.source, sources),
        eq(feedChannelSettings.subscribed, false),
      ),
    )
  return new Set(rows.map((row) => row.source))
}

export async function insertFollower(db: Db, groupId: number, userId: number): Promise<void> {
  await db.insert(groupFollowers).values({ groupId, userId }).onConflictDoNothing()
}

export async function deleteFollower(db: Db, groupId: number, userId: number): Promise<void> {
  await db
    .delete(groupFollowers)
    .where(and(eq(groupFollowers.groupId, groupId), eq(groupFollowers.userId, userId)))
}

export interface GroupSearch {
  readerId: number | null
  /** Any part of the name, taken literally. */
  text?: string
  area?: number
  /** Only the reader's own groups: member, requested or invited. */
  mine: boolean
  limit: number
  offset: number
}

/** The groups the reader may see: visible ones, and hidden ones they are a member of or invited to. */
const seenBy = (readerId: number | null): SQL =>
  readerId === null
    ? sql`${groups.visibility} = ${VISIBLE}`
    : sql`(${groups.visibility} = ${VISIBLE} or exists (select 1 from group_members gm
            where gm.group_id = ${groups.id} and gm.user_id = ${readerId}::integer
              and gm.status in (${MEMBER}, ${INVITED})))`

function searchConditions(search: GroupSearch): SQL {
  const c: SQL[] = [seenBy(search.readerId)]
  // lower(name) like …: the trigram index on lower(name) serves it.
  if (search.text) c.push(sql`lower(${groups.name}) like lower(${likeContaining(search.text)})`)
  if (search.area !== undefined) c.push(eq(groups.scienceArea, search.area))
  if (search.mine)
    c.push(
      search.readerId === null
        ? sql`false`
        : sql`exists (select 1 from group_members gm
                where gm.group_id = ${groups.id} and gm.user_id = ${search.readerId}::integer)`,
    )
  return and(...c) as SQL
}

/**
 * One page of the groups that match, most members first (the liveliest groups lead a search),
 * then newest first, and how many match.
 */
export async function searchGroups(
  db: Db,
  search: GroupSearch,
): Promise<{ rows: GroupRow[]; count: number }> {
  const where = searchConditions(search)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(groups)
      .where(where)
      .orderBy(desc(groups.memberCount), desc(groups.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ n: count() }).from(groups).where(where),
  ])
  return { rows, count: total?.n ?? 0 }
}

export interface MemberSearch {
  groupId: number
  status: number
  text?: string
  limit: number
  offset: number
}

/** A page of a group's people of one status: owner, moderators, members, each oldest first. */
export async function findMemberPage(
  db: Db,
  search: MemberSearch,
): Promise<{ rows: MemberRow[]; count: number }> {
  const c: (SQL | undefined)[] = [
    eq(groupMembers.groupId, search.groupId),
    eq(groupMembers.status, search.status),
  ]
  if (search.text) {
    const pattern = likeContaining(search.text)
    c.push(
      or(
        sql`concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}) ilike ${pattern}`,
        sql`concat_ws(' ', ${profiles.lastName}, ${profiles.firstName}) ilike ${pattern}`,
        sql`concat_ws(' ', ${profiles.firstNameEn}, ${profiles.lastNameEn}) ilike ${pattern}`,
        sql`${profiles.nickname} ilike ${pattern}`,
      ),
    )
  }
  const where = and(...c)
  const [rows, [total]] = await Promise.all([
    db
      .select({ member: groupMembers })
      .from(groupMembers)
      .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
      .where(where)
      .orderBy(
        asc(groupMembers.role),
        asc(groupMembers.joinedAt),
        asc(groupMembers.createdAt),
        asc(groupMembers.userId),
      )
      .limit(search.limit)
      .offset(search.offset),
    db
      .select({ n: count() })
      .from(groupMembers)
      .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
      .where(where),
  ])
  return { rows: rows.map((row) => row.member), count: total?.n ?? 0 }
}

/** Ids of the active members of a group (its chat follows them). */
export async function findMemberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, MEMBER)))
  return rows.map((row) => row.userId)
}

/** The group whose avatar or banner the file is, if any. */
export async function findGroupOfImage(db: Db, fileId: string): Promise<GroupRow | null> {
  const [row] = await db
    .select()
    .from(groups)
    .where(or(eq(groups.avatarFileId, fileId), eq(groups.bannerFileId, fileId)))
    .limit(1)
  return row ?? null
}

/** The group whose chat the dialog is, if any. */
export async function findGroupOfDialog(db: Db, dialogId: number): Promise<GroupRow | null> {
  const [row] = await db.select().from(groups).where(eq(groups.dialogId, dialogId)).limit(1)
  return row ?? null
}
