import { ListingStatus } from '@nauka/contracts'
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { dialogMembers, listingImages, listings, messages } from '../../db/schema'

const { searchVector: _vector, ...listingColumns } = getTableColumns(listings)

/** A listing as stored, without its search vector (read only in SQL). */
export type ListingRow = Omit<typeof listings.$inferSelect, 'searchVector'>
export type ListingValues = Omit<
  typeof listings.$inferInsert,
  'id' | 'authorId' | 'createdAt' | 'updatedAt' | 'searchVector'
>

export async function findListing(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select(listingColumns).from(listings).where(eq(listings.id, id))
  return row
}

/** The listing, locked until the caller's transaction ends (edits and decisions go one at a time). */
export async function lockListing(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select(listingColumns).from(listings).where(eq(listings.id, id)).for('update')
  return row
}

export async function findListings(db: Db, ids: number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return []
  return db.select(listingColumns).from(listings).where(inArray(listings.id, ids))
}

export async function insertListing(db: Db, authorId: number, values: ListingValues): Promise<ListingRow> {
  const [row] = await db
    .insert(listings)
    .values({ ...values, authorId })
    .returning(listingColumns)
  if (!row) throw new Error('insert returned no listing')
  return row
}

export async function updateListing(
  db: Db,
  id: number,
  values: Partial<ListingValues>,
): Promise<ListingRow | undefined> {
  const [row] = await db
    .update(listings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(listings.id, id))
    .returning(listingColumns)
  return row
}

/** A moderator's decision: the status changes, the author's last edit stays what it was. */
export async function setListingStatus(db: Db, id: number, status: ListingStatus): Promise<void> {
  await db.update(listings).set({ status }).where(eq(listings.id, id))
}

/** The images of the listings, each listing's in order. */
export async function findImagesOf(db: Db, listingIds: number[]) {
  if (listingIds.length === 0) return []
  return db
    .select()
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(asc(listingImages.listingId), asc(listingImages.position))
}

/** Which listing holds each of the files (a file belongs to one listing at most). */
export async function findListingsOfFiles(db: Db, fileIds: string[]): Promise<Map<string, number>> {
  if (fileIds.length === 0) return new Map()
  const rows = await db
    .select({ fileId: listingImages.fileId, listingId: listingImages.listingId })
    .from(listingImages)
    .where(inArray(listingImages.fileId, fileIds))
  return new Map(rows.map((row) => [row.fileId, row.listingId]))
}

export async function findListingOfFile(db: Db, fileId: string): Promise<ListingRow | undefined> {
  const [row] = await db
    .select(listingColumns)
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(eq(listingImages.fileId, fileId))
  return row
}

/** The listing's images become exactly these files, in this order. */
export async function replaceImages(db: Db, listingId: number, fileIds: string[]): Promise<void> {
  await db.delete(listingImages).where(eq(listingImages.listingId, listingId))
  if (fileIds.length > 0)
    await db
      .insert(listingImages)
      .values(fileIds.map((fileId, position) => ({ listingId, fileId, position })))
}

/**
 * Whether the user holds a live message about the listing in a dialog they are still in: they were
 * written to about it, or wrote about it. The few messages about it come by their index.
 */
export async function hasMessageAbout(db: Db, listingId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(dialogMembers)
    .innerJoin(messages, eq(messages.dialogId, dialogMembers.dialogId))
    .where(
      and(
        eq(dialogMembers.userId, userId),
        isNull(dialogMembers.leftAt),
        eq(messages.listingId, listingId),
        isNull(messages.deletedAt),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** What a list of listings is narrowed by; the service decides it from the query and the reader. */
export interface ListingFilter {
  words?: string
  kind?: number
  category?: number
  remote?: boolean
  currency?: string
  /** Exact amounts as text, compared as numeric. */
  priceMin?: string
  priceMax?: string
  authorId?: number
  /** Open ones only, unless the author reads their own. */
  openOnly: boolean
  limit: number
  offset: number
}

const wordsQuery = (words: string) => sql`websearch_to_tsquery('russian', ${words}::text)`

function conditionsOf(filter: ListingFilter): SQL[] {
  const conditions: SQL[] = []
  if (filter.openOnly) conditions.push(eq(listings.status, ListingStatus.Open))
  if (filter.authorId !== undefined) conditions.push(eq(listings.authorId, filter.authorId))
  if (filter.kind !== undefined) conditions.push(eq(listings.kind, filter.kind))
  if (filter.category !== undefined) conditions.push(eq(listings.category, filter.category))
  if (filter.remote !== undefined) conditions.push(eq(listings.remote, filter.remote))
  if (filter.currency !== undefined) conditions.push(eq(listings.currency, filter.currency))
  if (filter.priceMin !== undefined)
    conditions.push(gte(listings.priceAmount, sql`${filter.priceMin}::numeric`))
  if (filter.priceMax !== undefined)
    conditions.push(lte(listings.priceAmount, sql`${filter.priceMax}::numeric`))
  if (filter.words !== undefined)
    conditions.push(sql`${listings.searchVector} @@ ${wordsQuery(filter.words)}`)
  return conditions
}

/** A page of listings: by rank when words are given, then newest first; and how many match in all. */
export async function listListings(
  db: Db,
  filter: ListingFilter,
): Promise<{ rows: ListingRow[]; count: number }> {
  const where = and(...conditionsOf(filter))
  const order = [
    ...(filter.words !== undefined
      ? [desc(sql`ts_rank(${listings.searchVector}, ${wordsQuery(filter.words)})`)]
      : []),
    desc(listings.createdAt),
    desc(listings.id),
  ]
  const rows = await db
    .select(listingColumns)
    .from(listings)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset)
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(listings).where(where)
  return { rows, count: total?.count ?? 0 }
}
