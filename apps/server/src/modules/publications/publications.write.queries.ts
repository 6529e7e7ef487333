import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { oaiTombstones, publicationAuthors, publications } from '../../db/schema'
import { tombstoneChange } from '../oai/oai.tombstone'
import { holdTextsOfItem, reindexPublication } from '../search/search.index.queries'
import { pendingViews } from './publications.views'

/**
 * The uploads module's writes to the publications tables: publishing an item (first time or again),
 * deleting it, and the cover its extraction made. The publications module reads these rows.
 */

type PublicationInsert = typeof publications.$inferInsert

/** What publishing an item writes: its row (the id is the item's) and its authors in order. */
export interface PublicationWrite
  extends Pick<
    PublicationInsert,
    | 'id'
    | 'ownerId'
    | 'accessLevel'
    | 'metadata'
    | 'title'
    | 'type'
    | 'scienceArea'
    | 'lang'
    | 'year'
    | 'contentFileId'
    | 'coverKey'
  > {
  /** `nameKey`: what author search matches (search/name-key.ts). */
  authors: { userId: number | null; fullName: string; nameKey: string }[]
}

export interface PublicationCounters {
  viewCount: number
  downloadCount: number
}

/**
 * Writes the publication of an item: a new row on its first publication, otherwise the same row
 * with its fields replaced. `published_at` stays as it was first set; `updated_at` (the OAI
 * datestamp) moves on every write; a deleted row cannot come back (its item is gone).
 */
export async function upsertPublication(db: Db, write: PublicationWrite): Promise<void> {
  const { authors, ...row } = write
  const now = sql`now()`
  await holdTextsOfItem(db, row.id)
  const [before] = await db
    .select({ accessLevel: publications.accessLevel, scienceArea: publications.scienceArea })
    .from(publications)
    .where(eq(publications.id, row.id))
    .for('update')
  await db
    .insert(publications)
    .values({ ...row, publishedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: publications.id,
      set: {
        accessLevel: row.accessLevel,
        metadata: row.metadata,
        title: row.title,
        type: row.type,
        scienceArea: row.scienceArea,
        lang: row.lang,
        year: row.year,
        contentFileId: row.contentFileId,
        coverKey: row.coverKey,
        updatedAt: now,
      },
    })
  await writeTombstone(db, row.id, before ?? null, row.accessLevel)
  await db.delete(publicationAuthors).where(eq(publicationAuthors.publicationId, row.id))
  if (authors.length > 0)
    await db
      .insert(publicationAuthors)
      .values(authors.map((author, ord) => ({ publicationId: row.id, ord, ...author })))
  // After the authors: the vector holds their names.
  await reindexPublication(db, row.id)
}

/** Keeps the item's OAI-PMH deleted record as its new level makes it (see `tombstoneChange`). */
async function writeTombstone(
  db: Db,
  id: string,
  before: { accessLevel: number; scienceArea: number | null } | null,
  accessLevel: number,
): Promise<void> {
  const change = tombstoneChange(before?.accessLevel ?? null, accessLevel)
  if (change === 'revive') await db.delete(oaiTombstones).where(eq(oaiTombstones.id, id))
  if (change === 'bury')
    // The set harvesters knew the item in, not the one it moves to.
    await db
      .insert(oaiTombstones)
      .values({ id, scienceArea: before?.scienceArea ?? null, datestamp: sql`now()` })
      .onConflictDoUpdate({
        target: oaiTombstones.id,
        set: { scienceArea: before?.scienceArea ?? null, datestamp: sql`now()` },
      })
}

/** The items are gone: their publications stay, marked deleted, for harvesters to learn of it. */
export async function markPublicationsDeleted(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(publications)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(publications.id, ids))
  for (const id of ids) await reindexPublication(db, id)
}

/** The cover of a content file is ready: the publications whose content it is show it. */
export async function setCoverOfContent(db: Db, contentFileId: string, coverKey: string): Promise<void> {
  await db
    .update(publications)
    .set({ coverKey, updatedAt: sql`now()` })
    .where(eq(publications.contentFileId, contentFileId))
}

/** Views (with those not yet written) and downloads of the publications among the ids (drafts have none). */
export async function findPublicationCounters(
  db: Db,
  ids: string[],
): Promise<Map<string, PublicationCounters>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: publications.id,
      viewCount: publications.viewCount,
      downloadCount: publications.downloadCount,
    })
    .from(publications)
    .where(inArray(publications.id, ids))
  const waiting = pendingViews(db)
  return new Map(
    rows.map(({ id, viewCount, downloadCount }) => [
      id,
      { viewCount: viewCount + waiting.of(id), downloadCount },
    ]),
  )
}
