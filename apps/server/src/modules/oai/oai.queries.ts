import { AccessLevel, Dictionary, refId } from '@nauka/contracts'
import { and, asc, count, eq, min, type SQL, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { oaiTombstones, publications } from '../../db/schema'

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

/**
 * Every item harvesters may know of: the open publications (a deleted one marked by `deleted_at`)
 * and the tombstones of items that were open and are no more, deleted records dated when they
 * stopped being open. An item is never in both: opening it again removes its tombstone.
 */
function harvestable(db: Db, withMetadata: boolean) {
  const live = db
    .select({
      id: publications.id,
      updatedAt: publications.updatedAt,
      deletedAt: publications.deletedAt,
      scienceArea: publications.scienceArea,
      publishedAt: publications.publishedAt,
      // Dublin Core has no place for the bibliography, the one field that may hold 100,000 characters.
      metadata: (withMetadata
        ? sql<unknown>`${publications.metadata} - 'bibliography'`
        : sql<unknown>`null::jsonb`
      ).as('metadata'),
      title: (withMetadata ? sql<string>`${publications.title}` : sql<string>`null::text`).as('title'),
    })
    .from(publications)
    .where(eq(publications.accessLevel, OPEN))
  const buried = db
    .select({
      id: oaiTombstones.id,
      updatedAt: oaiTombstones.datestamp,
      deletedAt: oaiTombstones.datestamp,
      scienceArea: oaiTombstones.scienceArea,
      publishedAt: oaiTombstones.datestamp,
      metadata: sql<unknown>`null::jsonb`.as('metadata'),
      title: sql<string>`null::text`.as('title'),
    })
    .from(oaiTombstones)
  return db.$with('harvestable').as(unionAll(live, buried))
}

type Harvestable = ReturnType<typeof harvestable>

const headerOf = (h: Harvestable) => ({
  id: h.id,
  updatedAt: h.updatedAt,
  deletedAt: h.deletedAt,
  scienceArea: h.scienceArea,
  publishedAt: h.publishedAt,
})
const recordOf = (h: Harvestable) => ({ ...headerOf(h), metadata: h.metadata, title: h.title })

function conditions(h: Harvestable, filter: Omit<HarvestFilter, 'after'>): SQL[] {
  return [
    ...(filter.from ? [sql`${h.updatedAt} >= ${filter.from.toISOString()}::timestamptz`] : []),
    ...(filter.untilBefore ? [sql`${h.updatedAt} < ${filter.untilBefore.toISOString()}::timestamptz`] : []),
    ...(filter.scienceArea !== undefined ? [eq(h.scienceArea, filter.scienceArea)] : []),
  ]
}

/** One page of a list, oldest datestamp first (ties by id), starting after `filter.after`. */
export async function findHarvestPage(
  db: Db,
  filter: HarvestFilter,
  limit: number,
  withMetadata: boolean,
): Promise<HarvestRow[]> {
  const h = harvestable(db, withMetadata)
  const next = filter.after ? [sql`(${h.updatedAt}, ${h.id}) > (${keyOf(filter.after)})`] : []
  const rows = await db
    .with(h)
    .select(withMetadata ? recordOf(h) : headerOf(h))
    .from(h)
    .where(and(...conditions(h, filter), ...next))
    .orderBy(asc(h.updatedAt), asc(h.id))
    .limit(limit)
  return rows
}

const keyOf = (item: { updatedAt: Date; id: string }) =>
  sql`${item.updatedAt.toISOString()}::timestamptz, ${item.id}::uuid`

/** How many items the whole list holds (the OAI-PMH `completeListSize`). */
export async function countHarvest(db: Db, filter: Omit<HarvestFilter, 'after'>): Promise<number> {
  const h = harvestable(db, false)
  const [row] = await db
    .with(h)
    .select({ n: count() })
    .from(h)
    .where(and(...conditions(h, filter)))
  return row?.n ?? 0
}

/** One harvestable item with its metadata, or null when it is not and never was open. */
export async function findHarvestItem(db: Db, id: string): Promise<HarvestRow | null> {
  const h = harvestable(db, true)
  const [row] = await db.with(h).select(recordOf(h)).from(h).where(eq(h.id, id))
  return row ?? null
}

/** The oldest datestamp of any harvestable item, deleted ones included; null while there is none. */
export async function findEarliestDatestamp(db: Db): Promise<Date | null> {
  const h = harvestable(db, false)
  const [row] = await db
    .with(h)
    .select({ earliest: min(h.updatedAt) })
    .from(h)
  return row?.earliest ?? null
}
