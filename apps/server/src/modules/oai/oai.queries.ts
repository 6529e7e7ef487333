import { AccessLevel, Dictionary, refId } from '@nauka/contracts'
import { and, asc, count, eq, min, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { publications } from '../../db/schema'

/**
 * What harvesters may see of the publications table, read only: published open items (SPEC 6,
 * 59:1), a deleted one as a deleted record. OAI-PMH lists page through all of them by datestamp,
 * which one indexed query does and a chain of service calls would not.
 */

const OPEN = refId(AccessLevel.Open, Dictionary.accessLevel) as number

/** The selection of a list request: datestamps from (inclusive) and before, a science area, after an item. */
export interface HarvestFilter {
  from?: Date
  untilBefore?: Date
  scienceArea?: number
  after?: { updatedAt: Date; id: string }
}

/** An item as a header needs it; `metadata` only when the record is asked for. */
export interface HarvestRow {
  id: string
  updatedAt: Date
  deletedAt: Date | null
  scienceArea: number | null
  publishedAt: Date
  /** The form as published (`PublicationDraft`) and its title column, with the record only. */
  metadata?: unknown
  title?: string
}

const headerColumns = {
  id: publications.id,
  updatedAt: publications.updatedAt,
  deletedAt: publications.deletedAt,
  scienceArea: publications.scienceArea,
  publishedAt: publications.publishedAt,
}
const recordColumns = {
  ...headerColumns,
  // Dublin Core has no place for the bibliography, the one field that may hold 100,000 characters.
  metadata: sql<unknown>`${publications.metadata} - 'bibliography'`,
  title: publications.title,
}

function conditions(filter: Omit<HarvestFilter, 'after'>): SQL[] {
  return [
    eq(publications.accessLevel, OPEN),
    ...(filter.from ? [sql`${publications.updatedAt} >= ${filter.from.toISOString()}::timestamptz`] : []),
    ...(filter.untilBefore
      ? [sql`${publications.updatedAt} < ${filter.untilBefore.toISOString()}::timestamptz`]
      : []),
    ...(filter.scienceArea !== undefined ? [eq(publications.scienceArea, filter.scienceArea)] : []),
  ]
}

/** One page of a list, oldest datestamp first (ties by id), starting after `filter.after`. */
export async function findHarvestPage(
  db: Db,
  filter: HarvestFilter,
  limit: number,
  withMetadata: boolean,
): Promise<HarvestRow[]> {
  const next = filter.after
    ? [sql`(${publications.updatedAt}, ${publications.id}) > (${keyOf(filter.after)})`]
    : []
  return db
    .select(withMetadata ? recordColumns : headerColumns)
    .from(publications)
    .where(and(...conditions(filter), ...next))
    .orderBy(asc(publications.updatedAt), asc(publications.id))
    .limit(limit)
}

const keyOf = (item: { updatedAt: Date; id: string }) =>
  sql`${item.updatedAt.toISOString()}::timestamptz, ${item.id}::uuid`

/** How many items the whole list holds (the OAI-PMH `completeListSize`). */
export async function countHarvest(db: Db, filter: Omit<HarvestFilter, 'after'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(publications)
    .where(and(...conditions(filter)))
  return row?.n ?? 0
}

/** One harvestable item with its metadata, or null when it is not open or does not exist. */
export async function findHarvestItem(db: Db, id: string): Promise<HarvestRow | null> {
  const [row] = await db
    .select(recordColumns)
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.accessLevel, OPEN)))
  return row ?? null
}

/** The oldest datestamp of any harvestable item, deleted ones included; null while there is none. */
export async function findEarliestDatestamp(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ earliest: min(publications.updatedAt) })
    .from(publications)
    .where(eq(publications.accessLevel, OPEN))
  return row?.earliest ?? null
}
