import { and, asc, desc, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { likeContaining } from '../../db/like'
import { files, follows, publicationAuthors, publications, uploadItemFiles } from '../../db/schema'
import { ACCESS } from './publications.access'
import { pendingViews } from './publications.views'

/**
 * Reads of published items (the uploads module writes them, see `publications.write.queries.ts`).
 * The list reads follows directly: a page of items a reader may see must be one query to page and
 * count correctly, which a chain of service calls cannot be.
 */

// The search vector holds every lexeme of the item's PDF text (tens of KB for an article): only the
// search reads it, inside its own SQL, so an item read for a page, a download or a cover leaves it.
const { searchVector: _vector, ...publicationColumns } = getTableColumns(publications)

export type PublicationRow = Omit<typeof publications.$inferSelect, 'searchVector'>
export type AuthorRow = typeof publicationAuthors.$inferSelect

const publicationStatement = builtOnce((db) =>
  db
    .select(publicationColumns)
    .from(publications)
    .where(eq(publications.id, sql.placeholder('id')))
    .prepare('find_publication'),
)

const publicationsStatement = builtOnce((db) =>
  db
    .select(publicationColumns)
    .from(publications)
    .where(sql`${publications.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('find_publications'),
)

/** The row with the views not yet written (`PendingViews`) counted in. */
function withPendingViews(db: Db, row: PublicationRow): PublicationRow {
  const waiting = pendingViews(db).of(row.id)
  return waiting === 0 ? row : { ...row, viewCount: row.viewCount + waiting }
}

/** An item by id; every item page, content, cover and gated file read asks. */
export async function findPublication(db: Db, id: string): Promise<PublicationRow | null> {
  const [row] = await publicationStatement(db).execute({ id })
  return row ? withPendingViews(db, row) : null
}

const publicationContentStatement = builtOnce((db) =>
  db
    .select({ publication: publicationColumns, file: files })
    .from(publications)
    .leftJoin(files, eq(files.id, publications.contentFileId))
    .where(eq(publications.id, sql.placeholder('id')))
    .prepare('find_publication_content'),
)

/**
 * An item with its content file's row, for `GET /publication/{id}/content`: a reader fetching a PDF
 * by ranges asks for every range, so the two rows come in one round trip.
 */
export async function findPublicationContent(
  db: Db,
  id: string,
): Promise<{ publication: PublicationRow; file: typeof files.$inferSelect | null } | null> {
  const [found] = await publicationContentStatement(db).execute({ id })
  return found ? { publication: withPendingViews(db, found.publication), file: found.file } : null
}

export async function findPublications(db: Db, ids: string[]): Promise<PublicationRow[]> {
  if (ids.length === 0) return []
  const rows = await publicationsStatement(db).execute({ ids })
  return rows.map((row) => withPendingViews(db, row))
}

const authorsStatement = builtOnce((db) =>
  db
    .select()
    .from(publicationAuthors)
    .where(sql`${publicationAuthors.publicationId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(publicationAuthors.publicationId), asc(publicationAuthors.ord))
    .prepare('find_publication_authors'),
)

/** The authors of each item, in their order. */
export async function findAuthors(db: Db, ids: string[]): Promise<Map<string, AuthorRow[]>> {
  const byItem = new Map<string, AuthorRow[]>()
  if (ids.length === 0) return byItem
  const rows = await authorsStatement(db).execute({ ids })
  for (const row of rows) byItem.set(row.publicationId, [...(byItem.get(row.publicationId) ?? []), row])
  return byItem
}

const itemFilesStatement = builtOnce((db) =>
  db
    .select({ itemId: uploadItemFiles.itemId, fileId: uploadItemFiles.fileId })
    .from(uploadItemFiles)
    .where(sql`${uploadItemFiles.itemId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(uploadItemFiles.itemId), asc(uploadItemFiles.ord))
    .prepare('find_publication_item_files'),
)

/** The files of each item (its upload item's, whose id it shares), in the author's order. */
export async function findItemFileIds(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const byItem = new Map<string, string[]>()
  if (ids.length === 0) return byItem
  const rows = await itemFilesStatement(db).execute({ ids })
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row.fileId])
  return byItem
}

/** An item with what its page shows beside it: its authors in order, its files' ids in order. */
export interface PublicationPage {
  row: PublicationRow
  authors: AuthorRow[]
  fileIds: string[]
}

// Qualified by hand: drizzle writes a column of a one-table select unqualified, which inside the
// subqueries would name their own table's column.
const outerId = sql.raw('"publications"."id"')

const pageStatement = builtOnce((db) =>
  db
    .select({
      row: publicationColumns,
      authors: sql<AuthorRow[]>`coalesce((select json_agg(json_build_object(
        'publicationId', a.publication_id, 'ord', a.ord, 'userId', a.user_id,
        'fullName', a.full_name, 'nameKey', a.name_key) order by a.ord)
        from ${publicationAuthors} a where a.publication_id = ${outerId}), '[]'::json)`,
      fileIds: sql<string[]>`coalesce((select array_agg(f.file_id::text order by f.ord)
        from ${uploadItemFiles} f where f.item_id = ${outerId}), '{}'::text[])`,
    })
    .from(publications)
    .where(eq(publications.id, sql.placeholder('id')))
    .prepare('find_publication_page'),
)

/**
 * An item's page in one statement instead of three (the item, `findAuthors`, `findItemFileIds`):
 * the page of one item is the repository's most read answer.
 */
export async function findPublicationPage(db: Db, id: string): Promise<PublicationPage | null> {
  const [page] = await pageStatement(db).execute({ id })
  return page ? { ...page, row: withPendingViews(db, page.row) } : null
}

/** A published item a file belongs to, and how: one of its files, or the image of its cover. */
export interface PublicationOfFile {
  row: PublicationRow
  role: 'file' | 'cover'
}

/**
 * The published item a file belongs to: one of its item's files, or its cover. Asked for every
 * file someone reads who does not own it, so each branch reads an index (`upload_item_files` by
 * file, `publications_cover_idx`) rather than every item.
 */
export async function findPublicationOfFile(db: Db, fileId: string): Promise<PublicationOfFile | null> {
  const [content] = await db
    .select({ publication: publicationColumns })
    .from(uploadItemFiles)
    .innerJoin(publications, eq(publications.id, uploadItemFiles.itemId))
    .where(eq(uploadItemFiles.fileId, fileId))
    .limit(1)
  if (content) return { row: content.publication, role: 'file' }
  const [cover] = await db
    .select(publicationColumns)
    .from(publications)
    .where(sql`${publications.metadata} ->> 'cover' = ${fileId}`)
    .limit(1)
  return cover ? { row: cover, role: 'cover' } : null
}

/** Counts one download of an item (views are counted in batches: `PendingViews`). */
export async function countDownload(db: Db, id: string): Promise<void> {
  await db
    .update(publications)
    .set({ downloadCount: sql`${publications.downloadCount} + 1` })
    .where(eq(publications.id, id))
}

/** What a list of items filters on; numbers are those of the catalogue references. */
export interface PublicationFilter {
  /** A user who owns the item or is linked as one of its authors. */
  authorId?: number
  fullName?: string
  scienceArea?: number
  type?: number
  year?: number
}

/** A block either way between the reader and the item's owner. */
const blockedWithOwner = (readerId: number) =>
  sql`exists (select 1 from ${follows} where ${follows.blocked} and (
    (${follows.followerId} = ${readerId} and ${follows.followeeId} = ${publications.ownerId}) or
    (${follows.followerId} = ${publications.ownerId} and ${follows.followeeId} = ${readerId})))`

/**
 * The items a reader may see, as `publicationAccess` decides it: their own, open ones, for a
 * signed-in reader the registered-users ones, and followers' items of owners they follow without
 * a block. Deleted and private items of others never.
 */
export function visibleTo(readerId: number | null): SQL {
  const open = eq(publications.accessLevel, ACCESS.open)
  if (readerId === null) return and(isNull(publications.deletedAt), open) as SQL
  const follower = sql`exists (select 1 from ${follows} where ${follows.subscribed}
    and ${follows.followerId} = ${readerId} and ${follows.followeeId} = ${publications.ownerId})`
  return and(
    isNull(publications.deletedAt),
    or(
      eq(publications.ownerId, readerId),
      open,
      eq(publications.accessLevel, ACCESS.registered),
      and(eq(publications.accessLevel, ACCESS.followers), follower, sql`not ${blockedWithOwner(readerId)}`),
    ),
  ) as SQL
}

function matching(filter: PublicationFilter): SQL[] {
  const conditions: SQL[] = []
  if (filter.authorId !== undefined)
    conditions.push(
      or(
        eq(publications.ownerId, filter.authorId),
        sql`exists (select 1 from ${publicationAuthors} where ${publicationAuthors.publicationId} = ${publications.id}
          and ${publicationAuthors.userId} = ${filter.authorId})`,
      ) as SQL,
    )
  if (filter.fullName !== undefined)
    conditions.push(
      sql`exists (select 1 from ${publicationAuthors} where ${publicationAuthors.publicationId} = ${publications.id}
        and ${publicationAuthors.fullName} ilike ${likeContaining(filter.fullName)})`,
    )
  if (filter.scienceArea !== undefined) conditions.push(eq(publications.scienceArea, filter.scienceArea))
  if (filter.type !== undefined) conditions.push(eq(publications.type, filter.type))
  if (filter.year !== undefined) conditions.push(eq(publications.year, filter.year))
  return conditions
}

/** One page of the ids of the items the reader may see that match, newest first, and their count. */
export async function findVisiblePage(
  db: Db,
  readerId: number | null,
  filter: PublicationFilter,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; count: number }> {
  const where = and(visibleTo(readerId), ...matching(filter))
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: publications.id })
      .from(publications)
      .where(where)
      .orderBy(desc(publications.publishedAt), desc(publications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(publications)
      .where(where),
  ])
  return { ids: rows.map((row) => row.id), count: total?.count ?? 0 }
}

/** Of the items among the ids, those the reader may see (`visibleTo`), with their titles. */
export async function findVisibleAmong(
  db: Db,
  readerId: number | null,
  ids: string[],
): Promise<{ id: string; title: string }[]> {
  if (ids.length === 0) return []
  return db
    .select({ id: publications.id, title: publications.title })
    .from(publications)
    .where(and(inArray(publications.id, ids), visibleTo(readerId)))
}

/** Everyone who follows the owner (a block ends a follow, so none of them is blocked). */
export async function findFollowerIdsOf(db: Db, ownerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followeeId, ownerId), eq(follows.subscribed, true)))
  return rows.map((row) => row.id)
}
