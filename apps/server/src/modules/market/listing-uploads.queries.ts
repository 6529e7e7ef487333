import { and, asc, inArray, lt, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { files, listingImages, listingImageUploads } from '../../db/schema'

/** Records the files as uploaded for listings. */
export async function insertImageUploads(db: Db, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return
  await db
    .insert(listingImageUploads)
    .values(fileIds.map((fileId) => ({ fileId })))
    .onConflictDoNothing()
}

/**
 * Up to `limit` images uploaded for listings before `before` that no listing shows, oldest first,
 * their files' rows locked until the transaction ends: a listing saved with one meanwhile waits
 * (its reference takes a lock on the file's row), and the rows another run holds are skipped.
 */
export async function lockOrphanUploads(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ fileId: listingImageUploads.fileId })
    .from(listingImageUploads)
    .innerJoin(files, sql`${files.id} = ${listingImageUploads.fileId}`)
    .where(
      and(
        lt(listingImageUploads.createdAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(listingImages)
            .where(sql`${listingImages.fileId} = ${listingImageUploads.fileId}`),
        ),
      ),
    )
    .orderBy(asc(listingImageUploads.createdAt))
    .limit(limit)
    .for('update', { of: files, skipLocked: true })
  return rows.map((row) => row.fileId)
}

/** Of the files, those a listing shows (asked again once their rows are locked). */
export async function findShownAmong(db: Db, fileIds: string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set()
  const rows = await db
    .select({ fileId: listingImages.fileId })
    .from(listingImages)
    .where(inArray(listingImages.fileId, fileIds))
  return new Set(rows.map((row) => row.fileId))
}
