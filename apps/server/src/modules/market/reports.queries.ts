import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { listingReports } from '../../db/schema'

export type ReportRow = typeof listingReports.$inferSelect

export async function hasReported(db: Db, listingId: number, reporterId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(and(eq(listingReports.listingId, listingId), eq(listingReports.reporterId, reporterId)))
  return row !== undefined
}

/** The reader's report, or undefined when they have reported the listing already. */
export async function insertReport(
  db: Db,
  report: { listingId: number; reporterId: number; reason: number; comment: string },
): Promise<ReportRow | undefined> {
  const [row] = await db
    .insert(listingReports)
    .values(report)
    .onConflictDoNothing({ target: [listingReports.listingId, listingReports.reporterId] })
    .returning()
  return row
}

export async function findReport(db: Db, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(listingReports).where(eq(listingReports.id, id))
  return row
}

/** Open reports oldest first (the queue of work), or resolved ones latest decision first. */
export async function listReports(
  db: Db,
  page: { resolved: boolean; limit: number; offset: number },
): Promise<{ rows: ReportRow[]; count: number }> {
  const where = page.resolved ? isNotNull(listingReports.resolvedAt) : isNull(listingReports.resolvedAt)
  const order = page.resolved
    ? [desc(listingReports.resolvedAt), desc(listingReports.id)]
    : [asc(listingReports.createdAt), asc(listingReports.id)]
  const rows = await db
    .select()
    .from(listingReports)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(listingReports).where(where)
  return { rows, count: total?.count ?? 0 }
}

/** Every open report of the listing gets the moderator's decision; answers how many did. */
export async function resolveOpenReports(
  db: Db,
  listingId: number,
  decision: { resolution: number; resolvedBy: number },
): Promise<number> {
  const rows = await db
    .update(listingReports)
    .set({ ...decision, resolvedAt: new Date() })
    .where(and(eq(listingReports.listingId, listingId), isNull(listingReports.resolvedAt)))
    .returning({ id: listingReports.id })
  return rows.length
}
