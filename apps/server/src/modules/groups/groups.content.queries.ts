import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { groupPublications, groups, posts, publicationAuthors, publications } from '../../db/schema'
import { visibleTo } from '../publications/publications.queries'
import type { GroupRow } from './groups.queries'
import { groupPostReadable } from './groups.visibility.queries'

/** What is in a group: its posts and the publications its members attached (SQL only). */

/** The numeric part of the active post status (25:1). */
const POST_ACTIVE = 1

/** A page of the group's active posts, newest first (`posts_group_idx`), and their count. */
export async function findGroupPostPage(
  db: Db,
  groupId: number,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; count: number }> {
  const where = and(eq(posts.groupId, groupId), eq(posts.status, POST_ACTIVE))
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: posts.id })
      .from(posts)
      .where(where)
      .orderBy(sql`${posts.publishedAt} desc nulls last`, sql`${posts.id} desc nulls last`)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(posts).where(where),
  ])
  return { ids: rows.map((row) => row.id), count: total?.n ?? 0 }
}

/** Of the groups, those whose posts the reader may read (`groupPostReadable`). */
export async function findPostReadableGroups(
  db: Db,
  readerId: number,
  groupIds: number[],
): Promise<GroupRow[]> {
  if (groupIds.length === 0) return []
  return db
    .select()
    .from(groups)
    .where(and(inArray(groups.id, groupIds), groupPostReadable(readerId, groups.id)))
}

/** A page of the publications attached to the group that the reader may read, latest attached first. */
export async function findPublicationPage(
  db: Db,
  groupId: number,
  readerId: number | null,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; count: number }> {
  const where = and(eq(groupPublications.groupId, groupId), visibleTo(readerId))
  const from = () =>
    db
      .select({ id: groupPublications.publicationId })
      .from(groupPublications)
      .innerJoin(publications, eq(publications.id, groupPublications.publicationId))
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(groupPublications.attachedAt), desc(groupPublications.publicationId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(groupPublications)
      .innerJoin(publications, eq(publications.id, groupPublications.publicationId))
      .where(where),
  ])
  return { ids: rows.map((row) => row.id), count: total?.n ?? 0 }
}

export async function findAttachment(
  db: Db,
  groupId: number,
  publicationId: string,
): Promise<typeof groupPublications.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(groupPublications)
    .where(and(eq(groupPublications.groupId, groupId), eq(groupPublications.publicationId, publicationId)))
  return row ?? null
}

export async function insertAttachment(
  db: Db,
  groupId: number,
  publicationId: string,
  attachedBy: number,
): Promise<void> {
  await db.insert(groupPublications).values({ groupId, publicationId, attachedBy }).onConflictDoNothing()
}

export async function deleteAttachment(db: Db, groupId: number, publicationId: string): Promise<void> {
  await db
    .delete(groupPublications)
    .where(and(eq(groupPublications.groupId, groupId), eq(groupPublications.publicationId, publicationId)))
}

/** Whether the user is an author of the live publication: its owner or one of its linked authors. */
export async function isAuthorOf(db: Db, userId: number, publicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(
      and(
        eq(publications.id, publicationId),
        isNull(publications.deletedAt),
        or(
          eq(publications.ownerId, userId),
          sql`exists (select 1 from ${publicationAuthors} where ${publicationAuthors.publicationId} = ${publications.id}
            and ${publicationAuthors.userId} = ${userId}::integer)`,
        ),
      ),
    )
  return row !== undefined
}
