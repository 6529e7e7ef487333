import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { fileExtractions, uploadItemFiles, uploadItems, uploads } from '../../db/schema'

export type UploadRow = typeof uploads.$inferSelect
export type ItemRow = typeof uploadItems.$inferSelect
export type LinkRow = typeof uploadItemFiles.$inferSelect
export type ExtractionRow = typeof fileExtractions.$inferSelect

export async function insertUpload(
  db: Db,
  ownerId: number,
  type: number,
  items: { type: number; metadata: unknown }[],
): Promise<string> {
  const [upload] = await db.insert(uploads).values({ ownerId, type }).returning({ id: uploads.id })
  if (!upload) throw new Error('insert returned no upload')
  await db
    .insert(uploadItems)
    .values(items.map((item, ord) => ({ uploadId: upload.id, ownerId, ord, ...item })))
  return upload.id
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id))
  return row ?? null
}

/** The upload, locked until the end of the transaction: its items change together. */
export async function lockUpload(db: Db, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).for('update')
  return row ?? null
}

export async function findUploads(db: Db, ids: string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return []
  return db.select().from(uploads).where(inArray(uploads.id, ids))
}

export async function findItem(db: Db, id: string): Promise<ItemRow | null> {
  const [row] = await db.select().from(uploadItems).where(eq(uploadItems.id, id))
  return row ?? null
}

/** The items of the uploads, each upload's in its order. */
export async function findItemsOf(db: Db, uploadIds: string[]): Promise<ItemRow[]> {
  if (uploadIds.length === 0) return []
  return db
    .select()
    .from(uploadItems)
    .where(inArray(uploadItems.uploadId, uploadIds))
    .orderBy(asc(uploadItems.ord), asc(uploadItems.createdAt))
}

/** Saves an item's metadata (when given); the item and its upload count as changed. */
export async function touchItem(db: Db, item: ItemRow, metadata?: unknown): Promise<ItemRow> {
  const [row] = await db
    .update(uploadItems)
    .set({ metadata, updatedAt: sql`now()` })
    .where(eq(uploadItems.id, item.id))
    .returning()
  await touchUpload(db, item.uploadId)
  return row ?? item
}

/** Marks a change of an upload or one of its items: the list is newest change first. */
export async function touchUpload(db: Db, uploadId: string): Promise<void> {
  await db.update(uploads).set({ updatedAt: sql`now()` }).where(eq(uploads.id, uploadId))
}

/** The items are published from now on; those already published keep their first date. */
export async function markItemsPublished(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(uploadItems)
    .set({ publishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(uploadItems.id, ids), isNull(uploadItems.publishedAt)))
}

/** The upload, its items and their links to files (the cascade of the foreign keys). */
export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id))
}

/** The links of the items to their files, each item's in its order. */
export async function findLinksOf(db: Db, itemIds: string[]): Promise<LinkRow[]> {
  if (itemIds.length === 0) return []
  return db
    .select()
    .from(uploadItemFiles)
    .where(inArray(uploadItemFiles.itemId, itemIds))
    .orderBy(asc(uploadItemFiles.ord))
}

export async function findLink(db: Db, id: string): Promise<LinkRow | null> {
  const [row] = await db.select().from(uploadItemFiles).where(eq(uploadItemFiles.id, id))
  return row ?? null
}

/** Which of the files an item already holds (any item). */
export async function findLinksOfFiles(db: Db, fileIds: string[]): Promise<LinkRow[]> {
  if (fileIds.length === 0) return []
  return db.select().from(uploadItemFiles).where(inArray(uploadItemFiles.fileId, fileIds))
}

/** How many files the item holds and the last place among them. */
export async function countLinks(db: Db, itemId: string): Promise<{ count: number; lastOrd: number }> {
  const [row] = await db
    .select({ count: count(), lastOrd: max(uploadItemFiles.ord) })
    .from(uploadItemFiles)
    .where(eq(uploadItemFiles.itemId, itemId))
  return { count: row?.count ?? 0, lastOrd: row?.lastOrd ?? -1 }
}

/** Adds the files after those the item holds, in the order given. */
export async function insertLinks(
  db: Db,
  itemId: string,
  fileIds: string[],
  afterOrd: number,
): Promise<void> {
  if (fileIds.length === 0) return
  await db
    .insert(uploadItemFiles)
    .values(fileIds.map((fileId, i) => ({ itemId, fileId, ord: afterOrd + 1 + i })))
}

export async function deleteLink(db: Db, id: string): Promise<void> {
  await db.delete(uploadItemFiles).where(eq(uploadItemFiles.id, id))
}

export async function findExtractions(db: Db, fileIds: string[]): Promise<ExtractionRow[]> {
  if (fileIds.length === 0) return []
  return db.select().from(fileExtractions).where(inArray(fileExtractions.fileId, fileIds))
}
