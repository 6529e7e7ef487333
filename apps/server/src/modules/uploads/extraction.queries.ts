import { ExtractionStatus } from '@nauka/contracts'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { fileExtractions } from '../../db/schema'
import type { ExtractionRow } from './uploads.queries'

/** Files that joined an item, with where their extraction starts; a file that has a row keeps it. */
export async function insertExtractions(db: Db, rows: { fileId: string; status: string }[]): Promise<void> {
  if (rows.length === 0) return
  await db.insert(fileExtractions).values(rows).onConflictDoNothing()
}

export async function findExtraction(db: Db, fileId: string): Promise<ExtractionRow | null> {
  const [row] = await db.select().from(fileExtractions).where(eq(fileExtractions.fileId, fileId))
  return row ?? null
}

/** Files whose extraction has been pending, untouched by any attempt, since before `before`. */
export async function findPendingSince(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ fileId: fileExtractions.fileId })
    .from(fileExtractions)
    .where(and(eq(fileExtractions.status, ExtractionStatus.Pending), lt(fileExtractions.updatedAt, before)))
  return rows.map((row) => row.fileId)
}

/** Records an attempt's outcome (what it read, or why it failed). */
export async function updateExtraction(
  db: Db,
  fileId: string,
  values: Partial<Omit<ExtractionRow, 'fileId' | 'updatedAt'>>,
): Promise<void> {
  await db
    .update(fileExtractions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(fileExtractions.fileId, fileId))
}
