import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { fileExtractions, publications, uploadItemFiles } from '../../db/schema'

/**
 * Keeps a publication's search columns in step with its row, authors and files: the vector of its
 * words (weights A–D, see `publication_search_vector` in migration 0014) and whether it has a PDF.
 * Called by every write that changes what the vector is made of, in the writer's transaction.
 */
export async function reindexPublication(db: Db, id: string): Promise<void> {
  await db
    .update(publications)
    .set({
      searchVector: sql`publication_search_vector(${id}::uuid)`,
      hasPdf: sql`publication_has_pdf(${id}::uuid)`,
    })
    .where(eq(publications.id, id))
}

/**
 * Publishing waits here for an extraction writing the text of one of the item's files, and holds the
 * next one off until the publish ends: the vector it writes then holds that text, or the
 * extraction's own reindex (`reindexPublicationsOfFile`) reads this publish. Taken before the
 * publication's row, the order the extraction takes them in (its row, then the publications').
 */
export async function holdTextsOfItem(db: Db, itemId: string): Promise<void> {
  await db
    .select({ fileId: fileExtractions.fileId })
    .from(fileExtractions)
    .innerJoin(uploadItemFiles, eq(uploadItemFiles.fileId, fileExtractions.fileId))
    .where(eq(uploadItemFiles.itemId, itemId))
    .for('share', { of: fileExtractions })
}

/**
 * The text of a file was extracted: the publications of the items it belongs to now hold it
 * (a file of a draft has no publication yet, and nothing is updated). Called in the transaction that
 * writes the text, after it.
 */
export async function reindexPublicationsOfFile(db: Db, fileId: string): Promise<void> {
  // Locked by a statement of their own first: an UPDATE that waits for a publish's row lock still
  // reads the tables as they were when it began, and would write a vector of the words before it.
  const locked = await db
    .select({ id: publications.id })
    .from(publications)
    .where(
      inArray(
        publications.id,
        db
          .select({ id: uploadItemFiles.itemId })
          .from(uploadItemFiles)
          .where(eq(uploadItemFiles.fileId, fileId)),
      ),
    )
    .for('update')
  if (locked.length === 0) return
  await db
    .update(publications)
    .set({
      searchVector: sql`publication_search_vector(${publications.id})`,
      hasPdf: sql`publication_has_pdf(${publications.id})`,
    })
    .where(
      inArray(
        publications.id,
        locked.map((row) => row.id),
      ),
    )
}
