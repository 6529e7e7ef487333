import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { publications, uploadItemFiles } from '../../db/schema'

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
 * The text of a file was extracted: the publications of the items it belongs to now hold it
 * (a file of a draft has no publication yet, and nothing is updated).
 */
export async function reindexPublicationsOfFile(db: Db, fileId: string): Promise<void> {
  const items = db
    .select({ id: uploadItemFiles.itemId })
    .from(uploadItemFiles)
    .where(eq(uploadItemFiles.fileId, fileId))
  await db
    .update(publications)
    .set({
      searchVector: sql`publication_search_vector(${publications.id})`,
      hasPdf: sql`publication_has_pdf(${publications.id})`,
    })
    .where(inArray(publications.id, items))
}
