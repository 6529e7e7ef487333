import { eq, inArray, sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { files } from '../../db/schema'

export type FileRow = typeof files.$inferSelect
export type NewFileRow = typeof files.$inferInsert

export async function insertFiles(db: Db, rows: NewFileRow[]): Promise<FileRow[]> {
  return db.insert(files).values(rows).returning()
}

const fileStatement = builtOnce((db) =>
  db
    .select()
    .from(files)
    .where(eq(files.id, sql.placeholder('id')))
    .prepare('find_file'),
)

/** A file's row; every download and every image shown asks for it. */
export async function findFile(db: Db, id: string): Promise<FileRow | null> {
  const [row] = await fileStatement(db).execute({ id })
  return row ?? null
}

export async function findFiles(db: Db, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return []
  return db.select().from(files).where(inArray(files.id, ids))
}

export async function deleteFileRow(db: Db, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id))
}

/** Deletes the rows (those holding them cascade); answers the storage keys of those deleted. */
export async function deleteFileRows(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await db
    .delete(files)
    .where(inArray(files.id, ids))
    .returning({ storageKey: files.storageKey })
  return rows.map((row) => row.storageKey)
}
